/// An image loaded from a file of the app's bundle (`[UIImage imageWithContentsOfFile:[[NSBundle
/// mainBundle] pathForResource:@"empty" ofType:@"png"]]`, or a theme bundle's, WisdomLearning's
/// `[themeBundle pathForResource:imageName ofType:@"png"]`): the file is found by its name, as
/// the importer finds `imageNamed:`'s, so a resource's path is its file name and the rest of the
/// path (which bundle, which folder) is the run time's.
extension Evaluator {
    /// `pathForResource:ofType:` (and `…inDirectory:`) sent to any bundle: the file's name.
    func bundleResourcePath(_ selector: String, _ args: [Value]) -> Value? {
        guard selector.hasPrefix("pathForResource:ofType:"), args.count >= 2 else { return nil }
        let name: TextValue
        switch args[0] {
        case .null: return .null
        case .text(let text):
            guard case .plain = text else { return nil }
            name = text
        default: return nil
        }
        switch args[1] {
        case .null: return .text(name)
        case .text(let type):
            guard let ext = type.literal else { return nil }
            if ext.isEmpty { return .text(name) }
            // `ofType:@"png"` with a name that has no extension; `@".png"` is the same type.
            let suffix = ext.hasPrefix(".") ? ext : "." + ext
            guard case let .plain(segments) = name else { return nil }
            return .text(.plain(segments + [.literal(suffix)]))
        default: return nil
        }
    }

    /// `imageWithContentsOfFile:` of a resource's path: the image of that file, by its name.
    func imageFromFile(_ args: [Value]) -> Value? {
        guard case let .text(path)? = args.first, case let .plain(segments) = path else {
            if case .null? = args.first { return .null }
            return nil
        }
        // The last path component: what the importer looks the file up by.
        var last: [TextValue.Segment] = []
        for segment in segments.reversed() {
            if case let .literal(string) = segment, let slash = string.lastIndex(of: "/") {
                let tail = String(string[string.index(after: slash)...])
                if !tail.isEmpty { last.insert(.literal(tail), at: 0) }
                break
            }
            last.insert(segment, at: 0)
        }
        guard !last.isEmpty else { return nil }
        return .image(ImageValue(name: .plain(last)))
    }
}
