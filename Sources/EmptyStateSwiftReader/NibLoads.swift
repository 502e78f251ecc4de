import EmptyStateModel
import EmptyStateSourceReading
import SwiftSyntax

/// A view loaded from the app's xib (`Bundle.main.loadNibNamed(String(describing:
/// FavoriteEmpty.self), owner: self, options: nil)?.last as! FavoriteEmpty`, `UINib(nibName:
/// "EmptyView", bundle: nil).instantiate(withOwner: nil)[0]`): what it shows is in the xib, which
/// the importer reads (`customViewNib`: the xib's name and the texts the code gives its outlets).
enum NibLoads {
    /// The xib's name a call loads, when it is one of UIKit's nib loads with a name known here.
    static func nibName(_ call: Call) -> String? {
        switch call.name {
        case "loadNibNamed":
            return call.arguments.first.flatMap { name($0.value) }
        case "instantiate":
            guard case let .value(.call(nib)) = call.receiver, nib.isInitializer(of: ["UINib"]) else { return nil }
            return (nib.argument("nibName") ?? nib.arguments.first).flatMap { name($0.value) }
        default:
            return appLoaderNibName(call)
        }
    }

    /// The app's own loader of a view from the xib named after its class (ATON's
    /// `UIView.viewFromXib(theClass: TableViewNoDataPlaceHolder.self)`, `EmptyView.loadFromNib()`,
    /// `.fromNib()` on the type): a function named for nibs or xibs, given the class (`X.self`)
    /// or called on it. Xcode names a view's xib after its class, and the importer finds the xib
    /// by that name (none found: the parts stay, with a warning).
    static func appLoaderNibName(_ call: Call) -> String? {
        let lowered = call.name.lowercased()
        guard lowered.contains("nib") || lowered.contains("xib"), !["UINib", "loadNibNamed"].contains(call.name) else { return nil }
        for argument in call.arguments {
            if case let .member(type?, "self", _) = argument.value, type.first?.isUppercase == true, !type.hasPrefix("UI") { return type }
        }
        if case let .type(type) = call.receiver, type.first?.isUppercase == true, !type.hasPrefix("UI") { return type }
        return nil
    }

    /// A literal name, or the class's own (`String(describing: FavoriteEmpty.self)`, `"\(X.self)"`).
    private static func name(_ value: Value) -> String? {
        if let text = value.plainString { return text }
        if let call = value.call, call.isInitializer(of: ["String"]), let described = call.argument("describing")?.value,
           case let .member(type?, "self", _) = described {
            return type
        }
        if case let .string(string) = value, string.parts.count == 1, case let .value(.member(type?, "self", _), _)? = string.parts.first {
            return type
        }
        return nil
    }

    /// `[nib, …].first` or `.last`, `[0]`: the view the nib holds (its one top-level view).
    static func element(_ name: String, of value: Value) -> Value? {
        guard ["first", "last", "firstObject", "lastObject"].contains(name), let call = value.call, nibName(call) != nil else { return nil }
        return value
    }

    /// The path under an outlet that holds the title the code gives its button for the normal state.
    static let buttonTitle = "setTitle"

    /// The xib's name and the texts and images set on its outlets (`view.lbEmpty.text =
    /// "还没有发布任何内容"`, `holder.imageView.image = UIImage(named: name)`).
    /// `name`: the xib's, where the call is no nib load but makes a view that loads it (`NibOwnedViews`).
    static func reference(_ call: Call, _ reading: Reading, name: String? = nil) -> TemplateValue? {
        guard let name = name ?? nibName(call) else { return nil }
        var outlets: [TemplateEntry] = [], images: [TemplateEntry] = []
        for property in call.properties {
            let parts = property.path.split(separator: ".")
            guard parts.count == 2 else { continue }
            if parts[1] == "image", let image = ImageReader.image(property.value, reading.at("image")) {
                images.append(TemplateEntry(String(parts[0]), image))
                continue
            }
            guard ["text", "attributedText", buttonTitle].contains(String(parts[1])), let text = TextReader.text(property.value, reading.at("title")) else { continue }
            outlets.append(TemplateEntry(String(parts[0]), text))
        }
        return NibViewReference.template(name: name, texts: outlets, images: images)
    }
}
