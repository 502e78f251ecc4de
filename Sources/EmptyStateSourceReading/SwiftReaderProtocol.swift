import Foundation

/// The line format both ends of the reader's pipe use: compact JSON without raw newlines (JSON
/// escapes them inside strings), so that a newline ends a message.
public enum SwiftReaderProtocol {
    /// The executable the tool starts, found beside itself or on `PATH`.
    public static let executableName = "emptystate-swift-reader"
    /// Its path, when set, instead of the search.
    public static let environmentVariable = "EMPTYSTATE_SWIFT_READER"

    public static func encode<T: Encodable>(_ message: T) throws -> Data {
        var line = try JSONEncoder().encode(message)
        line.append(0x0A)
        return line
    }

    public static func decode<T: Decodable>(_ type: T.Type, from line: Data) throws -> T {
        try JSONDecoder().decode(type, from: line)
    }
}

/// Reads newline-ended messages from a file descriptor, however the bytes arrive.
public final class LineReader {
    private let handle: FileHandle
    private var buffer = Data()
    private var searched = 0

    public init(_ handle: FileHandle) { self.handle = handle }

    /// The next line without its newline; nil at the end of input. A last line without its
    /// newline is dropped: the writer stopped in the middle of it.
    public func next() -> Data? {
        while true {
            if let end = newline(from: searched) {
                let line = buffer.prefix(end)
                buffer = buffer.count > end + 1 ? Data(buffer.suffix(from: buffer.startIndex + end + 1)) : Data()
                searched = 0
                return Data(line)
            }
            searched = buffer.count
            let chunk = handle.availableData
            if chunk.isEmpty {
                buffer = Data()
                searched = 0
                return nil
            }
            buffer.append(chunk)
        }
    }

    /// The offset of the first newline at or after `offset`: memchr, not a per-byte loop (an
    /// answer is hundreds of kilobytes).
    private func newline(from offset: Int) -> Int? {
        buffer.withUnsafeBytes { raw in
            guard let base = raw.baseAddress, offset < raw.count,
                  let found = memchr(base + offset, 0x0A, raw.count - offset) else { return nil }
            return base.distance(to: UnsafeRawPointer(found))
        }
    }
}
