import Foundation

/// The folders of an Xcode project that only a watchOS, tvOS, visionOS or macOS target builds
/// (Xcode 16's synchronized folders: `FinancesWatchApp/` of a target whose every configuration
/// says `SDKROOT = watchos`): no iPhone user sees a screen declared there. A folder an iOS
/// target also builds, or a target whose platform is not said, stays read.
enum OtherPlatformFolders {
    static let otherPlatforms: Set<String> = ["watchos", "appletvos", "macosx", "xros"]

    /// The folders (absolute paths) of the project file at `pbxproj`, whose `text` is given,
    /// built only for another platform.
    static func folders(of pbxproj: String, text: String) -> [String] {
        // Only a project with a target for another platform can say anything.
        guard otherPlatforms.contains(where: { text.contains("SDKROOT = \($0);") }) || text.contains("platformFilter") else { return [] }
        let objects = PBXObjects(text)
        let projectFolder = ((pbxproj as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        let iPhoneApp = hasIPhoneApp(objects)
        return (synchronizedFolders(objects, projectFolder: projectFolder, beside: iPhoneApp)
            + listedFolders(objects, projectFolder: projectFolder, beside: iPhoneApp)).sorted()
    }

    /// Xcode 16's synchronized folders of targets built only for another platform.
    private static func synchronizedFolders(_ objects: PBXObjects, projectFolder: String, beside iPhoneApp: Bool) -> [String] {
        var platformsByGroup: [String: [Bool]] = [:]   // group → for each target building it, whether only another platform
        for target in objects.ofType("PBXNativeTarget") {
            let configurations = objects.list("buildConfigurations", of: objects.value("buildConfigurationList", of: target) ?? "")
            let elsewhere = !configurations.isEmpty && configurations.allSatisfy { !buildsForIPhone($0, objects, beside: iPhoneApp) }
            for group in objects.list("fileSystemSynchronizedGroups", of: target) { platformsByGroup[group, default: []].append(elsewhere) }
        }
        return platformsByGroup.compactMap { group, elsewhere in
            guard elsewhere.allSatisfy({ $0 }), objects.value("path", of: group)?.isEmpty == false,
                  let path = objects.path(of: group, projectFolder: projectFolder) else { return nil }
            return URL(fileURLWithPath: path).standardizedFileURL.path
        }
    }

    /// A project that lists its files by name (`Greatdori Watch App/…` in a watchOS target's
    /// build phases): each file only other platforms' targets build, widened to the largest
    /// folder above it that holds no file an iPhone target builds.
    private static func listedFolders(_ objects: PBXObjects, projectFolder: String, beside iPhoneApp: Bool) -> [String] {
        let path = { (id: String) in objects.path(of: id, projectFolder: projectFolder) }
        var iPhoneFiles = Set<String>(), elsewhereFiles = Set<String>()
        for target in objects.ofType("PBXNativeTarget") {
            let configurations = objects.list("buildConfigurations", of: objects.value("buildConfigurationList", of: target) ?? "")
            let elsewhere = !configurations.isEmpty && configurations.allSatisfy { !buildsForIPhone($0, objects, beside: iPhoneApp) }
            // An iPhone target's synchronized folder: all it holds is built for the iPhone.
            if !elsewhere {
                for group in objects.list("fileSystemSynchronizedGroups", of: target) {
                    if let folder = path(group) {
                        iPhoneFiles.insert(URL(fileURLWithPath: folder).standardizedFileURL.path + "/.")
                    }
                }
            }
            for phase in objects.list("buildPhases", of: target) {
                for buildFile in objects.list("files", of: phase) {
                    guard let reference = objects.value("fileRef", of: buildFile) else { continue }
                    // `platformFilters = (macos, )` in a target for several platforms: built for those only.
                    let filters = (objects.value("platformFilters", of: buildFile) ?? objects.value("platformFilter", of: buildFile))?
                        .split { "(), \t\n".contains($0) }.map(String.init) ?? []
                    let elsewhere = elsewhere || !filters.isEmpty && !filters.contains("ios")
                    // A localized table is a variant group: its `.lproj` files.
                    let references = objects.type(of: reference) == "PBXVariantGroup" ? objects.list("children", of: reference) : [reference]
                    for file in references.compactMap(path) {
                        let standardized = URL(fileURLWithPath: file).standardizedFileURL.path
                        if elsewhere { elsewhereFiles.insert(standardized) } else { iPhoneFiles.insert(standardized) }
                    }
                }
            }
        }
        let iPhoneSynchronized = iPhoneFiles.filter { $0.hasSuffix("/.") }.map { String($0.dropLast(2)) }
        let onlyElsewhere = elsewhereFiles.subtracting(iPhoneFiles).filter { file in !iPhoneSynchronized.contains { file.hasPrefix($0 + "/") } }
        guard !onlyElsewhere.isEmpty else { return [] }
        var iPhoneFolders = Set<String>()
        for file in iPhoneFiles {
            var folder = (file as NSString).deletingLastPathComponent
            while folder.count > 1, iPhoneFolders.insert(folder).inserted { folder = (folder as NSString).deletingLastPathComponent }
        }
        let root = URL(fileURLWithPath: projectFolder).standardizedFileURL.path
        var widest = Set<String>()
        for file in onlyElsewhere where file.hasPrefix(root + "/") {
            var chosen = file, folder = (file as NSString).deletingLastPathComponent
            while folder.count > root.count, !iPhoneFolders.contains(folder) {
                chosen = folder
                folder = (folder as NSString).deletingLastPathComponent
            }
            widest.insert(chosen)
        }
        // Not one inside another.
        return widest.filter { path in !widest.contains { path.hasPrefix($0 + "/") } }
    }

    /// A configuration builds for an iPhone unless its SDK is another platform's and neither
    /// its supported platforms (`"iphoneos iphonesimulator xros xrsimulator"`) nor its device
    /// families (`"1,2,7"`, 1 the iPhone) include one.
    /// Beside an app target of its own for the iPhone (`SDKROOT = iphoneos`), a target whose SDK is
    /// another platform's builds for that platform, though its `SUPPORTED_PLATFORMS` names the
    /// iPhone too (Bisquit's `macOS` target, `SDKROOT = macosx`, "iphoneos iphonesimulator macosx").
    private static func buildsForIPhone(_ configuration: String, _ objects: PBXObjects, beside iPhoneApp: Bool) -> Bool {
        guard let sdk = objects.setting("SDKROOT", of: configuration), otherPlatforms.contains(sdk) else { return true }
        if iPhoneApp { return false }
        if let platforms = objects.setting("SUPPORTED_PLATFORMS", of: configuration), platforms.split(separator: " ").contains("iphoneos") { return true }
        if let families = objects.setting("TARGETED_DEVICE_FAMILY", of: configuration),
           families.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == "1" }) { return true }
        return false
    }

