/// One GIF frame in time: the source frame it shows and for how many centiseconds.
struct GIFTimeSlot: Equatable {
    var frame: Int
    var centiseconds: Int
}

/// Fits frame delays to GIF's clock.
///
/// GIF delays are whole centiseconds, and browsers show delays under 2 cs as 10 cs, so 60 fps
/// written naively plays at a sixth of its speed. Instead each frame starts at its true start
/// time rounded to the centisecond; a frame that would start less than 2 cs after the previous
/// one shown is dropped, its time going to that previous frame. Every frame start is then within
/// half a centisecond of the true timeline and the total duration is exact to the centisecond:
/// 60 fps becomes frames of 2 and 3 cs in turn. The animation always ends on its last frame.
enum GIFTiming {
    static let minimumCentiseconds = 2

    static func slots(delays: [Double]) -> [GIFTimeSlot] {
        precondition(!delays.isEmpty)
        var starts = [Int](), elapsed = 0.0
        for delay in delays {
            starts.append(Int((elapsed * 100).rounded()))
            elapsed += delay
        }
        let end = Int((elapsed * 100).rounded())

        var kept = [(start: Int, frame: Int)]()
        for (frame, start) in starts.enumerated() {
            guard let last = kept.last else { kept.append((start, frame)); continue }
            if start == last.start {
                kept[kept.count - 1].frame = frame // the earlier frame has no time of its own
            } else if start - last.start >= minimumCentiseconds, end - start >= minimumCentiseconds {
                kept.append((start, frame))
            }
        }
        kept[kept.count - 1].frame = delays.count - 1

        return kept.indices.map { index in
            let next = index + 1 < kept.count ? kept[index + 1].start : end
            return GIFTimeSlot(frame: kept[index].frame, centiseconds: next - kept[index].start)
        }
    }
}
