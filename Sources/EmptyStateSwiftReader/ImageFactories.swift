import EmptyStateModel
import EmptyStateSourceReading
import SwiftSyntax

/// An app's own image makers in `extension UIImage` (or `Image`): an initializer or a static
/// function whose parameter names the image (`UIImage(asset: .noDatabases)` with `convenience
/// init(asset: ImageAsset) { self.init(named: asset.rawValue)! }`; `.symbol(.keyFile)` with
/// `static func symbol(_ name: SymbolName?) -> UIImage?` calling `UIImage(systemName:
/// name.rawValue)`). Declared in one file, read wherever they are called: the argument's name
/// (a literal, or a string enum's case by its raw value) is the asset's or the symbol's.
enum ImageFactories {
    static let imageTypes = AppTextsReader.imageTypes

    /// `typealias Image = UIImage` (old SwiftGen's `Images.swift`, under `#if os(iOS)`): an
    /// extension of `Image` there is one of `UIImage`.
    static func imageAliases(in tree: SourceFileSyntax) -> [String: String] {
        final class Finder: SyntaxVisitor {
            var found: [String: String] = [:]
            override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
                let target = TypeName.normalized(node.initializer.value.trimmedSource)
                if ImageFactories.imageTypes.contains(target), found[node.name.text] == nil, !IfConfigActivity.isInsideInactiveClause(Syntax(node)) {
                    found[node.name.text] = target
                }
                return .skipChildren
            }
            override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found
    }

