import EmptyStateExport
import Foundation
import Hummingbird
import Logging
import ServiceLifecycle

/// `emptystate serve`: renders on request, watches the inputs, tells open pages what changed
/// over Server-Sent Events, and writes references on approval.
public final class PreviewServer: Sendable {
    let options: ServerOptions
    let store: ScreenStore
    let reviewer: Reviewer?
    /// Nil when asked not to review (`selection.audit` false).
    let accessibility: AccessibilityReviewer?
    let hub = EventHub()
    let cache: RenderCache
    let screensJSON = ScreensJSON()
    /// The per-run secret that `POST` requests must carry.
    let token: String
    let address: BoundAddress
    private let watcher: FileWatcher

    /// Loads every template; throws a one-line `ServerError` for input that cannot be served.
    public init(options: ServerOptions) throws {
        if let reference = options.referenceDirectory {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: reference, isDirectory: &isDirectory), !isDirectory.boolValue {
                throw ServerError("--reference \(reference) is a file, not a folder")
            }
        }
        guard (0...65535).contains(options.port) else { throw ServerError("--port must be between 0 and 65535, not \(options.port)") }
        self.options = options
        let store = try ScreenStore(options: options)
        self.store = store
        cache = RenderCache(jobs: options.selection.jobs)
        token = (0..<4).map { _ in String(UInt64.random(in: .min ... .max), radix: 16) }.joined(separator: "-")
        address = BoundAddress(host: options.host)
        let accessibility = options.selection.audit ? AccessibilityReviewer(store: store, jobs: options.selection.jobs) : nil
        self.accessibility = accessibility
        reviewer = options.referenceDirectory.map { Reviewer(referenceDirectory: $0, store: store, accessibility: accessibility) }
        watcher = FileWatcher(interval: options.pollInterval) { _ in }
        watcher.onChange = { [weak self] paths in self?.changed(paths) }
        reviewer?.onDone = { [weak self] ids in self?.statusesChanged(ids) }
        accessibility?.onDone = { [weak self] ids in self?.findingsChanged(ids) }
    }

    public var templateCount: Int { store.templates.count }
    public var screenCount: Int { store.templates.compactMap(\.good).reduce(0) { $0 + $1.screens.count } }
    public var errors: [String] { store.templates.compactMap(\.error) }

    /// Serves until SIGINT or SIGTERM; `ready` is called with the page's URL once listening.
    public func run(ready: @escaping @Sendable (String) -> Void) async throws {
        let router = Router()
        router.add(middleware: RequestGuard(token: token, address: address))
        Routes(server: self).add(to: router)
        var logger = Logger(label: "emptystate serve")
        logger.logLevel = .error
        let address = address
        let app = Application(router: router, configuration: .init(address: .hostname(options.host, port: options.port), serverName: nil),
                              services: [Background(server: self)],
                              onServerRunning: { channel in
                                  address.port = channel.localAddress?.port ?? 0
                                  ready(address.url)
                              }, logger: logger)
        watcher.watch(store.watchedPaths())
        watcher.start()
        reviewer?.start()
        // With references the reviewer's drawings bring the findings too.
        if reviewer == nil { accessibility?.start() }
        defer { watcher.stop(); reviewer?.stop(); accessibility?.stop(); hub.stop() }
        do {
            try await app.runService()
        } catch {
            throw ServerError.listening(error, host: options.host, port: options.port)
        }
    }

    /// Statuses known or changed: the `status` event carries the screens' entries, as `changed` does.
    func statusesChanged(_ ids: [String]) {
        hub.send("status", json: LiveData.changed(ids, store: store, reviewer: reviewer, accessibility: accessibility))
    }

    /// Accessibility findings known: the `accessibility` event carries the screens' entries too.
    func findingsChanged(_ ids: [String]) {
        hub.send("accessibility", json: LiveData.changed(ids, store: store, reviewer: reviewer, accessibility: accessibility))
    }

    /// A change on disk: reload what it touches and tell the pages.
    func changed(_ paths: Set<String>) {
        let change = store.update(paths)
        watcher.watch(store.watchedPaths())
        if !change.changed.isEmpty { hub.send("changed", json: LiveData.changed(change.changed, store: store, reviewer: reviewer, accessibility: accessibility)) }
        if !change.removed.isEmpty { hub.send("removed", ["ids": change.removed]) }
        for error in change.errors {
            hub.send("error", ["template": error.template, "file": error.file, "message": error.message, "ids": error.ids])
        }
        if !change.changed.isEmpty { reviewer?.poke(); accessibility?.poke() }
    }
}

/// Runs beside the HTTP server: keeps idle event streams alive (and finds pages that left).
struct Background: Service {
    let server: PreviewServer

    func run() async throws {
        try? await cancelWhenGracefulShutdown {
            while true {
                try await Task.sleep(for: .seconds(15))
                server.hub.ping()
            }
        }
    }
}
