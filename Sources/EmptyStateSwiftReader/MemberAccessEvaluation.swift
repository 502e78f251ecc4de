import EmptyStateSourceReading
import SwiftSyntax

/// `base.name`: another type's constant, a case's raw value, R.swift's key, an object's stored
/// property, the app's String members, a text's case change; a leading-dot member.
extension Evaluator {
    /// The image an app's resizing helper is given (`resize(sourceImage:toWidth:)`, `scaled(_:to:)`),
    /// when it is given exactly one image.
    static func resizedImage(_ helper: Call) -> Value? {
        let name = helper.name.lowercased()
        guard name.contains("resize") || name.contains("scale") else { return nil }
        let images = helper.arguments.map(\.value).filter { argument in
            argument.call.map { $0.isInitializer(of: ["UIImage"]) && $0.argument("named") != nil } ?? false
        }
        return images.count == 1 ? images[0] : nil
    }

    /// `name`, `name!`, `name?` of a local or parameter of the statements being run.
    func namesLocal(_ expr: ExprSyntax) -> Bool {
        guard let reference = Self.unwrapped(expr).as(DeclReferenceExprSyntax.self) else { return false }
        return scope[reference.baseName.text] != nil
    }

    func memberAccess(_ node: MemberAccessExprSyntax) throws -> Value {
        let name = node.declName.baseName.text
        guard let base = node.base else {
            if let number = Globals.implicitMember(name) { return number }
            // `config.image = .emptyInbox`: an image constant of the app's UIImage or Image extension,
            // in this file or another.
            for type in ["UIImage", "Image"] where context.constants.byType[type]?[name] != nil {
                if let value = try constant(name, in: type, at: Syntax(node)) { return value }
            }
            if let image = context.appTexts.image(name, in: nil) { return AppTexts.value(image, at: ExprSyntax(node)) }
            return .member(type: nil, name: name, syntax: Syntax(node))
        }
        // `self.rawValue` in an enum's per-case property: the case's raw value, which the
        // property's reading declares (`NSLocalizedString(self.rawValue, comment: "")`).
        if Self.isSelf(base), name == EnumCaseProperties.rawValue, let raw = scope[name] { return raw }
        if Self.isSelf(base) { return try reference(name, at: Syntax(node), local: false) }
        if var path = Self.typePath(base) ?? nestedTypePath(base, member: name) {
            // `Self.unreachableMessage` (buzz-ios-client): the type the code is in.
            if let typeName, path == "Self" || path.hasPrefix("Self.") { path = typeName + path.dropFirst("Self".count) }
            if let aliased = context.constants.resolvingAlias(path, in: typeName) { path = aliased }
            if let number = Globals.typeMember(path, name) { return .number(number) }

            // `AppColors.brand`: another type's constant; `Localizations.Label.loading`: a nested
            // type's, by its whole path first (generated texts repeat inner types' names).
            var owners = path.contains(".") ? [path, String(path.split(separator: ".").last ?? "")] : [path]
            // `Const.titleString` inside `DZNEmptyDataSetHelper.NetworkError` (Portannict, whose
            // `Empty` has a `Const` of its own): the nearest enclosing type's nested type first,
            // as Swift looks names up.
            if let typeName, !path.contains(".") {
                var outer = Substring(typeName)
                var nested: [String] = []
                while !outer.isEmpty {
                    nested.append("\(outer).\(path)")
                    guard let dot = outer.lastIndex(of: ".") else { break }
                    outer = outer[..<dot]
                }
                owners = nested + owners
            }
            for owner in owners where context.constants.byType[owner]?[name] != nil || context.appTexts.constants[owner]?[name] != nil {
                if let value = try constant(name, in: owner, at: Syntax(node)) { return keyed(name, in: owner) ? value : value.asVariable }
            }
            // `MovieSearchModel.minimumQueryLength`: another file's number constant.
            for owner in owners { if let number = context.appTexts.numbers[owner]?[name] { return .number(number) } }
            // `Symbol.Tray.rawValue`: an upper-case case's raw value.
            if name == "rawValue", let dot = path.lastIndex(of: "."),
               let raw = context.appTexts.rawValue(of: String(path[path.index(after: dot)...]), in: String(path[..<dot])) {
                return .string(StringValue(raw))
            }
            // `StaticImage.emptyStar`: another file's image constant.
            if let owner = path.split(separator: ".").last.map(String.init), let image = context.appTexts.image(name, in: owner) {
                return AppTexts.value(image, at: ExprSyntax(node))
            }
            // `StringConstants.K_Loading_Your_Favourites.localized` (Budphy): an upper-case constant
            // looks like a nested type; its text's member is read as any text's.
            guard path.contains("."), case .string = try value(base) else { return .member(type: path, name: name, syntax: Syntax(node)) }
        }
        let baseValue = try value(base)
        if case let .array(tuple) = baseValue, let element = tuple.tupleElement(name) { return element }
        // `loadNibNamed(…)?.last`: the view the xib holds.
        if let view = NibLoads.element(name, of: baseValue) { return view }
        // R.swift's `R.string.localizable.noResults.key`: the key itself, which the app's
        // `.localized()` then looks up.
        if name == "key", let key = GeneratedStringSymbols.key(baseValue, context.appTexts) {
            return .string(StringValue(key.key, literal: true))
        }
        // `SFSymbols.personSlash.rawValue`: the case's raw value (`case personSlash = "person.slash"`);
        // `key.rawValue` of a leading-dot case (`tr(.launchesErrorTitle)`): the one enum's that has it.
        if name == "rawValue", case let .member(type, caseName, _) = baseValue,
           let raw = type.map({ context.appTexts.rawValue(of: caseName, in: $0) }) ?? context.appTexts.rawValue(ofCase: caseName) {
            return .string(StringValue(raw))
        }
        // `Setting.paperclip.rawValue.rawValue` (an enum whose raw type is the app's string
        // wrapper): the text itself.
        if name == "rawValue", case let .string(text) = baseValue, text.plain != nil { return baseValue }
        // `localized.isEmpty` of a localized text (`localized.isEmpty ? key.rawValue : localized`):
        // a key the tables hold is never empty.
        if name == "isEmpty", case let .call(call) = baseValue, Self.isLocalization(call) { return .bool(false) }
        // `description.isEmpty`, `imageName.count > 0`, `text.length` (NSString's, or the app's
        // String extension of that name) of a local or parameter holding a text known whole:
        // decided (ATON's `if description != nil && description!.length > 0 { holder.label.text
        // = description }`). A stored property's text is the run time's (a search query).
        if case let .string(text) = baseValue, let plain = text.plain, let base = node.base, namesLocal(base) {
            switch name {
            case "isEmpty": return .bool(plain.isEmpty)
            case "count": return .number(Double(plain.count))
            case "length": return .number(Double(plain.utf16.count))
            default: break
            }
        }
        // A localized text is never empty (a key the tables lack shows itself): in a condition
        // (`text.count > 0`) its length is at least one.
        if ["count", "length"].contains(name), env.inCondition, case let .call(call) = baseValue, Self.isLocalization(call) {
            return .number(1)
        }
        if case let .call(object) = baseValue, let property = object.property(name) { return property.value }
        if case let .call(object) = baseValue, let stored = try initializedProperty(name, of: object) { return stored }
        if case let .call(object) = baseValue, let member = try instanceMember(name, of: object) { return member }
        // `config.title` of a preset made by a struct's memberwise initializer (`EmptyStateConfig(title:
        // …)`): the argument of that name, where the app declares the struct's property.
        if case let .call(object) = baseValue, let type = madeType(object), type.first?.isUppercase == true, !Self.systemTypes.contains(type) {
            AppValueTypes.adopt(type, into: context)
            if context.constants.propertyTypes[type]?[name] != nil || context.appTexts.valueTypes[type] != nil,
               let stored = try storedMember(name, of: object) { return stored }
        }
        // `"No storage available".inText`: the app's member that shows the string as it is.
        if context.appTexts.verbatimMembers.contains(name), case let .string(text) = baseValue, text.plain != nil { return baseValue.asVariable }
        // `"key".localized`: the app's String extension that localizes.
        if context.appTexts.stringMembers.contains(name), let key = baseValue.plainString {
            return AppTexts.value(.key(key, defaultValue: nil), at: ExprSyntax(node))
        }
        // `ic_emptyData._toImage`: the app's String member that makes an image of the string.
        if baseValue.plainString != nil, ImageFactories.stringTypes.contains(where: { context.appTexts.imageFactories["\($0)#\(name)"] != nil }) {
            return .call(Call(receiver: .value(baseValue), name: name, arguments: [], closures: [], syntax: Syntax(node)))
        }
        // `title.capitalized`, `.localizedUppercase`: the text with its case changed, read by TextReader;
        // `text.markdown`, the app's member that parses it as Markdown, so too.
        if TextCaseCall.properties[name] != nil || context.appTexts.markdownMembers.contains(name), !(baseValue.isUnknown) {
            return .call(Call(receiver: .value(baseValue), name: name, arguments: [], closures: [], syntax: Syntax(node)))
        }
        // Atributika's `text.styleAll(style).attributedString`: the styled text.
        if name == "attributedString", case let .call(styled) = baseValue, AttributedTextReader.styledStringMethods.contains(styled.name) {
            return baseValue
        }
        // `MyImage.resize(sourceImage: UIImage(named: "no_photo.png")!, toWidth: 200).image`: an
        // app's helper that resizes the one image it is given draws that image.
        if name == "image", case let .call(helper) = baseValue, let resized = Self.resizedImage(helper) { return resized }
        // `AppButton(style: .primary, title: "Retry").configuration`: what the app's button class sets.
        if name == "configuration", case let .call(object) = baseValue, let configuration = try appButtonConfiguration(of: object) {
            return configuration
        }
        // A color's CGColor or CIColor is the color.
        if ["cgColor", "ciColor"].contains(name), case .call = baseValue { return baseValue }
        if ["cgColor"].contains(name), case .member = baseValue { return baseValue }
        // An image's CGImage or CIImage is the image (`UIImage(named: "EmptyDataSet")?.cgImage`, LF-iOS-App).
        if ["cgImage", "ciImage"].contains(name), case let .call(image) = baseValue, image.isInitializer(of: ["UIImage"]) { return baseValue }
        // `selectedFilter.displayName`: an app enum's text per case, each case a variant.
        if let perCase = try enumCaseProperty(name, of: baseValue, base: base) { return perCase }
        // `error.loadFailureAdvice`: an extension's text property, read with the value for `self`.
        if case .unknown = baseValue, let text = try extensionTextProperty(name, of: base) { return text }
        // `viewModel.errorMessage`, `viewModel.emptyTitle`: the text the property's type holds
        // there, by the type this view declares (or first makes) the property with.
        if let owner = propertyOwnerType(base) {
            if let text = context.appTexts.storedTexts[owner]?[name] { return AppTexts.value(text, at: ExprSyntax(node)) }
            if let choice = try storedTextChoice(name, in: owner, at: Syntax(node)) { return choice }
            if let choice = storedTextChoiceAcrossFiles(name, in: owner, at: ExprSyntax(node)) { return choice }
            // An enum's text per case (`error.title` of a `LoadError`) is the case's, which the run time picks.
            let isEnum = context.appTexts.enumCases[owner] != nil || context.appTexts.errorEnums.contains(owner) || context.appTexts.rawValues[owner] != nil
            if !isEnum, context.appTexts.constants[owner]?[name] != nil, let value = try constant(name, in: owner, at: Syntax(node)) { return value }
        }
        // `viewModel?.emptyDataSetDescription`: another file's computed property of the type.
        if let value = try computedMember(name, of: base, at: Syntax(node)) { return value }
        return .notKnown(node)
    }

    /// The type of the current type's property `base` names (`viewModel`, `self.viewModel`), when
    /// no local of that name hides it.
    func propertyOwnerType(_ base: ExprSyntax) -> String? {
        let property: String
        if let reference = base.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            property = reference.baseName.text
            guard scope.values[property] == nil else { return nil }
        } else if let member = base.as(MemberAccessExprSyntax.self), let inner = member.base, Self.isSelf(inner) {
            property = member.declName.baseName.text
        } else {
            return nil
        }
        guard let typeName else { return nil }
        return context.constants.propertyTypes[typeName]?[property]
    }

    /// `Images.noWifiImage` in `Images.noWifiImage.size250x250`: a type nested in a type, named
    /// in lower case, known as one because the app declares `member` in it.
    func nestedTypePath(_ expr: ExprSyntax, member: String) -> String? {
        guard let access = expr.as(MemberAccessExprSyntax.self), let base = access.base, let outer = Self.typePath(base) else { return nil }
        let name = access.declName.baseName.text
        let declares = context.constants.byType[name]?[member] != nil || context.appTexts.constants[name]?[member] != nil
            || context.appTexts.images[name]?[member] != nil
        return declares ? "\(outer).\(name)" : nil
    }
}
