import EmptyStateModel
import EmptyStateSourceReading
import SwiftSyntax

/// Images as a template writes them: `{ name }` or `{ systemName, pointSize, weight, … }`, with
/// a tint, cap insets, alignment-rect insets. `UIImage(named:)`, `UIImage(systemName:)`,
/// `#imageLiteral`, SwiftUI's `Image`, and the methods that make a new image of one.
enum ImageReader {
    static func image(_ value: Value, _ reading: Reading) -> TemplateValue? {
        if case .null = value { return nil }
        // `UIImage()`: an image of no size, which DZN and UIKit lay out as no image.
        if let call = value.call, call.isInitializer(of: ["UIImage"]), call.arguments.isEmpty, call.closures.isEmpty { return nil }
        // `UIImage(named: "")` is nil (Inventory's search screen): no image, as the Objective-C reader has `imageNamed:@""`.
        if let call = value.call, call.isInitializer(of: ["UIImage"]), call.arguments.count == 1,
           let named = call.argument("named"), named.value.plainString == "" { return nil }
        // `UIImage.imageWithColor(color: UIColor.clear)` (ABox's extension): an image of the clear
        // colour, which draws nothing.
        if let call = value.call, case let .type(type) = call.receiver, type == "UIImage", call.arguments.count == 1,
           let color = call.arguments.first?.value, isClearColor(color) { return nil }
        // `UIImage.resizeImage(image: UIImage(named: "undraw_add_to_cart")!, targetSize: …)` (pos-ios):
        // an app's resizing helper given one image draws that image.
        if let call = value.call, let resized = Evaluator.resizedImage(call) {
            let read = image(resized, reading)
            guard case .map? = read, let size = targetSize(of: call) else { return read }
            // Drawn within the size it is resized to, as the Objective-C reader draws `resizeImage:withSize:`.
            var map = MapBuilder()
            map.merge(read)
            map["maxSize"] = .list([.number(size.width), .number(size.height)])
            return map.value(MapBuilder.imageOrder)
        }
        var map = MapBuilder()
        // An image the code computes is drawn as its placeholder, never dropped.
        guard read(value, &map, reading) else { return .map([TemplateEntry("name", .string(reading.imageName(value)))]) }
        return map.value(MapBuilder.imageOrder)
    }

    /// `targetSize: CGSize(width: 300, height: 200)` among a resizing helper's arguments.
    private static func targetSize(of call: Call) -> (width: Double, height: Double)? {
        for argument in call.arguments {
            guard let size = argument.value.call, TypeName.normalized(size.name) == "CGSize",
                  let width = size.argument("width")?.value.number, let height = size.argument("height")?.value.number,
                  width > 0, height > 0, width <= 10_000, height <= 10_000 else { continue }
            return (width, height)
        }
        return nil
    }

    /// `UIColor.clear`, `.clear`, and Swift 2's `UIColor.clearColor()` (Goalie).
    private static func isClearColor(_ value: Value) -> Bool {
        if case let .member(type, name, _) = value { return name == "clear" && (type == nil || type == "UIColor" || type == "Color") }
        if let call = value.call, call.name == "clearColor", call.arguments.isEmpty {
            if case let .type(type) = call.receiver { return type == "UIColor" }
            if case .none = call.receiver { return true }
        }
        return false
    }

    /// `systemImage:` (SFSafeSymbols' `systemSymbol:`) or `image:` of a ContentUnavailableView or
    /// a Label: the symbol or asset named, or the placeholder of what names it.
    static func labelImage(_ call: Call, _ map: inout MapBuilder, _ reading: Reading) {
        if let system = call.argument("systemImage") {
            map["systemName"] = .string(reading.imageName(system.value))
        } else if let system = call.argument("systemSymbol") {
            map["systemName"] = .string(SafeSymbolName.name(system.value) ?? reading.imageName(system.value))
        } else if let asset = call.argument("image") {
            // `image: ""` names no image: SwiftUI finds none and draws nothing (audstreamer).
            if asset.value.plainString == "" { return }
            // `Label("…", image: .solstice)`: an `ImageResource`, Xcode's symbol for the catalog's asset.
            map["name"] = .string(generatedAsset(asset.value, reading) ?? reading.imageName(asset.value))
        }
    }

    /// Xcode's generated asset symbol (`.icRss`, `UIImage.icRss`, `ImageResource.icRss`) of an
    /// image or symbol set the app's catalogs have: the asset's name.
    static func generatedAsset(_ value: Value, _ reading: Reading) -> String? {
        guard case let .member(type, name, _) = value, type == nil || ["UIImage", "Image", AppTexts.generatedImages].contains(type ?? ""),
              case let .asset(asset)? = reading.diagnostics.context.appTexts.images[AppTexts.generatedImages]?[name] else { return nil }
        return asset
    }

