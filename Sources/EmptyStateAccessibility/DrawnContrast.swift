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
        guard !drawn.before.isEmpty, let first = colors.first else { return nil }
        var samples: [(ratio: Double, fg: RGB, bg: RGB)] = []
        samples.reserveCapacity(drawn.before.count)
        // Backgrounds are mostly runs of one color: what depends only on the pixel behind is
        // worked out once per run.
        var lastBefore: UInt32?
        var behind = RGB(red: 0, green: 0, blue: 0)
        var candidates: [(fg: RGB, ratio: Double)] = []
        for (before, after) in zip(drawn.before, drawn.after) {
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
            samples.append((candidates[best.index].ratio, candidates[best.index].fg, behind))
        }
        if samples.isEmpty {
            // Only edges changed (a hairline font at 1×): measured against all of them.
            for (before, _) in zip(drawn.before, drawn.after) {
                let behind = seen(before, over: backdrop)
                let fg = RGB(red: first.red, green: first.green, blue: first.blue).over(behind, alpha: first.alpha)
                samples.append((ContrastRatio.between(fg, behind), fg, behind))
            }
        }
        return percentile(samples, 0.05)
    }

    /// A graphic (an icon-only button's glyph): each changed pixel against what was behind it;
    /// the ratio most of its solid pixels reach (the 75th percentile: edges are blends).
    static func graphic(_ drawn: DrawnElement, backdrop: RGB) -> DrawnContrast? {
        let samples = zip(drawn.before, drawn.after).map { before, after -> (ratio: Double, fg: RGB, bg: RGB) in
            let behind = seen(before, over: backdrop), now = seen(after, over: backdrop)
            return (ContrastRatio.between(now, behind), now, behind)
        }
        return percentile(samples, 0.75)
    }

    private static func percentile(_ samples: [(ratio: Double, fg: RGB, bg: RGB)], _ fraction: Double) -> DrawnContrast? {
        guard !samples.isEmpty else { return nil }
        let sorted = samples.sorted { $0.ratio < $1.ratio }
        let pick = sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * fraction))]
        return DrawnContrast(ratio: pick.ratio, foreground: pick.fg, background: pick.bg)
    }
}
