import EmptyStateTesting
import Foundation
import Testing

@Suite struct SwiftTestingExpectationTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path

    func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-st-\(UUID().uuidString)")
    }

    @Test func aMatchingScreenRecordsNoIssueAndAChangeOne() throws {
        let folder = temporaryFolder()
        let reference = folder.appendingPathComponent("references/screen.png").path
        defer { try? FileManager.default.removeItem(at: folder) }
        var view = EmptyDataSetView()
        view.title = StyledText(text: "Swift Testing")
        let canvas = Canvas(size: Size(width: 160, height: 80), scale: 1)
        _ = try SnapshotVerifier(record: .all).verify(view, canvas: canvas, reference: reference)
        expectEmptyState(view, canvas: canvas, matches: reference)
        view.title = StyledText(text: "Changed")
        withKnownIssue {
            expectEmptyState(view, canvas: canvas, matches: reference, record: .never)
        } matching: { issue in
            issue.comments.count == 1 && issue.comments[0].rawValue.hasPrefix("reference | actual | difference: /")
                && issue.comments[0].rawValue.contains(".build/emptystate-diffs/")
        }
    }

    /// The headline Swift Testing prints (`✘ Test x() recorded an issue at …: <kind>`) says what
    /// differs; the picture's path follows as the comment.
    @Test func theIssuesHeadlineSaysWhatDiffers() throws {
        let folder = temporaryFolder()
        let reference = folder.appendingPathComponent("headline.png").path
        defer { try? FileManager.default.removeItem(at: folder) }
        var view = EmptyDataSetView()
        view.title = StyledText(text: "Before")
        let canvas = Canvas(size: Size(width: 160, height: 80), scale: 1)
        _ = try SnapshotVerifier(record: .all).verify(view, canvas: canvas, reference: reference)
        view.title = StyledText(text: "After")
        withKnownIssue {
            expectEmptyState(view, canvas: canvas, matches: reference, record: .never)
        } matching: { issue in
            let headline = "\(issue.kind)"
            return headline.hasPrefix("Caught error: the screen differs from \(reference): ") && headline.contains(" pixels differ (")
                && !headline.contains("reference | actual | difference") && !headline.contains("\n")
        }
    }

    @Test func aScreenThatCannotBeDrawnFailsWithItsReasonAndRecordsNothing() throws {
        let folder = temporaryFolder()
        let reference = folder.appendingPathComponent("never.png").path
        var view = EmptyDataSetView()
        view.image = ImageSpec(name: "missing", directory: folder.path)
        withKnownIssue {
            expectEmptyState(view, matches: reference, record: .all)
        } matching: { issue in
            "\(issue.kind)" == "Caught error: \(folder.path)/missing: image not found (looked for .png, .svg, .jpg, with @2x and other scales)"
        }
        #expect(!FileManager.default.fileExists(atPath: reference))
    }

    @Test func theTemplateFormTakesTheWholeScreen() {
        expectEmptyState(template: "Fixtures/screen.yaml", variant: "dark", state: .normal, time: nil, device: nil, scale: 1,
                         matches: "__Snapshots__/fixture-dark.png", record: .never)
    }
}
