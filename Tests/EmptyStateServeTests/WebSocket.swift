import Foundation

/// A minimal WebSocket client (RFC 6455) for Chromium's DevTools endpoint: text frames, masked
/// as a client must, continuation frames joined, pings answered.
final class WebSocket {
    private let socket: Socket

    init(url: String) throws {
        guard let parsed = URL(string: url), let port = parsed.port else { throw TestError("not a ws:// URL: \(url)") }
        socket = try Socket(port: port, timeout: 30)
        let key = Data((0..<16).map { _ in UInt8.random(in: 0...255) }).base64EncodedString()
        let request = "GET \(parsed.path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: \(key)\r\nSec-WebSocket-Version: 13\r\n\r\n"
        try socket.write(Data(request.utf8))
        let head = try socket.readHead()
        guard head.hasPrefix("HTTP/1.1 101") else { throw TestError("WebSocket handshake refused: \(head)") }
    }

    func send(_ text: String) throws { try frame(opcode: 1, Data(text.utf8)) }

    /// The next whole text message.
    func receive() throws -> String {
        var message = Data()
        while true {
            let head = try socket.read(2)
            let fin = head[0] & 0x80 != 0, opcode = head[0] & 0x0F
            var length = Int(head[1] & 0x7F)
            if length == 126 {
                length = try socket.read(2).reduce(0) { $0 << 8 | Int($1) }
            } else if length == 127 {
                length = try socket.read(8).reduce(0) { $0 << 8 | Int($1) }
            }
            let payload = length > 0 ? try socket.read(length) : Data()
            switch opcode {
            case 8: throw TestError("the browser closed the DevTools connection")
            case 9: try frame(opcode: 10, payload)
            case 10: continue
            default:
                message.append(payload)
                if fin { return String(decoding: message, as: UTF8.self) }
            }
        }
    }

    private func frame(opcode: UInt8, _ payload: Data) throws {
        var bytes: [UInt8] = [0x80 | opcode]
        if payload.count < 126 {
            bytes.append(0x80 | UInt8(payload.count))
        } else if payload.count < 65536 {
            bytes += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        } else {
            bytes.append(0x80 | 127)
            bytes += (0..<8).reversed().map { UInt8((payload.count >> ($0 * 8)) & 0xFF) }
        }
        let mask = (0..<4).map { _ in UInt8.random(in: 0...255) }
        bytes += mask
        bytes += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        try socket.write(Data(bytes))
    }
}
