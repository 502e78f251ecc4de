import Foundation
import Hummingbird

/// Checks every request before it reaches a route: the `Host` must name this server (so a page
/// on another site cannot reach it through DNS rebinding), and anything that writes must carry
/// the per-run token, which only the page this server serves can read (it is in the page, and
/// other origins cannot read responses without CORS, which is never sent), and an `Origin`, when
/// there is one, of this server.
struct RequestGuard<Context: RequestContext>: RouterMiddleware {
    let token: String
    let address: BoundAddress

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let allowed = address.hosts
        if let allowed {
            let host = (request.head.authority ?? "").lowercased()
            guard allowed.contains(host) else {
                return Reply.text(.misdirectedRequest, "error: this server answers only as \(allowed.sorted().joined(separator: ", ")), not '\(host)'")
            }
        }
        if request.method != .get && request.method != .head {
            if let origin = request.headers[.origin]?.lowercased(), allowed.map({ hosts in !hosts.contains { origin == "http://" + $0 } }) ?? false {
                return Reply.text(.forbidden, "error: requests from \(origin) are refused; use the page this server serves")
            }
            guard let given = request.headers[Reply.tokenHeader], Self.same(given, token) else {
                return Reply.text(.forbidden, "error: missing or wrong \(Reply.tokenHeader.rawName) header; the page this server serves carries it")
            }
        }
        return try await next(request, context)
    }

    /// Compares in constant time, so timing never tells how much of a guess was right.
    static func same(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        return zip(x, y).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}

/// The address the server listens on, known once it is bound (`--port 0` picks one).
final class BoundAddress: @unchecked Sendable {
    let host: String
    private let lock = NSLock()
    private var boundPort = 0

    init(host: String) { self.host = host }

    var port: Int {
        get { lock.withLock { boundPort } }
        set { lock.withLock { boundPort = newValue } }
    }

    /// The `Host` values that name this server; nil when it listens on every interface.
    var hosts: Set<String>? {
        guard !["0.0.0.0", "::", "[::]"].contains(host) else { return nil }
        let port = port
        return Set(["127.0.0.1", "localhost", "[::1]", host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host].map { "\($0.lowercased()):\(port)" })
    }

    var url: String {
        let shown = ["0.0.0.0", "::", "[::]"].contains(host) ? "127.0.0.1" : (host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host)
        return "http://\(shown):\(port)/"
    }
}
