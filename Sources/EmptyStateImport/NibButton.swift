import EmptyStateModel

/// A xib's button as Interface Builder saved it: its normal title and what it looks like.
/// handler-ios's `EmptyInboxView.xib` gives a white title in Helvetica Neue 15 on a blue
/// background with `layer.cornerRadius` 5, which a title alone would draw white on white.
struct NibButton: Equatable {
    var id: String?
    /// `buttonType` other than `custom`: UIKit draws a title with no color in the tint.
    var isSystem: Bool
    var title: String?
    var titleColor: String?
    var backgroundColor: String?
    var pointSize: Double?
    var fontName: String?
    var weight: FontWeight?
    var height: Double?
    var cornerRadius: Double?
}
