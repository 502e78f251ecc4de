import EmptyStateAccessibility
import EmptyStateModel
import Foundation

/// What the review page shows: the same shape whether it comes inline in an export's
/// `index.html` or from `emptystate serve`'s `GET /api/screens`. URLs are relative to the page.
public struct GalleryData: Codable, Sendable {
    public struct Screen: Codable, Equatable, Sendable {
        /// The still's path under an export or reference folder.
        public var id: String
        public var template: String
        public var variant: String
        public var device: String
        public var scale: Int
        public var state: String
        public var traits: Manifest.OutputTraits?
        /// The gallery's row name: the variant, and its traits where not the defaults.
        public var row: String
        /// The still's pixels.
        public var width: Int
        public var height: Int
        /// The id of an earlier state that draws the same.
        public var sameAs: String?
        /// Against `--reference` (serve only).
        public var status: ReviewStatus?
        /// The still, full size.
        public var image: String
        /// The still for the grid (smaller where the server can render one).
        public var thumb: String
        /// The appearance (APNG), its length and whether it repeats.
        public var appearance: String?
        public var duration: Double?
        public var repeats: Bool?
        /// The screen at a moment: append a number of seconds (serve only).
        public var frame: String?
        public var svg: String?
        /// The reference and the difference picture (serve, when there is a reference).
        public var reference: String?
        public var diff: String?
        /// What changed from the reference's recorded layout, in words (`title 'No Notes' →
        /// 'Nothing Written', moved 12 pt down`), or that it was recorded without one: a
        /// changed screen in serve.
        public var changes: String?
        /// What does not fit (truncated, overflowing, wrapped texts, missing glyphs).
        public var warnings: [String]?
        /// What the accessibility review found (waived ones carry their reason). Absent in an
        /// export: nothing found; absent from `serve`: not reviewed yet (`[]` once clean).
        public var accessibility: [AccessibilityFinding]?
        /// The device as people say it: "iPhone 8, 2×".
        public var deviceName: String
        /// Symbols drawn with a stand-in, not Apple's artwork: `tray (outline/inbox)`.
        public var standIns: [String]?

        public init(id: String, template: String, variant: String, device: String, scale: Int, state: String,
                    traits: Manifest.OutputTraits?, width: Int, height: Int, image: String) {
            self.id = id; self.template = template; self.variant = variant; self.device = device; self.scale = scale
            self.state = state; self.traits = traits; self.width = width; self.height = height
            self.image = image; thumb = image
            deviceName = Device.label(device, scale: scale)
            let label = traits?.label ?? ""
            row = label.isEmpty ? variant : "\(variant) · \(label)"
        }
    }

    /// Served live (images render on request, events arrive) or a static export.
    public var live: Bool
    /// Whether statuses against references are shown (serve --reference).
    public var review: Bool
    public var screens: [Screen]
    public var errors: [Manifest.Failure]
    /// Whether the screens are reviewed for accessibility (the page then shows findings and
    /// their filter); absent: an export made with `--no-audit`, or before the review existed.
    public var accessibilityAudit: Bool?

    public init(live: Bool, review: Bool, screens: [Screen], errors: [Manifest.Failure]) {
        self.live = live; self.review = review; self.screens = screens; self.errors = errors
    }

    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}