    /// Whether an application target builds for the iPhone alone in every configuration.
    private static func hasIPhoneApp(_ objects: PBXObjects) -> Bool {
        objects.ofType("PBXNativeTarget").contains { target in
            guard objects.value("productType", of: target) == "com.apple.product-type.application" else { return false }
            let configurations = objects.list("buildConfigurations", of: objects.value("buildConfigurationList", of: target) ?? "")
            return !configurations.isEmpty && configurations.allSatisfy { objects.setting("SDKROOT", of: $0) == "iphoneos" }
        }
    }

    static func note(_ folder: String) -> String {
        "\(folder): built only for a watch, a TV, a Mac or Vision Pro by the Xcode project, so no iPhone screen; not read"
    }
}

/// A project file's objects (`ID /* name */ = {isa = …; key = value; list = (ID, ID);};`) by
/// their IDs: only the few keys the folder question needs.
private struct PBXObjects {
    private var bodies: [String: Substring] = [:]
    private var types: [String: String] = [:]
    /// child → the group listing it.
    private var parents: [String: String] = [:]

    init(_ text: String) {
        var search = text.startIndex
        // Each object opens with `{isa = …`: its body runs to its matching brace.
        while let isa = text.range(of: "isa = ", range: search..<text.endIndex),
              let open = text[..<isa.lowerBound].lastIndex(of: "{") {
            var depth = 0, inQuotes = false, cursor = open
            var close: String.Index?
            while cursor < text.endIndex {
                switch text[cursor] {
                case "\"": inQuotes.toggle()
                case "{" where !inQuotes: depth += 1
                case "}" where !inQuotes:
                    depth -= 1
                    if depth == 0 { close = cursor }
                default: break
                }
                if close != nil { break }
                cursor = text.index(after: cursor)
            }
            guard let close else { break }
            let body = text[open...close]
            if let id = Self.id(before: open, in: text), let type = Self.value("isa", in: body) {
                bodies[id] = body
                types[id] = type
            }
            search = text.index(after: close)
        }
        for (group, type) in types where type == "PBXGroup" || type == "PBXVariantGroup" {
            for child in list("children", of: group) { parents[child] = group }
        }
    }

