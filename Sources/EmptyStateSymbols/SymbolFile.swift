import Foundation

/// Reads a symbol's SVG with a bound, refusing what is not a regular file (a pipe or device
/// would block or never end) and names that would reach outside their folder.
enum SymbolFile {
    /// Symbol templates from the SF Symbols app are 30–300 kB; a file past this is not one.
    static let maximumBytes = 4 << 20

    static func read(_ path: String) throws -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { throw SymbolError("\(path): cannot be read") }
        guard info.st_mode & S_IFMT == S_IFREG else { throw SymbolError("\(path): not a regular file") }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw SymbolError("\(path): cannot be read") }
        defer { try? handle.close() }
        let data: Data
        do { data = try handle.read(upToCount: maximumBytes + 1) ?? Data() } catch { throw SymbolError("\(path): cannot be read") }
        guard data.count <= maximumBytes else { throw SymbolError("\(path): larger than \(maximumBytes >> 20) MB; not a symbol template") }
        guard let text = String(data: data, encoding: .utf8), !text.utf8.contains(0) else {
            throw SymbolError("\(path): not a text file (not UTF-8)")
        }
        return text
    }

    /// A symbol name is one path component: no '/', no '\\', not '.' or '..', no control characters.
    static func isSafeName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= 255 && name != "." && name != ".."
            && !name.unicodeScalars.contains { $0 == "/" || $0 == "\\" || $0.properties.generalCategory == .control }
    }

    static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }
}
