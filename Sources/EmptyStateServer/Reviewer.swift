import EmptyStateAccessibility
import EmptyStateExport
import EmptyStateModel
import EmptyStateTraits
import Foundation

/// Review statuses against `--reference`, worked out in the background (each needs a render and
/// a comparison) and kept per screen and input fingerprint; the page learns of each batch by a
/// `status` event.
final class Reviewer: @unchecked Sendable {
    private let review: ScreenReview
    private let store: ScreenStore
    /// Called with the ids of each batch whose statuses are now known; set before `start()`.
    var onDone: @Sendable ([String]) -> Void = { _ in }
    private let lock = NSLock()
    private let wake = DispatchSemaphore(value: 0)
    /// Status by screen id, with the fingerprint it was found for and, for a changed screen,
    /// what changed in words.
    private var known: [String: (fingerprint: String, status: ReviewStatus, changes: String?)] = [:]
    private var running = true
    private var updates = 0

    /// Changes whenever a status is found or forgotten.
    var generation: Int { lock.withLock { updates } }

    /// Where the findings of each screen drawn go: the accessibility review needs the same
    /// drawing, so it is not made twice. Nil: not reviewed for accessibility.
    private let accessibility: AccessibilityReviewer?

    init(referenceDirectory: String, store: ScreenStore, accessibility: AccessibilityReviewer? = nil) {
        review = ScreenReview(referenceDirectory: referenceDirectory)
        self.store = store
        self.accessibility = accessibility
    }

    var referenceDirectory: String { review.referenceDirectory }

    func status(_ id: String, fingerprint: String) -> ReviewStatus? {
        lock.withLock { known[id].flatMap { $0.fingerprint == fingerprint ? $0.status : nil } }
    }

    /// What changed from the reference, in words, once known (a changed screen only).
    func changes(_ id: String, fingerprint: String) -> String? {
        lock.withLock { known[id].flatMap { $0.fingerprint == fingerprint ? $0.changes : nil } }
    }

    /// Forget these screens' statuses (their references were written) and work them out again.
    func invalidate(_ ids: [String]) {
        lock.withLock { for id in ids { known[id] = nil }; updates += 1 }
        wake.signal()
    }

    /// Look for screens without a current status.
    func poke() { wake.signal() }

    func start() {
        let thread = Thread { [weak self] in
            while let self, self.running {
                let done = self.work()
                if !done.isEmpty { self.onDone(done) } else { self.wake.wait() }
            }
        }
        thread.name = "emptystate reviewer"
        thread.start()
    }

    func stop() { running = false; wake.signal() }

    /// One batch of screens whose status is unknown for their current inputs.
    private func work() -> [String] {
        var todo: [(CatalogTemplate, CatalogScreen)] = []
        for template in store.templates.compactMap(\.good) {
            for screen in template.screens where status(screen.id, fingerprint: template.fingerprint) == nil {
                todo.append((template, screen))
                if todo.count == 16 { break }
            }
            if todo.count == 16 { break }
        }
        guard !todo.isEmpty else { return [] }
        var found = [(String, String, ReviewStatus, String?)?](repeating: nil, count: todo.count)
        let foundLock = NSLock()
        DispatchQueue.concurrentPerform(iterations: todo.count) { index in
            let (template, screen) = todo[index]
            let result: (status: ReviewStatus, changes: String?)
            var findings: [AccessibilityFinding]?
            do {
                if accessibility != nil {
                    let drawn = try screen.request.pixelsAndFindings(template.source)
                    findings = drawn.findings
                    result = review.review(of: drawn.pixels, layout: drawn.layout, id: screen.referenceID)
                } else {
                    let drawn = try screen.request.pixelsAndLayout(template.source)
                    result = review.review(of: drawn.pixels, layout: drawn.layout, id: screen.referenceID)
                }
            } catch { result = (.error, nil) }
            // Recorded before the status, so the `status` event that follows carries both.
            accessibility?.record(screen.id, fingerprint: template.fingerprint, findings: findings)
            foundLock.withLock { found[index] = (screen.id, template.fingerprint, result.status, result.changes) }
        }
        lock.withLock {
            for case let (id, fingerprint, status, changes)? in found { known[id] = (fingerprint, status, changes) }
            updates += 1
        }
        return found.compactMap { $0?.0 }
    }
}

extension CatalogScreen {
    /// How to render this screen again.
    var request: ScreenRequest {
        var request = ScreenRequest()
        request.variant = variant
        // `state` is the output's name (`normal`, `secondary-highlighted`): spelled back for the parser.
        let spelled = state.replacingOccurrences(of: "secondary-", with: "secondary:").replacingOccurrences(of: "tertiary-", with: "tertiary:")
        request.state = (try? ScreenState.parse(spelled).get()) ?? ScreenState()
        request.device = device
        request.scale = scale
        request.traits = traits.collection
        return request
    }
}

extension Manifest.OutputTraits {
    var collection: TraitCollection {
        TraitCollection(colorScheme: ColorScheme(rawValue: colorScheme) ?? .light, contentSize: ContentSizeCategory(rawValue: contentSize) ?? .large,
                        contrast: Contrast(rawValue: contrast) ?? .normal, layoutDirection: LayoutDirection(rawValue: layoutDirection) ?? .leftToRight, locale: locale)
    }
}
