/// An APNG frame delay: `numerator / denominator` seconds, both stored in 16 bits in fcTL.
struct APNGDelay: Equatable, Sendable {
    var numerator: UInt16
    var denominator: UInt16

    var seconds: Double { Double(numerator) / Double(denominator) }
}

/// Turns successive frame delays in seconds into APNG fractions.
///
/// A delay that is an exact fraction with a small denominator (1/60 s, 1/24 s, 0.1 s) is written
/// exactly, so 60 fps stays 60 fps rather than 17 ms frames that drift 20 ms per second. Any
/// other delay is written in milliseconds, rounding the running total rather than each frame, so
/// the animation's timeline never drifts by more than half a millisecond.
struct APNGDelayWriter {
    /// Longest delay one fcTL can hold (65535/1 s), less a margin for the rounding above.
    static let maximumSeconds = 65_000.0

    private var trueElapsed = 0.0
    private var writtenElapsed = 0.0

    mutating func next(_ seconds: Double) -> APNGDelay {
        precondition(seconds >= 0 && seconds <= Self.maximumSeconds)
        let delay = Self.exactFraction(seconds) ?? approximateFraction(seconds)
        trueElapsed += seconds
        writtenElapsed += delay.seconds
        return delay
    }

    /// The fraction with the smallest denominator up to 1000 that equals `seconds`, if any.
    static func exactFraction(_ seconds: Double) -> APNGDelay? {
        for denominator in 1...1000 {
            let numerator = seconds * Double(denominator)
            let whole = numerator.rounded()
            // The tolerance absorbs float noise such as 1/60 + 1/60 != 2/60, far below a nanosecond.
            if abs(numerator - whole) < 1e-9, whole <= Double(UInt16.max) {
                return APNGDelay(numerator: UInt16(whole), denominator: UInt16(denominator))
            }
        }
        return nil
    }

    private func approximateFraction(_ seconds: Double) -> APNGDelay {
        let wanted = trueElapsed + seconds - writtenElapsed
        // Milliseconds when they fit in 16 bits (up to 65 s), coarser units for longer stills.
        for denominator in [1000, 100, 10, 1] {
            let numerator = max(0, (wanted * Double(denominator)).rounded())
            if numerator <= Double(UInt16.max) {
                return APNGDelay(numerator: UInt16(numerator), denominator: UInt16(denominator))
            }
        }
        preconditionFailure("delays are limited to \(Self.maximumSeconds) s")
    }
}
