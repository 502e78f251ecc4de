import EmptyStateModel
import EmptyStateSourceReading
import Foundation

// `emptystate-swift-reader`: Swift source in, templates out, for `emptystate`, which starts it
// once per run and only when it is given Swift files. Its own executable so that the main
// binary neither links nor loads swift-syntax (see docs/speed.md, start-up).
//
// Standard input: one JSON request per line (SwiftReadRequest); standard output: one JSON
// answer per line (SwiftReadAnswer), the files read on every core. Ends at end of input.

let arguments = CommandLine.arguments.dropFirst()
if arguments == ["--version"] {
    print(ToolVersion.number)
    exit(0)
}
if !arguments.isEmpty {
    let asked = arguments == ["--help"] || arguments == ["-h"]
    let usage = """
        usage: emptystate-swift-reader [--version]
        Reads Swift source for emptystate: one JSON request per line on standard input, one answer per line on standard output.
        emptystate starts it when it is given Swift files; there is no need to run it yourself.\n
        """
    if asked { print(usage, terminator: "") } else { FileHandle.standardError.write(Data(("emptystate-swift-reader: unknown arguments\n" + usage).utf8)) }
    exit(asked ? 0 : 64)
}

let input = LineReader(FileHandle.standardInput)
let answers = AnswerPipeline()
var context: SwiftReadLine.Context?

/// Stops at a request that cannot be read, once the requests before it are answered.
func refuse(_ message: String) -> Never {
    answers.finish()
    FileHandle.standardError.write(Data("emptystate-swift-reader: \(message)\n".utf8))
    exit(65)
}

while let line = input.next() {
    guard let read = try? SwiftReaderProtocol.decode(SwiftReadLine.self, from: line) else {
        refuse("a request that is not JSON (\(line.count) bytes)")
    }
    guard let (request, itsContext) = read.request(after: context) else {
        refuse("a request without the app's context, and none before it")
    }
    context = itsContext
    answers.submit { SwiftFiles.answer(request) }
}
answers.finish()