    /// The factories a file declares, by `UIImage.init(asset:)` or `UIImage.symbol`.
    static func declared(in tree: SourceFileSyntax) -> [String: AppTexts.ImageFactory] {
        var result: [String: AppTexts.ImageFactory] = [:]
        // `enum STImageNames: String { case emptyData = "…"; func toUIImage() -> UIImage? {
        // UIImage(named: self.rawValue) } }`: a case's own image, `Type#method`.
        for statement in tree.statements {
            guard case let .decl(decl) = statement.item, decl.is(EnumDeclSyntax.self) || decl.is(ExtensionDeclSyntax.self),
                  let owner = typeMembers(decl), !imageTypes.contains(owner.name) else { continue }
            // A string's own (SmartParkingApp's `extension String { var _toImage: UIImage? {
            // UIImage.init(named: self) } }`, read as `ic_emptyData._toImage`): the string names the image.
            let ofText = stringTypes.contains(owner.name)
            for member in owner.members.members {
                guard let (name, body) = ownImageMember(member.decl) else { continue }
                let finder = NamedImageFinder(body)
                let use = ofText ? finder.use(ofWhole: "self") : finder.use(of: "self")
                guard use.makesImage else { continue }
                result["\(owner.name)#\(name)"] = AppTexts.ImageFactory(position: -1, parameterType: owner.name, named: use.named, system: use.system)
            }
        }
        result.merge(imageViews(in: tree)) { held, _ in held }
        result.merge(imageTransforms(in: tree)) { held, _ in held }
        let aliases = imageAliases(in: tree)
        for statement in tree.statements {
            guard case let .decl(decl) = statement.item, let extensionDecl = decl.as(ExtensionDeclSyntax.self) else { continue }
            let written = TypeName.normalized(extensionDecl.extendedType.trimmedSource)
            let type = aliases[written] ?? written
            guard imageTypes.contains(type) else { continue }
            for member in extensionDecl.memberBlock.members {
                if let initializer = member.decl.as(InitializerDeclSyntax.self), let body = initializer.body {
                    let parameters = initializer.signature.parameterClause.parameters
                    guard let (_, factory) = factory(parameters, body) else { continue }
                    let labels = parameters.map { $0.firstName.text == "_" ? "_:" : $0.firstName.text + ":" }.joined()
                    result["\(type).init(\(labels))"] = factory
                } else if let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body,
                          function.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }),
                          let returned = function.signature.returnClause?.type.trimmedSource,
                          isImageType(returned),
                          let (_, factory) = factory(function.signature.parameterClause.parameters, body) {
                    result["\(type).\(function.name.text)"] = factory
                }
            }
        }
        return result
    }

    static let stringTypes: Set<String> = ["String", "StringProtocol", "Substring"]

    /// An instance method without parameters or a computed property that returns an image: its
    /// name and body.
    private static func ownImageMember(_ decl: DeclSyntax) -> (String, Syntax)? {
        if let function = decl.as(FunctionDeclSyntax.self), let body = function.body,
           function.signature.parameterClause.parameters.isEmpty,
           !function.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }),
           let returned = function.signature.returnClause?.type.trimmedSource, isImageType(returned) {
            return (function.name.text, Syntax(body))
        }
        guard let variable = decl.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
              !variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }),
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let type = binding.typeAnnotation?.type.trimmedSource, isImageType(type),
              let accessors = binding.accessorBlock else { return nil }
        return (name, Syntax(accessors))
    }

    /// An app's own image view (`struct YabaIconView: View { let bundleKey: String; var body: some
    /// View { Image(bundleKey).resizable() } }`), made by its memberwise initializer: the stored
    /// property its body names an image by is the argument at the same place, `Type.init(labels:)`.
    static func imageViews(in tree: SourceFileSyntax) -> [String: AppTexts.ImageFactory] {
        var result: [String: AppTexts.ImageFactory] = [:]
        for statement in tree.statements {
            guard case let .decl(decl) = statement.item, let view = decl.as(StructDeclSyntax.self),
                  view.inheritanceClause?.inheritedTypes.contains(where: { TypeName.normalized($0.type.trimmedSource) == "View" }) == true,
                  !view.memberBlock.members.contains(where: { $0.decl.is(InitializerDeclSyntax.self) }) else { continue }
            // Memberwise parameters: the stored properties without a value.
            let stored = WrapperViews.storedProperties(view.memberBlock).filter { $0.initializer == nil && !$0.type.isEmpty }
                .map { (name: $0.name, type: TypeName.normalized($0.type.trimmingCharacters(in: ["?", "!"]))) }
            let body = view.memberBlock.members.lazy.compactMap { member -> CodeBlockItemListSyntax? in
                guard let binding = member.decl.as(VariableDeclSyntax.self)?.bindings.first,
                      binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
                      case let .getter(getter)? = binding.accessorBlock?.accessors else { return nil }
                return getter
            }.first
            guard let body, !stored.isEmpty else { continue }
            let finder = NamedImageFinder(body)
            for (position, property) in stored.enumerated() {
                let use = finder.use(of: property.name)
                guard use.makesImage else { continue }
                let labels = stored.map { $0.name + ":" }.joined()
                result["\(view.name.text).init(\(labels))"] = AppTexts.ImageFactory(position: position, parameterType: property.type, named: use.named, system: use.system)
                break
            }
        }
        return result
    }

    /// A type's static function that takes an image and returns one (Mobi's `static func
    /// imageResize(_ image: UIImage, sizeChange: CGSize) -> UIImage`): what it is given is drawn,
    /// `Type.function`.
    static func imageTransforms(in tree: SourceFileSyntax) -> [String: AppTexts.ImageFactory] {
        var result: [String: AppTexts.ImageFactory] = [:]
        for statement in tree.statements {
            guard case let .decl(decl) = statement.item, let owner = typeMembers(decl) else { continue }
            if imageTypes.contains(owner.name), decl.is(ExtensionDeclSyntax.self) {
                result.merge(ownTransforms(of: owner.name, owner.members)) { held, _ in held }
                continue
            }
            for member in owner.members.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self),
                      function.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }),
                      let returned = function.signature.returnClause?.type.trimmedSource,
                      isImageType(returned) else { continue }
                let parameters = Array(function.signature.parameterClause.parameters)
                let images = parameters.indices.filter { isImageType(parameters[$0].type.trimmedSource) }
                guard images.count == 1, let position = images.first else { continue }
                var factory = AppTexts.ImageFactory(position: position, parameterType: "UIImage", named: true, system: false)
                factory.passesImage = true
                result["\(owner.name).\(function.name.text)"] = factory
            }
        }
        return result
    }

    /// An image extension's instance method that returns an image (Karalog's `func
    /// resized(toWidth width: CGFloat) -> UIImage?`): the image it is sent to is drawn, as UIKit
    /// draws what the method makes of it; `UIImage#resized`, the receiver's (position -1).
    private static func ownTransforms(of type: String, _ members: MemberBlockSyntax) -> [String: AppTexts.ImageFactory] {
        var result: [String: AppTexts.ImageFactory] = [:]
        for member in members.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self),
                  !function.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }),
                  let returned = function.signature.returnClause?.type.trimmedSource, isImageType(returned) else { continue }
            var factory = AppTexts.ImageFactory(position: -1, parameterType: type, named: true, system: false)
            factory.passesImage = true
            result["\(type)#\(function.name.text)"] = factory
        }
        return result
    }

    /// A top-level type's (or extension's) name and members.
    private static func typeMembers(_ decl: DeclSyntax) -> (name: String, members: MemberBlockSyntax)? {
        if let classDecl = decl.as(ClassDeclSyntax.self) { return (classDecl.name.text, classDecl.memberBlock) }
        if let structDecl = decl.as(StructDeclSyntax.self) { return (structDecl.name.text, structDecl.memberBlock) }
        if let enumDecl = decl.as(EnumDeclSyntax.self) { return (enumDecl.name.text, enumDecl.memberBlock) }
        if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
            return (TypeName.normalized(extensionDecl.extendedType.trimmedSource), extensionDecl.memberBlock)
        }
        return nil
    }

    /// `UIImage`, `UIImage?`, `Image`: a type as written that is an image.
    private static func isImageType(_ written: String) -> Bool {
        imageTypes.contains(TypeName.unwrapped(written))
    }

    /// The parameter the body makes an image of by its name, and how.
    private static func factory(_ parameters: FunctionParameterListSyntax, _ body: CodeBlockSyntax) -> (Int, AppTexts.ImageFactory)? {
        let finder = NamedImageFinder(body)
        for (position, parameter) in parameters.enumerated() {
            let use = finder.use(of: (parameter.secondName ?? parameter.firstName).text)
            guard use.makesImage else { continue }
            let type = TypeName.normalized(parameter.type.trimmedSource.trimmingCharacters(in: ["?", "!"]))
            return (position, AppTexts.ImageFactory(position: position, parameterType: type, named: use.named, system: use.system))
        }
        return nil
    }

    /// The factory a call is of, if the app declares one: `UIImage(asset: …)`, `UIImage.symbol(…)`,
    /// `.symbol(…)` where an image goes.
    static func factory(of call: Call, _ appTexts: AppTexts) -> AppTexts.ImageFactory? {
        guard !appTexts.imageFactories.isEmpty else { return nil }
        switch call.receiver {
        case .none:
            // An image type's initializer, or an app's image view's.
            let type = TypeName.normalized(call.name)
            let labels = call.arguments.map { ($0.label ?? "_") + ":" }.joined()
            return appTexts.imageFactories["\(type).init(\(labels))"]
        case let .type(type):
            return appTexts.imageFactories["\(TypeName.normalized(type)).\(call.name)"]
        case .implicit:
            return imageTypes.lazy.compactMap { appTexts.imageFactories["\($0).\(call.name)"] }.first
        case let .value(receiver):
            // `UIImage(named: "logo")!.resized(toWidth: 250)`: an image's own transform.
            if let image = receiver.call, image.isInitializer(of: imageTypes),
               let transform = imageTypes.lazy.compactMap({ appTexts.imageFactories["\($0)#\(call.name)"] }).first {
                return transform
            }
            // `"ic_emptyData"._toImage`: a string's own.
            if receiver.plainString != nil {
                return stringTypes.lazy.compactMap({ appTexts.imageFactories["\($0)#\(call.name)"] }).first
            }
            // `STImageNames.emptyData.toUIImage()`: the case's own.
            guard case let .member(type, _, _) = receiver else { return nil }
            if let type { return appTexts.imageFactories["\(type.split(separator: ".").last.map(String.init) ?? type)#\(call.name)"] }
            let matching = appTexts.imageFactories.filter { $0.key.hasSuffix("#" + call.name) }
            return matching.count == 1 ? matching.first?.value : nil
        }
    }

    /// The image a factory's call makes: `{name}` or `{systemName}`; nil when its name is not known.
    static func image(_ call: Call, _ factory: AppTexts.ImageFactory, _ appTexts: AppTexts) -> (key: String, name: String)? {
        let argument: Value
        if factory.position < 0, case let .value(receiver) = call.receiver {
            argument = receiver
        } else {
            guard factory.position >= 0, factory.position < call.arguments.count else { return nil }
            argument = call.arguments[factory.position].value
        }
        let name: String
        if let text = argument.plainString {
            name = text
        } else if case let .member(_, caseName, _) = argument,
                  let raw = appTexts.rawValue(of: caseName, in: factory.parameterType) ?? appTexts.rawValue(ofCase: caseName) {
            name = raw
        } else {
            return nil
        }
        // `UIImage(named:) ?? UIImage(systemName:)`: the app's asset when it has one, else the symbol.
        if factory.named, !factory.system || isAsset(name, appTexts) { return ("name", name) }
        return ("systemName", name)
    }

    private static func isAsset(_ name: String, _ appTexts: AppTexts) -> Bool {
        appTexts.images[AppTexts.generatedImages]?.values.contains(.asset(name)) ?? false
    }
}

