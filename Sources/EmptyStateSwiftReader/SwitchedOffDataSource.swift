import EmptyStateSourceReading
import SwiftSyntax

/// A file that names `emptyDataSetSource` only in comments (`// tblUpcomingBookingsList.emptyDataSetSource = self`,
/// Trueblue_Kush's UpcomingBookingsVC): the developer switched its empty state off, and the
/// data source methods left in its types draw nothing, as the Objective-C reader has it. A file
/// that never names it (its table is handed the source by a base class, a storyboard or the
/// code that makes it) is not one.
enum SwitchedOffDataSource {
    static let name = Array("emptyDataSetSource".utf8)

    static func isSwitchedOff(_ bytes: [UInt8], _ tree: SourceFileSyntax) -> Bool {
        guard ByteSearch.contains(bytes, name) else { return false }
        return !tree.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier("emptyDataSetSource") }
    }
}
