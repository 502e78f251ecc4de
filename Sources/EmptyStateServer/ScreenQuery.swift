import EmptyStateExport
import EmptyStateModel
import EmptyStateTraits
import Foundation

/// `GET /render/{template}.{png|svg|apng|gif}?…`: the query as a screen request, with the
/// command line's names and checks; a mistake is one line naming the parameter.
enum ScreenQuery {
    static let names = ["variant", "state", "device", "scale", "time", "fps", "color-scheme", "content-size", "contrast", "layout-direction", "locale", "v"]

    static func parse(_ items: [(String, String)], format: ExportFormat) throws -> ScreenRequest {
        var request = ScreenRequest()
        request.format = format
        var seen = Set<String>()
        for (name, value) in items {
            guard names.contains(name) else {
                throw ServerError("unknown parameter '\(name)'; the parameters are \(names.dropLast().joined(separator: ", "))")
            }
            guard seen.insert(name).inserted else { throw ServerError("'\(name)' is given twice") }
            switch name {
            case "variant": request.variant = value
            case "state":
                // The command line's spelling (secondary:highlighted) or an output's (secondary-highlighted).
                let spelled = value.replacingOccurrences(of: "secondary-", with: "secondary:").replacingOccurrences(of: "tertiary-", with: "tertiary:")
                switch ScreenState.parse(spelled) {
                case let .success(state): request.state = state
                case let .failure(error): throw ServerError("state: \(error.message)")
                }
            case "device": request.device = value
            case "scale":
                guard let scale = Int(value), [1, 2, 3].contains(scale) else { throw ServerError("scale '\(value)' must be 1, 2 or 3") }
                request.scale = scale
            case "time":
                guard let time = Double(value), time.isFinite, (0...600).contains(time) else { throw ServerError("time '\(value)' must be seconds from 0 to 600") }
                request.time = time
            case "fps":
                guard let fps = Double(value), fps > 0, fps <= 240 else { throw ServerError("fps '\(value)' must be more than 0 and at most 240") }
                request.fps = fps
            case "color-scheme": request.traits.colorScheme = try trait(value, name) { ColorScheme(name: $0) }
            case "content-size": request.traits.contentSize = try trait(value, name) { ContentSizeCategory(name: $0) }
            case "contrast": request.traits.contrast = try trait(value, name) { Contrast(name: $0) }
            case "layout-direction": request.traits.layoutDirection = try trait(value, name) { LayoutDirection(name: $0) }
            case "locale": request.traits.locale = value   // checked where the template is resolved
            default: break // v: the fingerprint, for caches only
            }
        }
        return request
    }

    /// One value of a trait axis, with the command line's message (nearest name) on a mistake.
    static func trait<Value: CaseIterable & RawRepresentable>(_ text: String, _ axis: String, _ make: (String) -> Value?) throws -> Value
        where Value.RawValue == String {
        switch TraitAxes.parseList(text, axis: axis, parse: make) {
        case let .failure(error): throw ServerError(String(error.message.dropFirst(2)))
        case let .success(values):
            guard values.count == 1 else { throw ServerError("\(axis) takes one value") }
            return values[0]
        }
    }
}
