import EmptyStateSourceReading
import Foundation

/// Whether a storyboard or xib of an app connects an outlet by a name: Interface Builder can set
/// a table's `emptyDataSetSource` to a controller with no line of code.
enum InterfaceOutlets {
    /// What the app's storyboards and xibs connect an outlet to.
    enum Connected: Equatable {
        /// No file names the outlet.
        case nothing
        /// The classes of the objects its connections point to (a scene's `customClass`).
        case classes(Set<String>)
        /// A connection to an object of no class of the app's, or more files than are read:
        /// any class may be its source.
        case unknown
    }

    /// `files`' apps (the folder above each holding its project, package or `.git`), walked
    /// for `.storyboard` and `.xib` files that connect an outlet named `name`.
    static func connections(_ name: String, inAppsOf files: [String]) -> Connected {
        let roots = Set(files.map { SourceFiles.appRoot(of: $0) ?? ($0 as NSString).deletingLastPathComponent })
        let bytes = Array(name.utf8)
        var classes: Set<String> = []
        var unknown = false
        for root in roots.sorted() {
            let walked = InterfaceFiles.each(under: root) { path, _ in
                guard AppImport.mentions(path, [bytes]) else { return true }
                guard let text = try? String(contentsOfFile: path, encoding: .utf8), let connected = connectedClasses(name, in: text) else {
                    unknown = true
                    return false
                }
                classes.formUnion(connected)
                return true
            }
            // Too large to look through, or a connection of no class: any class may be a source.
            if !walked || unknown { return .unknown }
        }
        return classes.isEmpty ? .nothing : .classes(classes)
    }

    /// The `customClass` of each object an `<outlet property="name" destination="…"/>` of the
    /// document points to (User.storyboard's `WOWOrderController` scene); nil when one points to
    /// an object without a class of the app's.
    static func connectedClasses(_ name: String, in text: String) -> Set<String>? {
        var classes: Set<String> = []
        let outlet = "property=\"\(name)\""
        var searchStart = text.startIndex
        while let found = text.range(of: outlet, range: searchStart..<text.endIndex) {
            searchStart = found.upperBound
            guard let open = text[..<found.lowerBound].range(of: "<", options: .backwards),
                  let close = text[found.upperBound...].firstIndex(of: ">") else { return nil }
            let element = text[open.lowerBound..<close]
            guard element.hasPrefix("<outlet"), let destination = attribute("destination", of: element) else { continue }
            guard let owner = text.range(of: "id=\"\(destination)\""),
                  let start = text[..<owner.lowerBound].range(of: "<", options: .backwards),
                  let end = text[owner.upperBound...].firstIndex(of: ">"),
                  let customClass = attribute("customClass", of: text[start.lowerBound..<end]) else { return nil }
            classes.insert(customClass)
        }
        return classes
    }

    /// `name="value"` in an element's text.
    private static func attribute(_ name: String, of element: Substring) -> String? {
        guard let key = element.range(of: " \(name)=\"") else { return nil }
        let rest = element[key.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }
}
