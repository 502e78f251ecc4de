import EmptyStateLayout
import EmptyStateModel
import EmptyStateMotion
import EmptyStateTemplate
import Foundation

/// libFuzzer's entry point: the bytes as a template file, loaded, then every screen laid out
/// with a measurer that needs no fonts or image files, in every button state, and its timeline
/// sampled. Anything but a `TemplateError` or a finished layout (a trap, a hang, a huge
/// allocation) is a bug.
///
///     make fuzz FUZZ_SECONDS=600
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTemplate(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    FuzzTarget.run(data)
    return 0
}

enum FuzzTarget {
    static func run(_ data: Data) {
        let template: Template
        do {
            template = try TemplateLoader.parse(data: data, path: "/fuzz/template.yaml")
        } catch let error as TemplateError {
            // Every error is one line that names the template.
            precondition(!error.description.contains("\n"), "a multi-line error: \(error)")
            precondition(error.description.hasPrefix("/fuzz/template.yaml"), "an error that does not name the file: \(error)")
            precondition(error.description.count < 1000, "an error line of \(error.description.count) characters")
            return
        } catch {
            preconditionFailure("not a TemplateError: \(error)")
        }
        let layout = DZNLayout(measurer: FuzzMeasurer())
        for screen in [template.base] + template.variants.map(\.screen) {
            precondition(screen.canvas.pixelWidth * screen.canvas.pixelHeight <= TemplateLimits.canvasPixels)
            for state in ControlState.allCases {
                _ = try? layout.layout(screen.view, canvas: screen.canvas, state: state)
            }
            let timeline = Timeline(view: screen.view)
            for time in [0, 0.1, 0.25, 1, 1e6] { _ = timeline.moment(at: time) }
            _ = Appearance.loopPeriod(screen.view)
        }
    }
}

/// Text as lines of `size × 1.2` points, about one per 40 characters; an image's size comes
/// from its name, and a name starting with "missing" is not found.
struct FuzzMeasurer: ContentMeasuring {
    struct Missing: Error {}

    func measure(_ text: StyledText, role: LabelRole, width: Double, singleLine: Bool) throws -> TextMeasurement {
        let font = text.resolvedFont(for: role)
        let count = singleLine ? 1 : max(1, text.text.utf8.count / 40 + 1)
        let line = LineMetrics(height: font.size * 1.2, ascent: font.size, width: min(width, Double(text.text.utf8.count) * font.size / 2))
        return TextMeasurement(lines: Array(repeating: line, count: count))
    }

    func size(of image: ImageSpec) throws -> Size {
        if image.name.hasPrefix("missing") { throw Missing() }
        let hash = image.name.utf8.reduce(0) { ($0 &* 31 &+ Int($1)) & 0xFFFF }
        return Size(width: Double(hash % 400 + 1), height: Double(hash / 400 % 400 + 1))
    }
}

/// The entry point. SwiftPM points an executable's `main` at its module's entry point, never
/// at libFuzzer's own `main`; so, built for fuzzing (`make fuzz`: `-sanitize=fuzzer,address
/// -DFUZZING`), it hands the command line to libFuzzer's driver, and otherwise (a plain
/// `swift build`) it replays the files it is given, e.g. a crash file libFuzzer saved.
@main
struct FuzzMain {
    static func main() {
        #if FUZZING
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, { fuzzTemplate($0, $1) }))
        #else
        for path in CommandLine.arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("\(path): cannot read\n".utf8))
                exit(1)
            }
            FuzzTarget.run(data)
            print("\(path): ok")
        }
        #endif
    }
}

#if FUZZING
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt
#endif
