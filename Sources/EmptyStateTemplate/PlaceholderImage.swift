import EmptyStateModel
import EmptyStateTraits
import Yams

/// `image: { placeholder: "⟨viewModel.icon⟩" }`: what `import` writes where the code computes an
/// image at run time. Drawn as a dashed box holding the expression, so a reviewer sees that the
/// picture is not known, never a guess and never a missing-file error.
extension ScreenDecoder {
    static let placeholderSize = (width: 120.0, height: 80.0)

    func placeholderImage(_ node: Node, what: String) throws -> ImageSpec {
        placeholderImage(try reader.string(node, what: "\(what).placeholder"), name: "placeholder")
    }

    /// The dashed box holding `text`, named `name`.
    func placeholderImage(_ text: String, name: String) -> ImageSpec {
        var spec = ImageSpec(name: name, directory: directory)
        spec.inlineSVG = Self.placeholderSVG(text, color: SemanticColor.named("secondaryLabel", tint: environment.tint)!.resolved(with: environment.traits))
        return spec
    }

    static func placeholderSVG(_ text: String, color: Color) -> String {
        var shown = String(text.unicodeScalars.prefix(26).map(Character.init))
        if text.unicodeScalars.count > 26 { shown += "…" }
        let escaped = shown.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        let (w, h) = placeholderSize
        let hex = Color(red: color.red, green: color.green, blue: color.blue).description
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(w))\" height=\"\(Int(h))\" viewBox=\"0 0 \(Int(w)) \(Int(h))\">"
            + "<rect x=\"1\" y=\"1\" width=\"\(Int(w) - 2)\" height=\"\(Int(h) - 2)\" rx=\"8\" fill=\"none\" stroke=\"\(hex)\" stroke-width=\"1.5\" stroke-dasharray=\"5 4\"/>"
            + "<text x=\"\(Int(w) / 2)\" y=\"\(Int(h) / 2 + 4)\" font-family=\"sans-serif\" font-size=\"8\" text-anchor=\"middle\" fill=\"\(hex)\">\(escaped)</text></svg>"
    }
}
