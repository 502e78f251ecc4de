import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A TCP connection to 127.0.0.1, blocking, with a timeout: enough for the tests' raw HTTP
/// requests (paths no client would normalise) and for the DevTools WebSocket.
final class Socket {
    let fd: Int32

    init(port: Int, timeout: Double = 10) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw TestError("socket: \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var limit = timeval(tv_sec: Int(timeout), tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { close(fd); throw TestError("connect to port \(port): errno \(errno)") }
    }

    deinit { close(fd) }

    func write(_ data: Data) throws {
        var sent = 0
        while sent < data.count {
            let n = data.withUnsafeBytes { send(fd, $0.baseAddress! + sent, data.count - sent, Int32(MSG_NOSIGNAL)) }
            guard n > 0 else { throw TestError("send: errno \(errno)") }
            sent += n
        }
    }

    /// Exactly `count` bytes.
    func read(_ count: Int) throws -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while data.count < count {
            let n = recv(fd, &buffer, min(buffer.count, count - data.count), 0)
            guard n > 0 else { throw TestError("recv: connection closed or timed out (errno \(errno))") }
            data.append(contentsOf: buffer[0..<n])
        }
        return data
    }

    /// Everything until the peer closes.
    func readAll() -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = recv(fd, &buffer, buffer.count, 0)
            if n <= 0 { return data }
            data.append(contentsOf: buffer[0..<n])
        }
    }

    /// Bytes up to and including the blank line that ends HTTP headers.
    func readHead() throws -> String {
        var data = Data()
        while !data.suffix(4).elementsEqual([13, 10, 13, 10]) { data.append(try read(1)) }
        return String(decoding: data, as: UTF8.self)
    }
}

struct TestError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// One raw HTTP/1.1 request, `path` sent exactly as given; the status and body.
func rawHTTP(port: Int, _ method: String, _ path: String, headers: [String: String] = [:], body: String = "") throws -> (status: Int, body: String) {
    let socket = try Socket(port: port)
    var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
    for (name, value) in headers { head += "\(name): \(value)\r\n" }
    if !body.isEmpty || method == "POST" { head += "Content-Length: \(body.utf8.count)\r\n" }
    try socket.write(Data((head + "\r\n" + body).utf8))
    let answer = try socket.readHead()
    let status = Int(answer.split(separator: " ").dropFirst().first ?? "") ?? 0
    // A server may keep the connection open: read what Content-Length says when it says it.
    let length = answer.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
        .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) }
    let payload = try length.map { try socket.read($0) } ?? socket.readAll()
    return (status, String(decoding: payload, as: UTF8.self))
}
