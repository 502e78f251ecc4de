import EmptyStateSourceReading
import EmptyStateSwiftReader
import XCTest

/// What one file gives the app's other files: its types' texts, each read on its own.
final class FileTextsTests: XCTestCase {
    private func texts(_ source: String) throws -> AppTexts {
        let outcomes = SwiftReader.outcomes(SwiftReadRequest(files: [.init(path: "Reasons.swift", text: source)]))
        guard case let .read(reading)? = outcomes.first else { throw XCTSkip("the file was not read: \(outcomes)") }
        return reading.texts
    }

    /// olvid-ios: two operations' `ReasonForCancel` enums in one file, each with a `switch self`
    /// text. The case the first one showed is none of the second's, which lost its text (and
    /// which one lost it changed from run to run, with the order of a dictionary).
    func testEachTypesSwitchOnSelfGivesItsOwnText() throws {
        let texts = try texts("""
        final class UploadOperation {
            enum ReasonForCancel {
                case busy, offline
                var errorDescription: String? {
                    switch self {
                    case .busy: return "The server is busy"
                    case .offline: return "You are offline"
                    }
                }
            }
        }
        final class DownloadOperation {
            enum ReasonForCancel {
                case missing
                var errorDescription: String? {
                    switch self {
                    case .missing: return "The file is missing"
                    }
                }
            }
        }
        """)
        XCTAssertEqual(texts.constants["UploadOperation.ReasonForCancel"]?["errorDescription"], .plain("The server is busy"))
        XCTAssertEqual(texts.constants["DownloadOperation.ReasonForCancel"]?["errorDescription"], .plain("The file is missing"))
    }

    /// GoTravel.iOS: `static let NoSaved: LocalizedStringKey = "Community:Trip:NoSaved"` is a key
    /// for the files that show it, as it is in its own.
    func testALocalizedStringKeyConstantIsAKeyForOtherFiles() throws {
        let texts = try texts("""
        import SwiftUI
        public struct Strings {
            public struct Journey {
                public static let NoSaved: LocalizedStringKey = "Community:Trip:NoSaved"
                public static let Plain: String = "Not a key"
            }
        }
        """)
        XCTAssertEqual(texts.constants["Journey"]?["NoSaved"], .key("Community:Trip:NoSaved", defaultValue: nil))
        XCTAssertEqual(texts.constants["Strings.Journey"]?["NoSaved"], .key("Community:Trip:NoSaved", defaultValue: nil))
        XCTAssertEqual(texts.constants["Journey"]?["Plain"], .plain("Not a key"))
    }
}