    /// `ID /* a comment */ = {`: the ID the object at `open` is written under.
    private static func id(before open: String.Index, in text: String) -> String? {
        var head = text[(text.index(open, offsetBy: -400, limitedBy: text.startIndex) ?? text.startIndex)..<open]
        func trim() { while let last = head.last, last == " " || last == "\t" || last == "\n" { head.removeLast() } }
        trim()
        guard head.last == "=" else { return nil }
        head.removeLast()
        trim()
        if head.hasSuffix("*/"), let comment = head.range(of: "/*", options: .backwards) {
            head = head[..<comment.lowerBound]
            trim()
        }
        let id = head.suffix(24)
        guard id.count == 24, id.allSatisfy(\.isHexDigit) else { return nil }
        return String(id)
    }

    func ofType(_ type: String) -> [String] { types.filter { $0.value == type }.map(\.key).sorted() }

    func type(of id: String) -> String? { types[id] }

    /// Where a file or group is: its `path` under its groups' (`sourceTree = "<group>"`), from
    /// the project's folder; nil for one in the SDK or the build products.
    func path(of id: String, projectFolder: String) -> String? {
        var components: [String] = [], current = id, steps = 0
        while steps < 64 {
            steps += 1
            if let part = value("path", of: current), !part.isEmpty { components.insert(part, at: 0) }
            switch value("sourceTree", of: current) {
            case "<group>"?:
                guard let parent = parents[current] else { return projectFolder + "/" + components.joined(separator: "/") }
                current = parent
            case "SOURCE_ROOT"?: return projectFolder + "/" + components.joined(separator: "/")
            case "<absolute>"?: return components.joined(separator: "/")
            default: return nil
            }
        }
        return nil
    }

    func value(_ key: String, of id: String) -> String? { bodies[id].flatMap { Self.value(key, in: $0) } }

    /// `key = (A /* a */, B,);`: the IDs listed.
    func list(_ key: String, of id: String) -> [String] {
        guard let body = bodies[id], let start = body.range(of: key + " = (") else { return [] }
        // `A /* Foo (old).swift */,`: a comment's parenthesis does not end the list.
        var ids: [String] = []
        for item in body[start.upperBound...].split(separator: ",", omittingEmptySubsequences: true) {
            var entry = item.trimmingCharacters(in: .whitespacesAndNewlines)
            if let comment = entry.range(of: "/*") { entry = String(entry[..<comment.lowerBound]).trimmingCharacters(in: .whitespaces) }
            if entry.hasPrefix(")") { break }
            if entry.count == 24, entry.allSatisfy(\.isHexDigit) { ids.append(entry) }
        }
        return ids
    }

    /// A build setting of an `XCBuildConfiguration` (`SDKROOT = watchos;`).
    func setting(_ key: String, of id: String) -> String? {
        guard let body = bodies[id], let settings = body.range(of: "buildSettings = {") else { return nil }
        return Self.value(key, in: body[settings.upperBound...])
    }

    /// `key = value;` or `key = "value";` in a body.
    static func value(_ key: String, in body: Substring) -> String? {
        var search = body.startIndex
        while let range = body.range(of: key + " = ", range: search..<body.endIndex) {
            // A whole key: not the end of a longer one (`path` in `sourcePath`).
            let before = range.lowerBound > body.startIndex ? body[body.index(before: range.lowerBound)] : " "
            search = range.upperBound
            guard before == " " || before == "\t" || before == "\n" || before == "{" || before == ";" else { continue }
            let rest = body[range.upperBound...]
            guard let end = rest.firstIndex(of: ";") else { return nil }
            var value = rest[..<end]
            // `ID /* Build configuration list for … */`: the ID.
            if let comment = value.range(of: " /*") { value = value[..<comment.lowerBound] }
            return value.trimmingCharacters(in: CharacterSet(charactersIn: "\" \t"))
        }
        return nil
    }
}
