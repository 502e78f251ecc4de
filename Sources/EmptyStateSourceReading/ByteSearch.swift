#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Whether bytes hold other bytes, by `memchr` and `memcmp`: Foundation's `String.contains` on Linux goes
/// through `CFStringFind` in UTF-16, which is what importing a 2,100-file app spent most of its
/// first half-second on (a name looked for in a 3 MB Xcode project once per source file).
public enum ByteSearch {
    public static func contains(_ text: UnsafeRawBufferPointer, _ part: UnsafeRawBufferPointer) -> Bool {
        guard let first = part.first, let start = text.baseAddress, let needle = part.baseAddress else { return part.isEmpty }
        var offset = 0
        // memchr to each place the first byte is, memcmp for the rest (Glibc's `memmem` is a GNU extension Swift does not see).
        while text.count - offset >= part.count {
            guard let found = memchr(start + offset, Int32(first), text.count - offset - part.count + 1) else { return false }
            if memcmp(UnsafeRawPointer(found), needle, part.count) == 0 { return true }
            offset = UnsafeRawPointer(found) - start + 1
        }
        return false
    }

    public static func contains(_ text: UnsafeRawBufferPointer, _ part: [UInt8]) -> Bool {
        part.withUnsafeBytes { contains(text, $0) }
    }

    public static func contains(_ text: [UInt8], _ part: [UInt8]) -> Bool {
        text.withUnsafeBytes { text in part.withUnsafeBytes { contains(text, $0) } }
    }
}

extension String {
    /// `contains` for texts compared byte for byte (code, names, keys): the same answer for
    /// what is not decomposed differently, without Foundation's UTF-16 search.
    public func containsBytes(_ part: String) -> Bool {
        var text = self, part = part
        return text.withUTF8 { text in part.withUTF8 { ByteSearch.contains(UnsafeRawBufferPointer(text), UnsafeRawBufferPointer($0)) } }
    }
}
