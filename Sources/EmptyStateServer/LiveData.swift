import EmptyStateExport
import EmptyStateTraits
import Foundation

/// `GET /api/screens` as JSON, built again only when a template or a status changed (a
/// hundred templates' screens take a while to encode; pages ask again on every reload).
final class ScreensJSON: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: (key: [Int], data: Data)?

    func data(store: ScreenStore, reviewer: Reviewer?, accessibility: AccessibilityReviewer?) throws -> Data {
        // Read before building: a change during the build makes the next request build again.
        let key = [store.generation, reviewer?.generation ?? 0, accessibility?.generation ?? 0]
        if let kept = lock.withLock({ kept }), kept.key == key { return kept.data }
        let data = try LiveData.make(store: store, reviewer: reviewer, accessibility: accessibility).encoded()
        lock.withLock { kept = (key, data) }
        return data
    }
}

/// `GET /api/screens`: every screen with its URLs, its accessibility findings once known and,
/// with `--reference`, its status; then the references no screen makes any more, as `missing`.
enum LiveData {
    static func make(store: ScreenStore, reviewer: Reviewer?, accessibility: AccessibilityReviewer?) -> GalleryData {
        var screens: [GalleryData.Screen] = []
        var errors: [Manifest.Failure] = []
        var ids = Set<String>()
        for item in store.templates {
            if let error = item.error {
                errors.append(Manifest.Failure(template: item.good?.name ?? URL(fileURLWithPath: item.file).deletingPathExtension().lastPathComponent,
                                               file: item.file, message: error))
            }
            guard let template = item.good else { continue }
            for screen in template.screens {
                ids.insert(screen.id)
                screens.append(entry(screen, template: template, reviewer: reviewer, accessibility: accessibility))
            }
        }
        if let reviewer {
            let review = ScreenReview(referenceDirectory: reviewer.referenceDirectory)
            for id in review.orphans(among: ids) { if let orphan = missing(id, in: reviewer.referenceDirectory) { screens.append(orphan) } }
        }
        var data = GalleryData(live: true, review: reviewer != nil, screens: screens, errors: errors)
        data.accessibilityAudit = accessibility != nil ? true : nil
        return data
    }

    /// The `changed`, `status` and `accessibility` events: the screens' ids and their new entries,
    /// so a page updates its pictures and badges at once, without asking for every screen again.
    static func changed(_ ids: [String], store: ScreenStore, reviewer: Reviewer?, accessibility: AccessibilityReviewer?) -> Data {
        struct Event: Encodable { var ids: [String]; var screens: [GalleryData.Screen] }
        let wanted = Set(ids)
        var screens: [GalleryData.Screen] = []
        for template in store.templates.compactMap(\.good) {
            for screen in template.screens where wanted.contains(screen.id) {
                screens.append(entry(screen, template: template, reviewer: reviewer, accessibility: accessibility))
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(Event(ids: ids, screens: screens))) ?? Data("{\"ids\": []}".utf8)
    }

    static func entry(_ screen: CatalogScreen, template: CatalogTemplate, reviewer: Reviewer?, accessibility: AccessibilityReviewer?) -> GalleryData.Screen {
        let fingerprint = template.fingerprint
        var entry = GalleryData.Screen(id: screen.id, template: screen.template, variant: screen.variant, device: screen.device,
                                       scale: screen.scale, state: screen.state, traits: screen.traits,
                                       width: screen.width, height: screen.height,
                                       image: ScreenLinks.render(screen, format: "png", fingerprint: fingerprint))
        entry.sameAs = screen.sameAs
        entry.standIns = screen.standIns
        // Thumbnails at 1x: sharp on the grid's ~180 px cards, a quarter of the pixels to draw.
        entry.thumb = ScreenLinks.render(screen, format: "png", scale: 1, fingerprint: fingerprint)
        entry.frame = entry.image + "&time="
        entry.svg = ScreenLinks.render(screen, format: "svg", fingerprint: fingerprint)
        var resting = screen
        resting.state = "normal"
        entry.appearance = ScreenLinks.render(resting, format: "apng", fingerprint: fingerprint)
        entry.duration = screen.duration
        entry.repeats = screen.repeats
        entry.accessibility = accessibility?.findings(screen.id, fingerprint: fingerprint)
        if let reviewer {
            entry.status = reviewer.status(screen.id, fingerprint: fingerprint)
            if entry.status == .changed { entry.changes = reviewer.changes(screen.id, fingerprint: fingerprint) }
            if entry.status == .changed || entry.status == .unchanged {
                entry.reference = "reference/" + ScreenLinks.path(screen.referenceID) + "?v=" + referenceStamp(reviewer, screen.referenceID)
                entry.diff = "api/diff/" + ScreenLinks.path(screen.id) + "?v=" + fingerprint + "-" + referenceStamp(reviewer, screen.referenceID)
            }
        }
        return entry
    }

    /// A reference no screen produces: its parts from its path.
    static func missing(_ id: String, in directory: String) -> GalleryData.Screen? {
        let parts = id.split(separator: "/").map(String.init)
        guard parts.count == 4, let at = parts[2].lastIndex(of: "@"), parts[2].hasSuffix("x"),
              let scale = Int(parts[2][parts[2].index(after: at)...].dropLast()) else { return nil }
        let name = String(parts[3].dropLast(4))
        let state = String(name.prefix { $0 != "~" })
        guard let traits = TraitCollection(suffix: String(name.dropFirst(state.count))) else { return nil }
        let device = String(parts[2][..<at])
        let size = pngSize(directory + "/" + id)
        var entry = GalleryData.Screen(id: id, template: parts[0], variant: parts[1], device: device, scale: scale, state: state,
                                       traits: Manifest.OutputTraits(traits), width: size.width, height: size.height,
                                       image: "reference/" + ScreenLinks.path(id))
        entry.status = .missing
        entry.reference = entry.image
        return entry
    }

    /// A PNG's size from its header (IHDR: width and height, big-endian, at bytes 16 and 20).
    static func pngSize(_ path: String) -> (width: Int, height: Int) {
        guard let handle = FileHandle(forReadingAtPath: path) else { return (0, 0) }
        defer { try? handle.close() }
        let head = [UInt8](handle.readData(ofLength: 24))
        guard head.count == 24 else { return (0, 0) }
        func number(_ at: Int) -> Int { head[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }

    /// Changes when the reference file is rewritten, so the page fetches the new one.
    static func referenceStamp(_ reviewer: Reviewer, _ id: String) -> String {
        guard let stamp = FileWatcher.stamp(reviewer.referenceDirectory + "/" + id) else { return "0" }
        return "\(stamp.modified.tv_sec).\(stamp.modified.tv_nsec)"
    }
}
