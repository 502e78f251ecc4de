import EmptyStateModel
import Foundation

/// `import --out DIR`: one `NAME.yaml` per screen. A file whose bytes would not change is not
/// written (a rerun on unchanged code touches nothing); with `prune`, files this command wrote
/// before (they start with its header) whose screens are gone are removed. Other files are
/// never touched.
public struct ImportWriter {
    public let folder: String
    public init(folder: String) { self.folder = URL(fileURLWithPath: folder).standardizedFileURL.path }

    public struct Summary: Equatable, Sendable {
        public var written: [String] = []
        public var unchanged: [String] = []
        public var removed: [String] = []
    }

    static let headerPrefix = "# Imported by `emptystate import`"

    /// A Foundation file error as the plain words of its POSIX cause ("Not a directory"), as
    /// every other command says why it cannot write.
    static func plainReason(_ error: Error) -> String {
        let cause = ((error as? CocoaError)?.underlying ?? error) as NSError
        guard cause.domain == NSPOSIXErrorDomain else { return (error as NSError).localizedDescription }
        return String(cString: strerror(Int32(cause.code)))
    }

    public func write(_ screens: [ImportedScreen], templates: ImportedTemplates, prune: Bool) throws -> Summary {
        // Every file's text first: a clash of names or a screen that cannot be written out stops
        // the import before anything is written.
        var names = Set<String>()
        var files: [(path: String, data: Data)] = []
        for screen in screens {
            guard names.insert(screen.name).inserted else {
                throw ImportError("\(screen.file):\(screen.line):\(screen.column): two screens are named '\(screen.name)'")
            }
            files.append((folder + "/" + screen.name + ".yaml", Data(try templates.yaml(screen, relativeTo: folder).utf8)))
        }
        do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
            throw ImportError("\(folder): cannot write (\(Self.plainReason(error)))")
        }
        var summary = Summary()
        for (path, data) in files {
            if FileManager.default.contents(atPath: path) == data {
                summary.unchanged.append(path)
            } else {
                do { try data.write(to: URL(fileURLWithPath: path), options: .atomic) } catch {
                    throw ImportError("\(path): cannot write (\(Self.plainReason(error)))")
                }
                summary.written.append(path)
            }
        }
        guard prune else { return summary }
        for file in (try? FileManager.default.contentsOfDirectory(atPath: folder))?.sorted() ?? [] where file.hasSuffix(".yaml") {
            guard !names.contains(String(file.dropLast(5))) else { continue }
            let path = folder + "/" + file
            guard let handle = FileHandle(forReadingAtPath: path) else { continue }
            let head = (try? handle.read(upToCount: Self.headerPrefix.utf8.count)) ?? Data()
            try? handle.close()
            guard head == Data(Self.headerPrefix.utf8) else { continue }
            try FileManager.default.removeItem(atPath: path)
            summary.removed.append(path)
        }
        return summary
    }
}
