import EmptyStateRender

/// Checks shared by the APNG and GIF encoders, so both reject bad input with the same messages
/// before any work is done. `format` names the output in messages; `maxSide` is the format's
/// largest width or height.
func validateAnimation(frames: [PixelBuffer], delays: [Double], loops: Int, format: String, maxSide: Int) throws {
    guard let first = frames.first else {
        throw EncodeError(message: "\(format): no frames to encode")
    }
    guard delays.count == frames.count else {
        throw EncodeError(message: "\(format): \(frames.count) frames but \(delays.count) delays; give one delay per frame")
    }
    guard first.width > 0, first.height > 0, first.width <= maxSide, first.height <= maxSide else {
        throw EncodeError(message: "\(format): frame size \(first.width)x\(first.height) is outside 1...\(maxSide) pixels per side")
    }
    for (index, frame) in frames.enumerated() {
        guard frame.width == first.width, frame.height == first.height else {
            throw EncodeError(message: "\(format): frame \(index) is \(frame.width)x\(frame.height) but frame 0 is \(first.width)x\(first.height); all frames must be the same size")
        }
        guard frame.rgba.count == frame.width * frame.height * 4 else {
            throw EncodeError(message: "\(format): frame \(index) has \(frame.rgba.count) bytes, expected \(frame.width * frame.height * 4) for \(frame.width)x\(frame.height) RGBA")
        }
    }
    if let index = delays.firstIndex(where: { !$0.isFinite || $0 < 0 }) {
        throw EncodeError(message: "\(format): delay \(delays[index]) of frame \(index) must be a finite number of seconds, 0 or more")
    }
    guard loops >= 0 else {
        throw EncodeError(message: "\(format): loop count \(loops) must be 0 (forever) or more")
    }
}
