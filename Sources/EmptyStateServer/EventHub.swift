import Foundation

/// Server-Sent Events to every open page: `changed`, `error`, `removed` (and `status` when a
/// review status is known), each with a JSON body naming the screens.
final class EventHub: @unchecked Sendable {
    private let lock = NSLock()
    private var clients: [UUID: AsyncStream<String>.Continuation] = [:]

    /// A new client's stream of SSE frames; it ends when the hub stops.
    func subscribe() -> (id: UUID, stream: AsyncStream<String>) {
        let id = UUID()
        let (stream, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(256))
        continuation.onTermination = { [weak self] _ in self?.remove(id) }
        lock.withLock { clients[id] = continuation }
        // Reconnect quickly after a restart of the server.
        continuation.yield("retry: 500\n\n")
        return (id, stream)
    }

    func send(_ event: String, _ body: [String: Any]) {
        send(event, json: (try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8))
    }

    /// `json` must be one line (JSON from our encoders is).
    func send(_ event: String, json: Data) {
        broadcast("event: \(event)\ndata: \(String(decoding: json, as: UTF8.self))\n\n")
    }

    /// A comment line keeps proxies from closing an idle stream and finds clients that left.
    func ping() { broadcast(": ping\n\n") }

    /// Ends one client's stream.
    func finish(_ id: UUID) {
        lock.withLock { clients[id] }?.finish()
    }

    var count: Int { lock.withLock { clients.count } }

    func stop() {
        let all = lock.withLock { Array(clients.values) }
        for client in all { client.finish() }
    }

    private func broadcast(_ frame: String) {
        let all = lock.withLock { Array(clients.values) }
        for client in all { client.yield(frame) }
    }

    private func remove(_ id: UUID) { lock.withLock { _ = clients.removeValue(forKey: id) } }
}