/// `UIImage(named: p)`, `self.init(named: p.rawValue)`, `UIImage(systemName: p)`, `Image(p)`
/// in a body: how each name is made an image of. One walk answers for every parameter (a view
/// of twenty stored properties is not walked twenty times).
private final class NamedImageFinder: SyntaxVisitor {
    struct Use { var named = false; var system = false }
    /// By the argument's text without `.rawValue`, `!` and `?` (`p`).
    private var byName: [String: Use] = [:]
    /// By the argument's whole text, for `self` (`self.rawValue`, `rawValue`).
    private var byText: [String: Use] = [:]

    init(_ body: some SyntaxProtocol) {
        super.init(viewMode: .sourceAccurate)
        walk(body)
    }

    /// How the body makes an image of the parameter `p`: `p`, `p.rawValue`, `p!.rawValue`,
    /// `p?.rawValue`; for `self`, `self.rawValue` and `rawValue`.
    func use(of parameter: String) -> Use {
        guard parameter == "self" else { return byName[parameter] ?? Use() }
        let whole = byText["self.rawValue"] ?? Use(), bare = byText["rawValue"] ?? Use()
        return Use(named: whole.named || bare.named, system: whole.system || bare.system)
    }

    /// How the body makes an image of exactly `text` (`self` for a string's own member).
    func use(ofWhole text: String) -> Use { byText[text] ?? Use() }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        var callee = node.calledExpression.trimmedSource
        // `UIImage.init(named: self)`: the type's initializer spelled out.
        if callee.hasSuffix(".init"), callee != "self.init" { callee.removeLast(".init".count) }
        guard ImageFactories.imageTypes.contains(TypeName.normalized(callee)) || callee == "self.init" || callee == "init" else { return .visitChildren }
        for argument in node.arguments {
            var use = Use()
            switch argument.label?.text {
            case "named": use.named = true
            case "systemName": use.system = true
            case nil where TypeName.normalized(callee) == "Image": use.named = true
            default: continue
            }
            let text = argument.expression.trimmedSource
            var name = text
            if name.hasSuffix(".rawValue") { name.removeLast(".rawValue".count) }
            while name.hasSuffix("!") || name.hasSuffix("?") { name.removeLast() }
            byName[name, default: Use()].add(use)
            byText[text, default: Use()].add(use)
        }
        return .visitChildren
    }
}

private extension NamedImageFinder.Use {
    mutating func add(_ other: Self) { named = named || other.named; system = system || other.system }
    var makesImage: Bool { named || system }
}
