import EmptyStateAccessibility
import EmptyStateExport
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The accessibility review of every screen served, worked out in the background (each needs a
/// drawing, which listing the screens does not make) and kept per screen and input fingerprint,
/// so a changed file is reviewed again as its renders are. The page learns of each batch by an
/// `accessibility` event. With `--reference` the `Reviewer` draws every screen anyway and
/// records what it finds here instead (`record`), so nothing is drawn twice.
///
/// Its workers run at a lower priority than the server's renders: a designer's edit is drawn
/// at once even while a folder of hundreds of screens is still being reviewed.
final class AccessibilityReviewer: @unchecked Sendable {
    private let store: ScreenStore
    private let jobs: Int
    /// Called on a worker with the ids of each batch whose findings are now known; set before `start()`.
    var onDone: @Sendable ([String]) -> Void = { _ in }
    /// Guards everything below and wakes idle workers.
    private let condition = NSCondition()
    /// Findings by screen id, with the fingerprint they were found for; nil findings: the screen
    /// could not be drawn (its error shows elsewhere), so it is not tried again until it changes.
    private var known: [String: (fingerprint: String, findings: [AccessibilityFinding]?)] = [:]
    /// Groups being drawn, by their first screen's id: no two workers draw the same one.
    private var claimed = Set<String>()
    private var pokes = 0
    private var running = true
    private var updates = 0
    /// Screens (with their look-alike states) per batch: a page hears of the first ones soon,
    /// and events stay few.
    static let batch = 8

    /// Changes whenever findings are learnt or forgotten.
    var generation: Int { condition.withLock { updates } }

    init(store: ScreenStore, jobs: Int) {
        self.store = store
        self.jobs = max(1, jobs)
    }

    /// The findings for these inputs; nil while not known (`[]`: reviewed, nothing found).
    func findings(_ id: String, fingerprint: String) -> [AccessibilityFinding]? {
        condition.withLock { known[id].flatMap { $0.fingerprint == fingerprint ? $0.findings : nil } }
    }

    /// What a drawing made elsewhere found (the reference review's).
    func record(_ id: String, fingerprint: String, findings: [AccessibilityFinding]?) {
        condition.withLock { known[id] = (fingerprint, findings); updates += 1 }
    }

    /// Look for screens not reviewed for their current inputs (a file changed).
    func poke() { condition.withLock { pokes += 1; condition.broadcast() } }

    func start() {
        for index in 0..<jobs {
            let thread = Thread { [weak self] in
                Self.lowerPriority()
                while let self, let groups = self.next() { self.onDone(self.review(groups)) }
            }
            thread.name = "emptystate accessibility \(index + 1)"
            // Darwin's way; Linux's is `lowerPriority()`.
            thread.qualityOfService = .utility
            thread.start()
        }
    }

    func stop() { condition.withLock { running = false; condition.broadcast() } }

    /// On Linux each thread has its own nice value: 10 gives the server's own threads about nine
    /// tenths of a busy core.
    private static func lowerPriority() {
        #if os(Linux)
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
        #endif
    }

    /// A screen and the later states that draw like it (`sameAs`): one drawing reviews them all.
    private struct Group {
        var template: CatalogTemplate
        var screens: [CatalogScreen]
    }

    /// The next batch to draw, claimed for this worker; waits while there is none; nil once stopped.
    private func next() -> [Group]? {
        condition.lock()
        defer { condition.unlock() }
        while running {
            let seen = pokes
            condition.unlock()
            let templates = store.templates.compactMap(\.good)
            condition.lock()
            let groups = claim(templates)
            if !groups.isEmpty { return groups }
            // A poke since the templates were read means they may have changed: look again.
            while running, pokes == seen { condition.wait() }
        }
        return nil
    }

    /// Called with the lock held.
    private func claim(_ templates: [CatalogTemplate]) -> [Group] {
        forgetRemoved(templates)
        var groups: [Group] = [], at: [String: Int] = [:]
        for template in templates {
            for screen in template.screens where known[screen.id]?.fingerprint != template.fingerprint {
                let head = screen.sameAs ?? screen.id
                if let index = at[head] { groups[index].screens.append(screen); continue }
                // Another worker's group, or a full batch (which still takes the later states of its screens).
                guard !claimed.contains(head), groups.count < Self.batch else { continue }
                at[head] = groups.count
                groups.append(Group(template: template, screens: [screen]))
            }
            if groups.count >= Self.batch { break }
        }
        claimed.formUnion(at.keys)
        return groups
    }

    /// Draws each group once and keeps its screens' findings; their ids.
    private func review(_ groups: [Group]) -> [String] {
        let found = groups.map { group in
            try? ScreenRequest.findings(of: group.screens.map(\.request), source: group.template.source)
        }
        var ids: [String] = []
        condition.withLock {
            for (group, findings) in zip(groups, found) {
                for (index, screen) in group.screens.enumerated() {
                    known[screen.id] = (group.template.fingerprint, findings?[index])
                    ids.append(screen.id)
                }
                claimed.remove(group.screens[0].sameAs ?? group.screens[0].id)
            }
            updates += 1
        }
        return ids
    }

    /// Screens no template makes any more: their findings go, so what is kept stays as large as
    /// what is served. Called with the lock held.
    private func forgetRemoved(_ templates: [CatalogTemplate]) {
        let served = Set(templates.flatMap { $0.screens.map(\.id) })
        if known.keys.contains(where: { !served.contains($0) }) { known = known.filter { served.contains($0.key) } }
    }
}
