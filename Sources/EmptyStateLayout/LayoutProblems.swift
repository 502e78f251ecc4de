import EmptyStateModel

/// Everything a reviewer must see about whether a screen fits: what the layout found
/// (truncated, overflowing), characters no font could draw, and, against the same screen in the
/// development language, texts that wrap to more lines.
public enum LayoutProblems {
    public static func of(_ layout: ScreenLayout, comparedWith reference: ScreenLayout? = nil) -> [LayoutWarning] {
        var warnings = layout.warnings
        var labels: [(String, LabelLayout?, LabelLayout?)] = [("title", layout.title, reference?.title), ("description", layout.detail, reference?.detail)]
        for (index, button) in layout.buttons.enumerated() {
            let name = button.role.elementName
            let match = reference?.buttons.first { $0.role == button.role } ?? (reference?.buttons.indices.contains(index) == true ? reference?.buttons[index] : nil)
            labels.append((name, button.title, match?.title))
        }
        for (element, label, referenceLabel) in labels {
            guard let label else { continue }
            if label.measurement.missingGlyphs > 0 {
                warnings.append(LayoutWarning(kind: .missingGlyphs, element: element,
                                              message: "\(label.measurement.missingGlyphs) character(s) no font can draw"
                                                + Self.codePoints(label.measurement.missingCharacters)))
            }
            if let referenceLabel, label.measurement.lines.count > referenceLabel.measurement.lines.count {
                warnings.append(LayoutWarning(kind: .wrapped, element: element,
                                              message: "wraps to \(label.measurement.lines.count) lines (\(referenceLabel.measurement.lines.count) in the development language)"))
            }
        }
        return warnings
    }

    /// The characters by code point: ` (U+1FAE8, U+E0100)`.
    static func codePoints(_ characters: [UInt32]) -> String {
        guard !characters.isEmpty else { return "" }
        return " (" + characters.map { character in
            let hex = String(character, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }.joined(separator: ", ") + ")"
    }
}
