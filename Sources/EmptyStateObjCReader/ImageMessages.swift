/// UIImage: `imageNamed:` (with or without a bundle), `systemImageNamed:`, and what an image
/// becomes: resizable (cap insets), alignment rect insets, tinted, flipped for right to left.
extension Evaluator {
    func imageClassMessage(_ selector: String, _ args: [Value], _ e: Expr) -> Value? {
        guard let first = args.first else { return nil }
        if selector == "imageWithContentsOfFile:" { return imageFromFile(args) }
        let isSystem = selector.hasPrefix("systemImageNamed:")
        guard selector.hasPrefix("imageNamed:") || isSystem else { return nil }
        let name: TextValue
        switch first {
        case .null: return .null
        case .text(let t):
            guard case .plain = t else { return unknown(e) }
            // `[UIImage imageNamed:@""]` is nil: no image (GenericEO); so is a name of spaces
            // (Zaful's search, `imageNamed:@" "`), which no asset or file is given.
            if let literal = t.literal, literal.allSatisfy(\.isWhitespace) { return .null }
            name = t
        default:
            guard let part = first.unknownPart else { return unknown(e) }
            name = .hole(part)
        }
        return .image(isSystem ? ImageValue(systemName: name) : ImageValue(name: name))
    }

    func imageMessage(_ image: ImageValue, _ selector: String, _ args: [Value], _ e: Expr) -> Value? {
        var copy = image
        switch selector {
        case "resizableImageWithCapInsets:", "resizableImageWithCapInsets:resizingMode:":
            guard case let .insets(parts)? = args.first else { return args.first?.unknownPart.map(Value.unknown) ?? unknown(e) }
            copy.capInsets = parts
        case "imageWithAlignmentRectInsets:":
            guard case let .insets(parts)? = args.first else { return args.first?.unknownPart.map(Value.unknown) ?? unknown(e) }
            copy.alignmentRectInsets = parts
        case "imageWithRenderingMode:", "imageWithConfiguration:", "copy":
            break
        case "imageWithTintColor:", "imageWithTintColor:renderingMode:":
            copy.tintColor = args.first
        case "imageFlippedForRightToLeftLayoutDirection":
            copy.flipsForRightToLeft = true
        case "drawInRect:", "drawAtPoint:", "drawInRect:blendMode:alpha:", "drawAtPoint:blendMode:alpha:":
            // Drawn into an image context the method then takes its image from: that image.
            drawnImage = image
            return .null
        default:
            // The app's own category method that returns an image (`[noData imageByScalingToSize:…]`,
            // QianYueBao): the image it is sent to, drawn by its name; what the method does to the
            // pixels is the app's code, not read.
            guard shared.imageMethods.contains(selector) else { return nil }
        }
        return .image(copy)
    }
}

extension Evaluator {
    /// `[self resizeImage:[UIImage imageNamed:@"feed-icon"] withSize:CGSizeMake(100, 100)]` (Local),
    /// or a helper object's (`[[FTToolBox sharedGlobalData] resizeImageForAvatar:…]`, Fametome):
    /// the app's own method that resizes or scales the one image it is given draws that image, as
    /// the Swift reader reads `resize(sourceImage:toWidth:)`, within the size it is given (`maxSize`).
    func resizedImage(_ selector: String, _ args: [Expr]) throws -> Value? {
        let name = selector.lowercased()
        guard name.contains("resize") || name.contains("scale") else { return nil }
        let values = try args.map(evaluate)
        let images = values.compactMap { value -> ImageValue? in if case let .image(image) = value { return image } else { return nil } }
        guard images.count == 1, var image = images.first else { return nil }
        // The size it is drawn at, where the call gives one (`CGSizeMake(100, 100)`): at most that.
        for case let .size(width, height) in values {
            if let w = width.number, let h = height.number, w > 0, h > 0, w <= 10_000, h <= 10_000 { image.resizedTo = (w, h) }
        }
        return .image(image)
    }
}
