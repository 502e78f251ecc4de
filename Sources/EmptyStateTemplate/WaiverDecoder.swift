import EmptyStateModel
import EmptyStateTraits
import Foundation
import Yams

/// `accessibilityWaivers:` findings of the accessibility review the template accepts, each
/// with its reason:
///
///     accessibilityWaivers:
///       - kind: contrast
///         element: description
///         when: { colorScheme: dark }      # optional: only in these traits (as `traits:`)
///         variant: loading                 # optional: only in this variant
///         state: highlighted               # optional: only while the button named is in this state
///         reason: "the brand's grey, agreed with design in review 412"
struct ConditionalWaiver: Sendable {
    var waiver: AccessibilityWaiver
    var when: TraitAxes
    /// Where `variant` is, to name it if the template has no such variant.
    var variantAt: (line: Int, column: Int)?

    func applies(to traits: TraitCollection) -> Bool {
        (when.colorSchemes?.contains(traits.colorScheme) ?? true)
            && (when.contentSizes?.contains(traits.contentSize) ?? true)
            && (when.contrasts?.contains(traits.contrast) ?? true)
            && (when.layoutDirections?.contains(traits.layoutDirection) ?? true)
            && (when.locales.map { $0.contains(traits.locale ?? "") || ($0.contains("all")) } ?? true)
    }
}

extension ScreenDecoder {
    static let waiverKinds = ["contrast", "dynamicType", "truncated", "touchTarget", "missingLabel"]
    static let waiverElements = ["image", "title", "description", "button", "secondaryButton", "tertiaryButton"]

    func waivers(_ node: Node) throws -> [ConditionalWaiver] {
        try reader.sequence(node, what: "accessibilityWaivers", limit: 500).map { item in
            let what = "an accessibility waiver"
            let pairs = try reader.mapping(item, known: ["kind", "element", "when", "variant", "state", "reason"], what: what)
            func value(_ key: String) -> Node? { pairs.first { $0.key == key }?.value }
            func required(_ key: String, among names: [String]?) throws -> String {
                guard let node = value(key) else { throw reader.error("\(what) needs '\(key)'", at: item) }
                let text = try reader.string(node, what: "accessibilityWaivers.\(key)")
                if let names, !names.contains(text) {
                    var message = "accessibilityWaivers.\(key) \(reader.quote(text)) is not one of \(names.joined(separator: ", "))"
                    if let near = NearestKey.suggestion(for: text, among: names) { message += "; did you mean '\(near)'?" }
                    throw reader.error(message, at: node)
                }
                return text
            }
            let kind = try required("kind", among: Self.waiverKinds)
            let element = try required("element", among: Self.waiverElements)
            let reason = try required("reason", among: nil)
            guard reason.trimmingCharacters(in: .whitespaces).count >= 3 else {
                throw reader.error("accessibilityWaivers.reason must say why the finding is accepted", at: value("reason"))
            }
            let variant = try value("variant").map { try reader.string($0, what: "accessibilityWaivers.variant") }
            let state = try value("state").map { node -> String in
                let name = try reader.oneOf(node, ControlState.self, what: "accessibilityWaivers.state").rawValue
                guard element.hasSuffix("utton") else { throw reader.error("accessibilityWaivers.state is for a button's findings, not the \(element)'s", at: node) }
                return name
            }
            let when = try value("when").map { try traitAxes($0) } ?? TraitAxes()
            return ConditionalWaiver(waiver: AccessibilityWaiver(kind: kind, element: element, variant: variant, state: state, reason: reason), when: when,
                                     variantAt: value("variant")?.mark.map { ($0.line, $0.column) })
        }
    }
}

extension TemplateSource {
    /// A waiver of a variant the template does not have would never apply: a mistake.
    func checkWaiverVariants(of template: Template) throws {
        for waiver in waivers {
            guard let variant = waiver.waiver.variant, variant != "default", !template.variantNames.contains(variant) else { continue }
            throw TemplateError(file: path, line: waiver.variantAt?.line, column: waiver.variantAt?.column,
                                message: "accessibilityWaivers.variant '\(variant)' is not a variant of the template (\((["default"] + template.variantNames).joined(separator: ", ")))")
        }
    }
}
