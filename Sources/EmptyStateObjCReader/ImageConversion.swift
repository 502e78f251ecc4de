import EmptyStateModel

/// Images: `{ name | systemName, tintColor, capInsets, alignmentRectInsets, flipsForRightToLeft, maxSize }`;
/// a name that is not a literal is its placeholder `⟨source⟩`.
extension TemplateConverter {
    mutating func image(_ value: Value, _ what: String, at offset: UInt32) -> TemplateValue? {
        switch value {
        case .null:
            return nil
        case .image(let image):
            var entries: [TemplateEntry] = []
            if let name = image.name { entries.append(TemplateEntry("name", .string(imageName(name, "\(what).name")))) }
            if let name = image.systemName { entries.append(TemplateEntry("systemName", .string(imageName(name, "\(what).systemName")))) }
            if let tint = image.tintColor, let color = color(tint, "\(what).tintColor", at: offset) {
                entries.append(TemplateEntry("tintColor", color))
            }
            if let caps = image.capInsets, let list = insets(caps, "\(what).capInsets", at: offset) {
                entries.append(TemplateEntry("capInsets", list))
            }
            if let rect = image.alignmentRectInsets, let list = insets(rect, "\(what).alignmentRectInsets", at: offset),
               list != .list([.number(0), .number(0), .number(0), .number(0)]) {
                entries.append(TemplateEntry("alignmentRectInsets", list))
            }
            if image.flipsForRightToLeft { entries.append(TemplateEntry("flipsForRightToLeft", .bool(true))) }
            if let size = image.resizedTo { entries.append(TemplateEntry("maxSize", .list([.number(size.width), .number(size.height)]))) }
            return .map(entries)
        default:
            if let part = value.unknownPart {
                notLiteral("\(what).name", part)
                return .map([TemplateEntry("name", .string("⟨\(part.source)⟩"))])
            }
            sawUnknown = true
            note("\(what) is not an image", at: offset)
            return nil
        }
    }

    private mutating func imageName(_ name: TextValue, _ what: String) -> String {
        for hole in name.holes { notLiteral(what, hole) }
        return name.rendered
    }

    /// CABasicAnimation → `{ keyPath, from, to, duration, cumulative, repeatCount, timingFunction }`.
    /// `transform` with CATransform3DMakeRotation about z is `transform.rotation.z`; with a
    /// uniform CATransform3DMakeScale, `transform.scale`; CATransform3DIdentity is 0 (or 1).
    mutating func animation(_ value: Value, _ what: String, at offset: UInt32) -> TemplateValue? {
        guard case let .object(box) = value, box.className == "CABasicAnimation" else {
            if case .null = value { return nil }
            if let part = value.unknownPart { notLiteral(what, part) } else { note("\(what) is not a CABasicAnimation", at: offset) }
            return nil
        }
        guard let keyPathValue = box.properties["keyPath"], case let .text(t) = keyPathValue, var keyPath = t.literal else {
            if let part = box.properties["keyPath"]?.unknownPart { notLiteral("\(what).keyPath", part) }
            else { note("\(what) has no keyPath; left out", at: offset) }
            return nil
        }
        if keyPath == "transform.rotation" { keyPath = "transform.rotation.z" }
        if keyPath == "transform" {
            // The key path follows from the transforms.
            let kinds = ["fromValue", "toValue", "byValue"].compactMap { box.properties[$0] }.compactMap { v -> String? in
                guard case let .transform(t) = v else { return nil }
                switch t {
                case .identity: return nil
                case let .rotation(_, axis): return axis == (0, 0, 1) || (axis.0 == 0 && axis.1 == 0 && axis.2 > 0) ? "transform.rotation.z" : "other"
                case .scale: return "transform.scale"
                }
            }
            guard let first = kinds.first, kinds.allSatisfy({ $0 == first }), first != "other" else {
                note("\(what): a transform animation other than a rotation about z or a scale has no template key path; left out", at: offset)
                return nil
            }
            keyPath = first
        }
        guard ["transform.rotation.z", "transform.scale", "opacity"].contains(keyPath) else {
            note("\(what): the key path '\(keyPath)' is not one the template format animates (transform.rotation.z, transform.scale, opacity); left out", at: offset)
            return nil
        }
        var entries = [TemplateEntry("keyPath", .string(keyPath))]
        for (property, key) in [("fromValue", "from"), ("toValue", "to")] {
            guard let v = box.properties[property] else { continue }
            if let n = animationNumber(v, keyPath: keyPath, "\(what).\(key)", at: offset) { entries.append(TemplateEntry(key, .number(n))) }
        }
        if let v = box.properties["duration"], let n = number(v, "\(what).duration", at: offset) { entries.append(TemplateEntry("duration", .number(n))) }
        if let v = box.properties["cumulative"], bool(v, "\(what).cumulative", at: offset) == true { entries.append(TemplateEntry("cumulative", .bool(true))) }
        if let v = box.properties["repeatCount"], let n = number(v, "\(what).repeatCount", at: offset) {
            entries.append(TemplateEntry("repeatCount", n >= Double(Float.greatestFiniteMagnitude) ? .string("inf") : .number(n)))
        }
        if let v = box.properties["timingFunction"] {
            let names = ["kCAMediaTimingFunctionLinear": "linear", "kCAMediaTimingFunctionEaseIn": "easeIn",
                         "kCAMediaTimingFunctionEaseOut": "easeOut", "kCAMediaTimingFunctionEaseInEaseOut": "easeInEaseOut"]
            if case let .constant(c) = v, let name = names[c] { entries.append(TemplateEntry("timingFunction", .string(name))) }
            else if let part = v.unknownPart { notLiteral("\(what).timingFunction", part) }
            else { note("\(what).timingFunction: only linear, easeIn, easeOut and easeInEaseOut; left out", at: offset) }
        }
        for name in box.order where !["keyPath", "fromValue", "toValue", "duration", "cumulative", "repeatCount", "timingFunction",
                                     "removedOnCompletion", "fillMode", "delegate"].contains(name) {
            note("\(what): the animation's \(name) has no template key; left out", at: offset)
        }
        return .map(entries)
    }

    private mutating func animationNumber(_ v: Value, keyPath: String, _ what: String, at offset: UInt32) -> Double? {
        if case let .transform(t) = v {
            switch t {
            case .identity: return keyPath == "transform.scale" ? 1 : 0
            case let .rotation(angle, _): return number(angle, what, at: offset)
            case let .scale(x, y, _):
                guard let a = number(x, what, at: offset), let b = number(y, what, at: offset) else { return nil }
                if a != b { note("\(what): a scale that is not uniform; its x is used", at: offset) }
                return a
            }
        }
        return number(v, what, at: offset)
    }
}
