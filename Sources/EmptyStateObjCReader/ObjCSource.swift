/// An Objective-C file another file's reading needs (a subclass's superclass's `.m`), with the
/// app headers it imports: the importer reads them, the reader reads no files itself.
public struct ObjCSource: Hashable, Sendable {
    public var path: String
    public var text: String
    public var headers: ObjCHeaders

    public init(path: String, text: String, headers: ObjCHeaders = ObjCHeaders()) {
        self.path = path; self.text = text; self.headers = headers
    }
}
