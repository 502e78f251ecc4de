import CGif
import Foundation

/// giflib 5's encoder writing into memory through its output callback, no temporary file.
/// Calls go in file order: init (screen and global colour table), `putLoopCount`, `putFrame`
/// for each frame, `finish`.
final class GIFWriter {
    /// giflib hands this back to the callback as `UserData`.
    private final class Sink { var data = Data() }

    private let sink = Sink()
    private var file: UnsafeMutablePointer<GifFileType>?

    /// `colors` becomes the global colour table, padded with black to the power of two GIF needs.
    init(width: Int, height: Int, colors: [SIMD3<UInt8>]) throws {
        precondition(colors.count <= 256)
        var status: Int32 = 0
        let opened = EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), { file, bytes, count in
            guard let user = file?.pointee.UserData, let bytes else { return 0 }
            Unmanaged<Sink>.fromOpaque(user).takeUnretainedValue().data.append(bytes, count: Int(count))
            return count
        }, &status)
        guard let opened else { throw EncodeError(message: "GIF: cannot start giflib (\(Self.describe(status)))") }
        file = opened
        EGifSetGifVersion(opened, true) // GIF89a: needed for delays, transparency and looping

        var size = 2
        while size < colors.count { size *= 2 }
        let table = (colors + Array(repeating: .zero, count: size - colors.count)).map {
            GifColorType(Red: $0.x, Green: $0.y, Blue: $0.z)
        }
        guard let map = GifMakeMapObject(Int32(size), table) else { throw EncodeError(message: "GIF: out of memory") }
        defer { GifFreeMapObject(map) } // EGifPutScreenDesc keeps its own copy
        try check(EGifPutScreenDesc(opened, Int32(width), Int32(height), 8, 0, map))
    }

    deinit {
        if let file { EGifCloseFile(file, nil) } // abandoned after an error
    }

    /// The NETSCAPE2.0 application extension: how many times to repeat after the first play, 0 = forever.
    func putLoopCount(_ repeats: UInt16) throws {
        let file = try openFile()
        try check(EGifPutExtensionLeader(file, APPLICATION_EXT_FUNC_CODE))
        try check(EGifPutExtensionBlock(file, 11, Array("NETSCAPE2.0".utf8)))
        try check(EGifPutExtensionBlock(file, 3, [1, UInt8(repeats & 0xFF), UInt8(repeats >> 8)]))
        try check(EGifPutExtensionTrailer(file))
    }

    /// One image with its Graphic Control Extension. `pixels` holds the rectangle's palette
    /// indices row by row (giflib masks them in place, hence inout).
    func putFrame(_ rect: PixelRect, pixels: inout [UInt8], centiseconds: Int, disposal: Int32, transparentIndex: UInt8?) throws {
        precondition(pixels.count == rect.width * rect.height && (0...0xFFFF).contains(centiseconds))
        let file = try openFile()
        var control = GraphicsControlBlock(DisposalMode: disposal, UserInputFlag: false, DelayTime: Int32(centiseconds),
                                           TransparentColor: transparentIndex.map(Int32.init) ?? NO_TRANSPARENT_COLOR)
        var extensionBytes = [GifByteType](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&control, &extensionBytes)
        try check(EGifPutExtension(file, GRAPHICS_EXT_FUNC_CODE, Int32(length), extensionBytes))
        try check(EGifPutImageDesc(file, Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height), false, nil))
        try check(pixels.withUnsafeMutableBufferPointer { EGifPutLine(file, $0.baseAddress, Int32($0.count)) })
    }

    /// Writes the trailer and returns the whole file.
    func finish() throws -> Data {
        let file = try openFile()
        self.file = nil // EGifCloseFile frees it whatever happens
        var status: Int32 = 0
        guard EGifCloseFile(file, &status) == GIF_OK else {
            throw EncodeError(message: "GIF: giflib failed to finish (\(Self.describe(status)))")
        }
        return sink.data
    }

    private func openFile() throws -> UnsafeMutablePointer<GifFileType> {
        guard let file else { throw EncodeError(message: "GIF: writer already finished") }
        return file
    }

    private func check(_ status: Int32) throws {
        guard status == GIF_OK else {
            throw EncodeError(message: "GIF: giflib failed (\(Self.describe(file?.pointee.Error ?? 0)))")
        }
    }

    private static func describe(_ code: Int32) -> String {
        GifErrorString(code).map { String(cString: $0) } ?? "error \(code)"
    }
}
