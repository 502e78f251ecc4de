import EmptyStateAccessibility
import EmptyStateExport
import Foundation

/// The accessibility review of every screen served, worked out in the background (each needs a
/// drawing, which listing the screens does not make) and kept per screen and input fingerprint,
/// so a changed file is reviewed again as its renders are. The page learns of each batch by an
/// `accessibility` event. With `--reference` the `Reviewer` draws every screen anyway and
/// records what it finds here instead, so nothing is drawn twice.
final class AccessibilityReviewer: @unchecked Sendable {
    private let store: ScreenStore
    /// Called with the ids of each batch whose findings are now known; set before `start()`.
    var onDone: @Sendable ([String]) -> Void = { _ in }
    private let lock = NSLock()
    private let wake = DispatchSemaphore(value: 0)
    /// Findings by screen id, with the fingerprint they were found for; nil findings: the screen
    /// could not be drawn (its error shows elsewhere), so it is not tried again until it changes.
    private var known: [String: (fingerprint: String, findings: [AccessibilityFinding]?)] = [:]
    private var running = true
    private var updates = 0
    /// Screens drawn per batch: a page hears of the first ones soon, and a change waits at most one batch.
    static let batch = 16

    /// Changes whenever findings are learnt or forgotten.
    var generation: Int { lock.withLock { updates } }

    init(store: ScreenStore) { self.store = store }

    /// The findings for these inputs; nil while not known (`[]`: reviewed, nothing found).
    func findings(_ id: String, fingerprint: String) -> [AccessibilityFinding]? {
        lock.withLock { known[id].flatMap { $0.fingerprint == fingerprint ? $0.findings : nil } }
    }

    private func isKnown(_ id: String, fingerprint: String) -> Bool {
        lock.withLock { known[id]?.fingerprint == fingerprint }
    }

    /// What a drawing made elsewhere found (the reference review's).
    func record(_ id: String, fingerprint: String, findings: [AccessibilityFinding]?) {
        lock.withLock { known[id] = (fingerprint, findings); updates += 1 }
    }

    /// Look for screens not reviewed for their current inputs.
    func poke() { wake.signal() }

    func start() {
        let thread = Thread { [weak self] in
            while let self, self.running {
                let done = self.work()
                if !done.isEmpty { self.onDone(done) } else { self.wake.wait() }
            }
        }
        thread.name = "emptystate accessibility"
        thread.start()
    }

    func stop() { running = false; wake.signal() }

    /// A screen and the later states that draw like it: one drawing reviews them all.
    private struct Group {
        var template: CatalogTemplate
        var screens: [CatalogScreen]
    }

    /// One batch of screens not reviewed for their current inputs; their ids.
    private func work() -> [String] {
        let templates = store.templates.compactMap(\.good)
        forgetRemoved(templates)
        var groups: [Group] = [], at: [String: Int] = [:]
        for template in templates {
            for screen in template.screens where !isKnown(screen.id, fingerprint: template.fingerprint) {
                let head = screen.sameAs ?? screen.id
                if let index = at[head] { groups[index].screens.append(screen); continue }
                // A full batch still takes the later states of its screens: they need no drawing.
                guard groups.count < Self.batch else { continue }
                at[head] = groups.count
                groups.append(Group(template: template, screens: [screen]))
            }
            if groups.count >= Self.batch { break }
        }
        guard !groups.isEmpty else { return [] }
        // Per group, the findings of each of its screens; nil: the group could not be drawn.
        var found = [[[AccessibilityFinding]]?](repeating: nil, count: groups.count)
        let foundLock = NSLock()
        DispatchQueue.concurrentPerform(iterations: groups.count) { index in
            let group = groups[index]
            let result = try? ScreenRequest.findings(of: group.screens.map(\.request), source: group.template.source)
            foundLock.withLock { found[index] = result }
        }
        var ids: [String] = []
        lock.withLock {
            for (group, findings) in zip(groups, found) {
                for (index, screen) in group.screens.enumerated() {
                    known[screen.id] = (group.template.fingerprint, findings?[index])
                    ids.append(screen.id)
                }
            }
            updates += 1
        }
        return ids
    }

    /// Screens no template makes any more: their findings go, so what is kept stays as large as
    /// what is served.
    private func forgetRemoved(_ templates: [CatalogTemplate]) {
        let served = Set(templates.flatMap { $0.screens.map(\.id) })
        lock.withLock { known = known.filter { served.contains($0.key) } }
    }
}
