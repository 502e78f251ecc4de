import Foundation

/// A font file a screen built in code brings (like UIAppFonts): a path, a bundle resource or
/// bytes in memory. A string literal is a path, relative to the test file's folder.
public struct FontSource: Equatable, Sendable, ExpressibleByStringLiteral {
    enum Kind: Equatable, Sendable {
        case file(String)
        case data(Data, name: String)
    }
    let kind: Kind

    /// A font file's path, relative to the test file's folder: `fonts: ["Fonts/Brand.ttf"]`.
    public init(stringLiteral path: String) { kind = .file(path) }

    /// A font file's path, relative to the test file's folder.
    public static func file(_ path: String) -> FontSource { FontSource(kind: .file(path)) }

    /// A font among a bundle's resources, e.g. `.resource("Brand-Regular.ttf", in: .module)`.
    public static func resource(_ name: String, in bundle: Bundle) -> FontSource {
        FontSource(kind: .file((bundle.resourceURL?.path ?? bundle.bundlePath) + "/" + name))
    }

    /// Font bytes in memory (TrueType, OpenType, a collection, WOFF or WOFF2).
    public static func data(_ data: Data, name: String = "font data") -> FontSource { FontSource(kind: .data(data, name: name)) }

    private init(kind: Kind) { self.kind = kind }

    /// A file fontconfig can load. Bytes in memory are written once to a file named by their
    /// digest under `$TMPDIR/emptystate-fonts`, since fontconfig reads fonts from files.
    func path(relativeTo directory: String?) throws -> String {
        switch kind {
        case let .file(path):
            return TestPaths.resolve(path, in: directory)
        case let .data(data, name):
            let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("emptystate-fonts")
            let file = folder.appendingPathComponent(String(format: "%016llx", Self.digest(data)) + "." + Self.fileExtension(data))
            if !FileManager.default.fileExists(atPath: file.path) {
                do {
                    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                    try data.write(to: file, options: .atomic)
                } catch {
                    throw FontSourceError("\(name): cannot keep the font data in \(folder.path) (\(error.localizedDescription))")
                }
            }
            return file.path
        }
    }

    /// FNV-1a: a stable name for the same bytes across runs.
    static func digest(_ data: Data) -> UInt64 {
        data.reduce(0xcbf2_9ce4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }

    static func fileExtension(_ data: Data) -> String {
        switch String(decoding: data.prefix(4), as: UTF8.self) {
        case "OTTO": return "otf"
        case "ttcf": return "ttc"
        case "wOFF": return "woff"
        case "wOF2": return "woff2"
        default: return "ttf"
        }
    }
}

struct FontSourceError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

extension FontSource {
    /// The font file to load, relative paths taken from `directory`: for other snapshot libraries.
    public func fontFilePath(relativeTo directory: String?) throws -> String { try path(relativeTo: directory) }
}
