import Foundation

/// What an image file holds, told by its first bytes, as the renderer tells it: a PNG saved as
/// `emptyImg.jpg` is drawn as the PNG it is (UIImage does so too), but a repository that keeps its
/// images in Git LFS checks out a short text pointer under each image's name (AfterMemo's
/// `twotone_account_circle_black_48pt_2x.png`), which nothing draws.
public enum ImageFileContent {
    static let headBytes = 1_024
    static let lfsPointer = Array("version https://git-lfs.github.com/spec".utf8)
    public static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The format of image bytes by their signatures (PNG, JPEG, PDF), SVG by an `<svg` element
    /// near the start; nil for none of them.
    public static func kind(of bytes: [UInt8]) -> ResolvedImageFile.Kind? {
        if bytes.starts(with: pngSignature) { return .png }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if bytes.starts(with: Array("%PDF-".utf8)) { return .pdf }
        let start = String(decoding: bytes.prefix(4096), as: UTF8.self)
        return start.contains("<svg") ? .svg : nil
    }

    /// Why the found file cannot be drawn; nil when its first bytes are an image the renderer
    /// decodes for its name's kind (a raster of either kind for a raster) or the file is no
    /// regular file to look into (the renderer says why).
    public static func problem(_ file: ResolvedImageFile) -> String? {
        // A FIFO or a device is never opened here: reading one could wait for ever.
        guard (try? FileManager.default.attributesOfItem(atPath: file.path)[.type] as? FileAttributeType) == .typeRegular,
              let handle = FileHandle(forReadingAtPath: file.path) else { return nil }
        defer { try? handle.close() }
        let head = [UInt8]((try? handle.read(upToCount: headBytes)) ?? Data())
        if head.isEmpty { return "an empty file" }
        if head.starts(with: lfsPointer) { return "a Git LFS pointer, not the image (the repository keeps its images in Git LFS)" }
        let sniffed = kind(of: head)
        switch file.kind {
        case .png, .jpeg: return sniffed == .png || sniffed == .jpeg ? nil : "not a PNG or JPEG file"
        case .pdf: return String(decoding: head, as: UTF8.self).contains("%PDF") ? nil : "not a PDF file"
        case .svg: return nil
        }
    }
}
