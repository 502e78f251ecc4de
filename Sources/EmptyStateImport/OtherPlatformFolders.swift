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
        guard text.contains("PBXFileSystemSynchronizedRootGroup") else { return [] }
        let objects = PBXObjects(text)
        var platformsByGroup: [String: [Bool]] = [:]   // group → for each target building it, whether only another platform
        for target in objects.ofType("PBXNativeTarget") {
            let configurations = objects.list("buildConfigurations", of: objects.value("buildConfigurationList", of: target) ?? "")
            let elsewhere = !configurations.isEmpty && configurations.allSatisfy { !buildsForIPhone($0, objects) }
            for group in objects.list("fileSystemSynchronizedGroups", of: target) { platformsByGroup[group, default: []].append(elsewhere) }
        }
        let projectFolder = ((pbxproj as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        return platformsByGroup.compactMap { group, elsewhere in
            guard elsewhere.allSatisfy({ $0 }), let path = objects.value("path", of: group), !path.isEmpty else { return nil }
            return URL(fileURLWithPath: projectFolder + "/" + path).standardizedFileURL.path
        }.sorted()
    }

    /// A configuration builds for an iPhone unless its SDK is another platform's and neither
    /// its supported platforms (`"iphoneos iphonesimulator xros xrsimulator"`) nor its device
    /// families (`"1,2,7"`, 1 the iPhone) include one.
    private static func buildsForIPhone(_ configuration: String, _ objects: PBXObjects) -> Bool {
        guard let sdk = objects.setting("SDKROOT", of: configuration), otherPlatforms.contains(sdk) else { return true }
        if let platforms = objects.setting("SUPPORTED_PLATFORMS", of: configuration), platforms.split(separator: " ").contains("iphoneos") { return true }
        if let families = objects.setting("TARGETED_DEVICE_FAMILY", of: configuration),
           families.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == "1" }) { return true }
        return false
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
            let head = text[(text.index(open, offsetBy: -120, limitedBy: text.startIndex) ?? text.startIndex)..<open]
            if let id = head.range(of: "[0-9A-F]{24}", options: [.regularExpression, .backwards]).map({ String(head[$0]) }),
               let type = Self.value("isa", in: body) {
                bodies[id] = body
                types[id] = type
            }
            search = text.index(after: close)
        }
    }

    func ofType(_ type: String) -> [String] { types.filter { $0.value == type }.map(\.key).sorted() }

    func value(_ key: String, of id: String) -> String? { bodies[id].flatMap { Self.value(key, in: $0) } }

    /// `key = (A /* a */, B,);`: the IDs listed.
    func list(_ key: String, of id: String) -> [String] {
        guard let body = bodies[id], let start = body.range(of: key + " = (") else { return [] }
        let rest = body[start.upperBound...]
        guard let close = rest.firstIndex(of: ")") else { return [] }
        let inner = String(rest[..<close])
        var ids: [String] = []
        var search = inner.startIndex
        while let range = inner.range(of: "[0-9A-F]{24}", options: .regularExpression, range: search..<inner.endIndex) {
            ids.append(String(inner[range]))
            search = range.upperBound
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
