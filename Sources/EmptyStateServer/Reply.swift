import Foundation
import Hummingbird

/// Responses the routes share.
/// HTTPField by the name Hummingbird exports.
typealias FieldName = HTTPFields.Element.Name

enum Reply {
    static let tokenHeader = FieldName("X-Emptystate-Token")!
    static let securityPolicy = FieldName("Content-Security-Policy")!
    static let noSniff = FieldName("X-Content-Type-Options")!

    static func text(_ status: HTTPResponse.Status, _ message: String) -> Response {
        Response(status: status, headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store", noSniff: "nosniff"],
                 body: ResponseBody(byteBuffer: ByteBuffer(string: message + "\n")))
    }

    static func json(_ data: Data, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store", noSniff: "nosniff"],
                 body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

    static func json(_ object: [String: Any], status: HTTPResponse.Status = .ok) -> Response {
        json((try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8), status: status)
    }

    /// An image; URLs that carry a fingerprint (`v=`) never change, so browsers may keep them.
    static func file(_ data: Data, type: String, immutable: Bool) -> Response {
        Response(status: .ok, headers: [.contentType: type, .cacheControl: immutable ? "private, max-age=31536000, immutable" : "no-cache", noSniff: "nosniff"],
                 body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

    static func page(_ html: String) -> Response {
        // Nothing from outside: only this server's own URLs and the page's inline style and script.
        let policy = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'; connect-src 'self'; "
            + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
        return Response(status: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store", securityPolicy: policy, noSniff: "nosniff"],
                        body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
    }

    static let types = ["png": "image/png", "svg": "image/svg+xml", "apng": "image/apng", "gif": "image/gif"]

    /// The rest of a request's path after `prefix`, percent-decoded.
    static func tail(of request: Request, after prefix: String) -> String? {
        let path = request.uri.path
        guard path.hasPrefix(prefix) else { return nil }
        return String(path.dropFirst(prefix.count)).removingPercentEncoding
    }
}
