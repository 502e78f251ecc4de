import Foundation

/// A file found for an image name, and the scale its pixels are at.
public struct ResolvedImageFile: Equatable, Sendable {
    public enum Kind: String, Sendable {
        case png, svg, jpeg, pdf

        /// Drawn as vectors at their own size, whatever the file's scale.
        public var isVector: Bool { self == .svg || self == .pdf }
    }
    public var path: String
    public var scale: Int
    public var kind: Kind

    public init(path: String, scale: Int, kind: Kind) { self.path = path; self.scale = scale; self.kind = kind }
}

/// Finds image files as `UIImage(named:)` does: the variant for the render scale first
/// (`chat@2x.png` at scale 2), then the nearest other scale; `.png`, `.svg`, `.jpg` in that order
/// when the name has no extension.
public enum ImageResolver {
    static let extensions: [(String, ResolvedImageFile.Kind)] = [
        ("png", .png), ("svg", .svg), ("jpg", .jpeg), ("jpeg", .jpeg),
    ]
    /// An asset catalog's files may also be PDF vectors ("Preserve Vector Data"); a loose PDF is
    /// not an image `UIImage(named:)` finds.
    static let catalogExtensions = extensions + [("pdf", .pdf)]

    public static func resolve(_ spec: ImageSpec, scale: Int, fileExists: (String) -> Bool = defaultFileExists) -> ResolvedImageFile? {
        if let files = spec.scaledFiles {
            for candidate in scalePreference(for: scale) {
                guard let path = files[candidate], fileExists(path) else { continue }
                let lowered = path.lowercased()
                guard let kind = catalogExtensions.first(where: { lowered.hasSuffix("." + $0.0) })?.1 else { continue }
                return ResolvedImageFile(path: path, scale: kind.isVector ? 1 : candidate, kind: kind)
            }
            return nil
        }
        let base = spec.name.hasPrefix("/") ? spec.name : spec.directory.map { $0 + "/" + spec.name } ?? spec.name
        let lowered = base.lowercased()
        // A name with an extension of its own names that format only.
        if let known = extensions.first(where: { lowered.hasSuffix("." + $0.0) }) {
            let stem = String(base.dropLast(known.0.count + 1))
            return find(stem: stem, candidates: [(String(base.suffix(known.0.count)), known.1)], scale: scale, fileExists: fileExists)
        }
        return find(stem: base, candidates: extensions, scale: scale, fileExists: fileExists)
    }

    private static func find(stem: String, candidates: [(String, ResolvedImageFile.Kind)], scale: Int,
                             fileExists: (String) -> Bool) -> ResolvedImageFile? {
        // Already a scaled name ("x@2x"): take it as it is.
        if let explicitScale = scaleSuffix(of: stem) {
            for (ext, kind) in candidates where fileExists(stem + "." + ext) {
                return ResolvedImageFile(path: stem + "." + ext, scale: explicitScale, kind: kind)
            }
            return nil
        }
        for candidateScale in scalePreference(for: scale) {
            let suffix = candidateScale == 1 ? "" : "@\(candidateScale)x"
            for (ext, kind) in candidates where fileExists(stem + suffix + "." + ext) {
                // A vector image has no pixel scale: its size is its intrinsic size in points.
                return ResolvedImageFile(path: stem + suffix + "." + ext, scale: kind == .svg ? 1 : candidateScale, kind: kind)
            }
        }
        return nil
    }

    /// The render scale, then the nearest others, higher first on a tie (UIKit prefers detail).
    static func scalePreference(for scale: Int) -> [Int] {
        [1, 2, 3].sorted { a, b in
            let da = abs(a - scale), db = abs(b - scale)
            return da != db ? da < db : a > b
        }
    }

    static func scaleSuffix(of stem: String) -> Int? {
        for s in [2, 3] where stem.hasSuffix("@\(s)x") { return s }
        return nil
    }

    public static let defaultFileExists: (String) -> Bool = { path in
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }
}
