/// The SF Symbols release that introduced a name, and the iOS version that shipped it
/// (`tray` 1.0, iOS 13.0; `document` 6.0, iOS 18.0): a name is drawn by `UIImage(systemName:)`
/// from that version on, and is nil before it.
public struct SymbolRelease: Equatable, Sendable, CustomStringConvertible {
    public let release: String
    public let iOS: OSVersion

    public init(release: String, iOS: OSVersion) { self.release = release; self.iOS = iOS }

    public var description: String { "SF Symbols \(release), iOS \(iOS)" }
}

/// An iOS version as a deployment target gives it (`16`, `16.4`, `17.0.1`), compared part by part.
public struct OSVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
    public let parts: [Int]

    /// nil for anything but one to three dot-separated numbers.
    public init?(_ text: String) {
        let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(pieces.count) else { return nil }
        var parts: [Int] = []
        for piece in pieces {
            guard (1...4).contains(piece.count), piece.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(piece) else { return nil }
            parts.append(number)
        }
        // 17 and 17.0 are one version.
        while parts.count > 1, parts.last == 0 { parts.removeLast() }
        self.parts = parts
    }

    public var description: String { parts.count == 1 ? "\(parts[0]).0" : parts.map(String.init).joined(separator: ".") }

    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        for index in 0..<max(lhs.parts.count, rhs.parts.count) {
            let left = index < lhs.parts.count ? lhs.parts[index] : 0
            let right = index < rhs.parts.count ? rhs.parts[index] : 0
            if left != right { return left < right }
        }
        return false
    }
}

/// The installed `releases.txt` (tools/make-symbol-releases.py): `@ RELEASE IOS` lines, each
/// followed by the names that came with that release.
enum SymbolReleaseTable {
    static func parse(_ text: String) -> [String: SymbolRelease] {
        var table: [String: SymbolRelease] = [:]
        var current: SymbolRelease?
        for line in text.split(separator: "\n") {
            if line.hasPrefix("#") { continue }
            if line.hasPrefix("@ ") {
                let fields = line.split(separator: " ")
                current = fields.count == 3 ? OSVersion(String(fields[2])).map { SymbolRelease(release: String(fields[1]), iOS: $0) } : nil
                continue
            }
            guard let current, line.utf8.count <= 255, line.utf8.allSatisfy(SymbolNameList.isNameByte) else { continue }
            // A name listed twice keeps its first (oldest) release.
            if table[String(line)] == nil { table[String(line)] = current }
        }
        return table
    }
}
