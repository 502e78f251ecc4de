import EmptyStateModel
import EmptyStateRender

/// The contrast of what an element drew against what was behind it, from the pixels it changed.
struct DrawnContrast {
    var ratio: Double
    var foreground: RGB
    var background: RGB

    /// A pixel of the surface (premultiplied ARGB32) as it is seen: over `backdrop` where it
    /// is not opaque (a clear view shows the table view's background through it).
    static func seen(_ pixel: UInt32, over backdrop: RGB) -> RGB {
        let a = Double(pixel >> 24) / 255
        let r = Double((pixel >> 16) & 0xFF) / 255, g = Double((pixel >> 8) & 0xFF) / 255, b = Double(pixel & 0xFF) / 255
        // Premultiplied: color + (1 - a) × backdrop.
        return RGB(red: r + (1 - a) * backdrop.red, green: g + (1 - a) * backdrop.green, blue: b + (1 - a) * backdrop.blue)
    }

    /// A text: its glyph pixels are those whose change fits one of its colors at half coverage
    /// or more (anti-aliased edges and shadows are left out); each is measured as the text's
    /// color over what was behind that pixel. The ratio is the one 95 % of the glyph pixels
    /// reach, so that a few dark pixels of a photo do not decide, but a stripe does.
    static func text(_ drawn: DrawnElement, colors: [Color], backdrop: RGB) -> DrawnContrast? {
        guard !drawn.changes.isEmpty, let first = colors.first else { return nil }
        var samples: [Sample] = []
        samples.reserveCapacity(drawn.changes.count)
        // Backgrounds are mostly runs of one color: what depends only on the pixel behind is
        // worked out once per run.
        var lastBefore: UInt32?
        var behind = RGB(red: 0, green: 0, blue: 0)
        var candidates: [(fg: RGB, ratio: Double)] = []
        for change in drawn.changes {
            let (before, after) = (change.before, change.after)
            if before != lastBefore {
                lastBefore = before
                behind = seen(before, over: backdrop)
                candidates = colors.map { color in
                    let fg = RGB(red: color.red, green: color.green, blue: color.blue).over(behind, alpha: color.alpha)
                    return (fg, ContrastRatio.between(fg, behind))
                }
            }
            let now = seen(after, over: backdrop)
            var best: (coverage: Double, index: Int)?
            for (index, candidate) in candidates.enumerated() {
                let fg = candidate.fg
                // The channel where the color stands out most from what is behind says how much
                // of the pixel the glyph covers.
                var span = fg.red - behind.red, moved = now.red - behind.red
                if abs(fg.green - behind.green) > abs(span) { span = fg.green - behind.green; moved = now.green - behind.green }
                if abs(fg.blue - behind.blue) > abs(span) { span = fg.blue - behind.blue; moved = now.blue - behind.blue }
                // A color (almost) the same as what is behind it covers every pixel it is drawn on.
                let coverage = abs(span) < 0.02 ? 1 : moved / span
                if best == nil || abs(coverage - 1) < abs(best!.coverage - 1) { best = (coverage, index) }
            }
            guard let best, best.coverage >= 0.5 || before == after else { continue }
            samples.append(Sample(ratio: candidates[best.index].ratio, fg: candidates[best.index].fg, bg: behind, count: change.count))
        }
        if samples.isEmpty {
            // Only edges changed (a hairline font at 1×): measured against all of them.
            for change in drawn.changes {
                let behind = seen(change.before, over: backdrop)
                let fg = RGB(red: first.red, green: first.green, blue: first.blue).over(behind, alpha: first.alpha)
                samples.append(Sample(ratio: ContrastRatio.between(fg, behind), fg: fg, bg: behind, count: change.count))
            }
        }
        return percentile(samples, 0.05)
    }

    /// A graphic (an icon-only button's glyph): each changed pixel against what was behind it;
    /// the ratio most of its solid pixels reach (the 75th percentile: edges are blends).
    static func graphic(_ drawn: DrawnElement, backdrop: RGB) -> DrawnContrast? {
        let samples = drawn.changes.map { change -> Sample in
            let behind = seen(change.before, over: backdrop), now = seen(change.after, over: backdrop)
            return Sample(ratio: ContrastRatio.between(now, behind), fg: now, bg: behind, count: change.count)
        }
        return percentile(samples, 0.75)
    }

    /// One kind of pixel: its contrast, its colors, and how many pixels are so.
    struct Sample {
        var ratio: Double
        var fg: RGB
        var bg: RGB
        var count: Int
    }

    /// The sample at `fraction` of the pixels, counting each sample's pixels.
    private static func percentile(_ samples: [Sample], _ fraction: Double) -> DrawnContrast? {
        let total = samples.reduce(0) { $0 + $1.count }
        guard total > 0 else { return nil }
        let target = Int(Double(total - 1) * fraction)
        var seen = 0
        for sample in samples.sorted(by: { $0.ratio < $1.ratio }) {
            seen += sample.count
            if seen > target { return DrawnContrast(ratio: sample.ratio, foreground: sample.fg, background: sample.bg) }
        }
        return nil
    }
}
