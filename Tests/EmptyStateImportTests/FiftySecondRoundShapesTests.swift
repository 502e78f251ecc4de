import EmptyStateImport
import EmptyStateModel
import Foundation
import XCTest

/// Shapes of issue 45's fifty-second round: a `ContentUnavailableView` written straight into
/// a `#Preview` (Voci-di-Corridoio's TimetableSelection.swift) or a `PreviewProvider` is drawn
/// only by Xcode's canvas, no screen of the app.
final class FiftySecondRoundShapesTests: SourceFolderTestCase {
    func testAViewWrittenInAPreviewIsNoScreen() throws {
        try write("App/TimetableSelection.swift", """
        import SwiftUI
        struct TimetableSelection: View {
            var body: some View {
                ContentUnavailableView("No Timetable", systemImage: "calendar")
            }
        }
        #Preview("Post") {
            @Previewable @State var time: Int? = nil
            VStack {
                if time == nil {
                    ContentUnavailableView("Operazione fallita", systemImage: "cup.and.heat.waves")
                }
            }
        }
        struct TimetableSelection_Previews: PreviewProvider {
            static var previews: some View {
                ContentUnavailableView("Preview only", systemImage: "star")
            }
        }
        """)
        let screens = importedScreens()
        XCTAssertEqual(screens.map { $0.template["title"]?["key"] ?? $0.template["title"] }, [.string("No Timetable")], "\(screens.map(\.template))")
        XCTAssertEqual(screens.first?.line, 4)
    }
}
