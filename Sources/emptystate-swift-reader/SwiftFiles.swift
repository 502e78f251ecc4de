import EmptyStateSourceReading
import EmptyStateSwiftReader
import Foundation

/// A request's answer as one line of JSON.
enum SwiftFiles {
    static func answer(_ request: SwiftReadRequest) -> Data {
        let answer = SwiftReadAnswer(outcomes: SwiftReader.outcomes(request))
        if let line = try? SwiftReaderProtocol.encode(answer) { return line }
        // A reading JSON cannot hold (a number it has no word for) is that file's error alone.
        let outcomes = zip(request.files, answer.outcomes).map { file, outcome -> SwiftReadAnswer.Outcome in
            (try? JSONEncoder().encode(outcome)) == nil ? .failed("\(file.path): its screens cannot be written as JSON") : outcome
        }
        return (try? SwiftReaderProtocol.encode(SwiftReadAnswer(outcomes: outcomes))) ?? Data()
    }
}
