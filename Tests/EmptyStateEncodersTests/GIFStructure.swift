import CGif
import Foundation
import XCTest

/// A GIF's frames as giflib's decoder reads them: where each image lies, its delay and disposal.
struct GIFStructure {
    struct Frame: Equatable {
        var x: Int, y: Int, width: Int, height: Int
        var centiseconds: Int
        var disposal: Int
        var transparentIndex: Int
    }

    var width: Int
    var height: Int
    var colorCount: Int
    var frames: [Frame]

    init(_ data: Data) throws {
        final class Source { var bytes: [UInt8]; var offset = 0; init(_ bytes: [UInt8]) { self.bytes = bytes } }
        let source = Source([UInt8](data))
        var status: Int32 = 0
        let opened = withExtendedLifetime(source) {
            DGifOpen(Unmanaged.passUnretained(source).toOpaque(), { file, buffer, count in
                guard let user = file?.pointee.UserData, let buffer else { return 0 }
                let source = Unmanaged<Source>.fromOpaque(user).takeUnretainedValue()
                let length = min(Int(count), source.bytes.count - source.offset)
                for i in 0..<length { buffer[i] = source.bytes[source.offset + i] }
                source.offset += length
                return Int32(length)
            }, &status)
        }
        guard let file = opened else { throw CocoaError(.fileReadCorruptFile) }
        defer { DGifCloseFile(file, nil) }
        let slurped = withExtendedLifetime(source) { DGifSlurp(file) }
        guard slurped == GIF_OK else {
            XCTFail("giflib cannot read the GIF: \(String(cString: GifErrorString(file.pointee.Error)))")
            throw CocoaError(.fileReadCorruptFile)
        }
        width = Int(file.pointee.SWidth)
        height = Int(file.pointee.SHeight)
        colorCount = Int(file.pointee.SColorMap?.pointee.ColorCount ?? 0)
        frames = (0..<Int(file.pointee.ImageCount)).map { index in
            let description = file.pointee.SavedImages[index].ImageDesc
            var control = GraphicsControlBlock()
            _ = DGifSavedExtensionToGCB(file, Int32(index), &control)
            return Frame(x: Int(description.Left), y: Int(description.Top), width: Int(description.Width),
                         height: Int(description.Height), centiseconds: Int(control.DelayTime),
                         disposal: Int(control.DisposalMode), transparentIndex: Int(control.TransparentColor))
        }
    }
}