    /// The image's keys into `map`; false when it is not an image known.
    static func read(_ value: Value, _ map: inout MapBuilder, _ reading: Reading) -> Bool {
        // R.swift's `R.image.emptyInbox()` (R.swift 7: `R.image.emptyInbox`): the asset it was made of.
        if case let .member("R.image", name, _) = value { map["name"] = .string(name); return true }
        if let call = value.call, case .type("R.image") = call.receiver, call.arguments.isEmpty {
            map["name"] = .string(call.name)
            return true
        }
        if let asset = generatedAsset(value, reading) { map["name"] = .string(asset); return true }
        guard let call = value.call else { return false }
        let appTexts = reading.diagnostics.context.appTexts
        if let factory = ImageFactories.factory(of: call, appTexts) {
            // `Util.imageResize(UIImage(named: "logo")!, sizeChange: …)`: the image it is given.
            if factory.passesImage == true {
                if factory.position < 0, case let .value(receiver) = call.receiver { return read(receiver, &map, reading) }
                guard factory.position >= 0, factory.position < call.arguments.count else { return false }
                return read(call.arguments[factory.position].value, &map, reading)
            }
            if let image = ImageFactories.image(call, factory, appTexts) {
                map[image.key] = .string(image.name)
                return true
            }
            // A name only a caller gives (a wrapper's parameter): its placeholder, of the factory's kind.
            if factory.position >= 0, factory.position < call.arguments.count {
                map[factory.named ? "name" : "systemName"] = .string(reading.imageName(call.arguments[factory.position].value))
                return true
            }
        }
        if let gif = GIFLoaders.name(of: call) { map["name"] = .string(reading.imageName(gif)); return true }
        if call.isInitializer(of: ["UIImage", "Image", "NSImage"]) || call.name == "#imageLiteral" || (call.receiver.isImplicit && call.name == "init") {
            let named = call.argument("named") ?? call.argument("resourceName") ?? call.argument("imageLiteralResourceName") ?? call.argument("decorative")
            if let named { map["name"] = .string(reading.imageName(named.value)); return true }
            if let system = call.argument("systemSymbol") {
                map["systemName"] = .string(SafeSymbolName.name(system.value) ?? reading.imageName(system.value))
                return true
            }
            if let system = call.argument("systemName") {
                map["systemName"] = .string(reading.imageName(system.value))
                guard system.value.plainString != nil else { return true }
                if let configuration = call.argument("withConfiguration") {
                    SymbolConfigurationReader.read(configuration.value, reading.at("symbolConfiguration")).apply(to: &map)
                }
                return true
            }
            // `UIImage(cgImage: image.cgImage, scale: 2, orientation: .up)`: the image made again,
            // drawn as it at the @2x scale the screens are drawn at.
            if let source = call.argument("cgImage") ?? call.argument("ciImage") { return read(source.value, &map, reading) }
            if let resource = call.argument("resource") ?? call.unlabeled.first, let asset = generatedAsset(resource.value, reading) {
                map["name"] = .string(asset)
                return true
            }
            if TypeName.normalized(call.name) == "Image" {
                if let name = call.unlabeled.first?.value { map["name"] = .string(reading.imageName(name)); return true }
                if let image = call.argument("uiImage") { return read(image.value, &map, reading) }
            }
            return false
        }
        guard let inner = call.receiverValue, read(inner, &map, reading) else { return false }
        let argument = call.unlabeled.first?.value
        switch call.name {
        case "withRenderingMode", "resizable", "renderingMode", "scaledToFit", "scaledToFill", "aspectRatio", "accessibilityLabel":
            break   // drawn the same: a template image takes the tint
        case "withTintColor":
            map["tintColor"] = argument.flatMap { ColorReader.color($0, .uikit, reading.at("tintColor")) }.map(TemplateValue.string)
        case "withConfiguration", "applyingSymbolConfiguration":
            if let argument { SymbolConfigurationReader.read(argument, reading.at("symbolConfiguration")).apply(to: &map) }
        case "resizableImage":
            map["capInsets"] = call.argument("withCapInsets").flatMap { NumberReader.insets($0.value, reading.at("capInsets")) }
        case "withAlignmentRectInsets":
            map["alignmentRectInsets"] = argument.flatMap { NumberReader.insets($0, reading.at("alignmentRectInsets")) }
        case "imageFlippedForRightToLeftLayoutDirection":
            map["flipsForRightToLeft"] = .bool(true)
        case Evaluator.resizedBy:
            // Redrawn at a fraction of its size (`GraphicsContextImages`).
            if case let .number(factor)? = argument { map["resizedBy"] = .number(factor) }
        default:
            if !SymbolModifiers.apply(call, to: &map, reading) {
                reading.warn(".\(call.name)(…) is not read", at: call.syntax)
            }
        }
        return true
    }
}
