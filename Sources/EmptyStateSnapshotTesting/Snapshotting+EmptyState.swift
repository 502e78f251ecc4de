import EmptyStateCompare
import EmptyStateEncoders
import EmptyStateModel
import EmptyStateRender
import EmptyStateTesting
import Foundation
import SnapshotTesting

/// What the strategy snapshots: the screen's PNG, or why it could not be drawn. A failure is
/// reported by `assertSnapshot` and never written as a reference.
public struct EmptyStateImage: Equatable, Sendable {
    /// The render, encoded as a reference is.
    public var png: Data?
    /// Why the screen could not be drawn, one line.
    public var failure: String?

    /// A render or a failure.
    public init(png: Data? = nil, failure: String? = nil) { self.png = png; self.failure = failure }
}

extension Snapshotting where Value == EmptyDataSetView, Format == EmptyStateImage {
    /// A view built in code, on `canvas` or a `device` preset at `scale`, the button in `state`,
    /// `time` seconds after it appeared (nil: at rest); exact unless `precision` or
    /// `perceptualPrecision` (as in `.image(precision:perceptualPrecision:)`) say otherwise.
    /// Relative image folders and font paths are taken from the test file's folder.
    public static func emptyState(canvas: Canvas = Device.defaultDevice.canvas, device: String? = nil, scale: Int? = nil,
                                  fonts: [FontSource] = [], state: ControlState = .normal, time: Double? = nil,
                                  precision: Float = 1, perceptualPrecision: Float = 1, strictFonts: Bool = false,
                                  file: StaticString = #filePath) -> Snapshotting {
        let verifier = SnapshotVerifier(directory: folder(file), strictFonts: strictFonts)
        return .emptyState(precision: precision, perceptualPrecision: perceptualPrecision) { view in
            let files = try fonts.map { try $0.fontFilePath(relativeTo: verifier.directory) }
            return try verifier.render(Screen(view: view, canvas: canvas, fontFiles: files).on(device: device, scale: scale),
                                       state: state, time: time)
        }
    }
}

extension Snapshotting where Value == Screen, Format == EmptyStateImage {
    /// A screen (a view with its canvas and fonts).
    public static func emptyState(device: String? = nil, scale: Int? = nil, state: ControlState = .normal, time: Double? = nil,
                                  precision: Float = 1, perceptualPrecision: Float = 1, strictFonts: Bool = false,
                                  file: StaticString = #filePath) -> Snapshotting {
        let verifier = SnapshotVerifier(directory: folder(file), strictFonts: strictFonts)
        return .emptyState(precision: precision, perceptualPrecision: perceptualPrecision) { screen in
            try verifier.render(screen.on(device: device, scale: scale), state: state, time: time)
        }
    }
}

extension Snapshotting where Value == Template, Format == EmptyStateImage {
    /// A loaded template's `variant` (nil: the base screen); the rest as for a view.
    public static func emptyState(variant: String? = nil, device: String? = nil, scale: Int? = nil, state: ControlState = .normal,
                                  time: Double? = nil, precision: Float = 1, perceptualPrecision: Float = 1,
                                  strictFonts: Bool = false, file: StaticString = #filePath) -> Snapshotting {
        let verifier = SnapshotVerifier(directory: folder(file), strictFonts: strictFonts)
        return .emptyState(precision: precision, perceptualPrecision: perceptualPrecision) { template in
            try verifier.render(template, variant: variant, state: state, time: time, device: device, scale: scale)
        }
    }
}

extension Snapshotting where Value == TemplateSource, Format == EmptyStateImage {
    /// A template file in a trait collection (color scheme, content size, contrast, direction,
    /// locale): `assertSnapshot(of: try TemplateLoader.source(path: …), as: .emptyState(traits: .init(colorScheme: .dark)))`.
    public static func emptyState(traits: TraitCollection = .default, variant: String? = nil, device: String? = nil, scale: Int? = nil,
                                  state: ControlState = .normal, time: Double? = nil, precision: Float = 1, perceptualPrecision: Float = 1,
                                  strictFonts: Bool = false, file: StaticString = #filePath) -> Snapshotting {
        let verifier = SnapshotVerifier(directory: folder(file), strictFonts: strictFonts)
        return .emptyState(precision: precision, perceptualPrecision: perceptualPrecision) { source in
            let template = try source.template(traits: source.traitCollections(asked: TraitAxes(exactly: traits))[0])
            return try verifier.render(template, variant: variant, state: state, time: time, device: device, scale: scale)
        }
    }
}

extension Snapshotting where Format == EmptyStateImage {
    static func emptyState(precision: Float, perceptualPrecision: Float, render: @escaping (Value) throws -> PixelBuffer) -> Snapshotting {
        let tolerance = Tolerance(precision: Double(precision), perceptualPrecision: Double(perceptualPrecision))
        return Snapshotting(pathExtension: "png", diffing: .emptyState(tolerance)) { value in
            do {
                return EmptyStateImage(png: try PNGEncoder.reference.encode(render(value)))
            } catch {
                return EmptyStateImage(failure: "\(error)")
            }
        }
    }
}

extension Diffing where Value == EmptyStateImage {
    /// PNGs compared as pixels (exact, or within the tolerance); a failure attaches
    /// reference | actual | difference as one image.
    public static func emptyState(_ tolerance: Tolerance) -> Diffing {
        Diffing.diff(toData: { $0.png ?? Data() }, fromData: { EmptyStateImage(png: $0) }) { old, new in
            if let failure = new.failure { return (failure, []) }
            guard let oldPNG = old.png, let newPNG = new.png else { return ("The screen could not be drawn.", []) }
            guard oldPNG != newPNG else { return nil }
            let reference: PixelBuffer
            do {
                reference = try PNGDecoder().decode(oldPNG)
            } catch {
                return ("The reference is not a readable PNG (\(error)); delete it or record it again.", [])
            }
            do {
                let actual = try PNGDecoder().decode(newPNG)
                let comparison = PixelComparison.compare(reference, actual, threshold: tolerance.threshold)
                if comparison.passes(tolerance) { return nil }
                let picture = try PNGEncoder().encode(DiffImage.sideBySide(reference: reference, actual: actual, result: comparison))
                let path = writeDiffPicture(picture, for: newPNG)
                return ("The screen differs from its reference: \(comparison.summary); \(DiffPictureName.marker)\(path ?? "not written")",
                        [.data(picture, name: "reference-actual-diff.png")])
            } catch {
                return ("The render is not a readable PNG: \(error)", [])
            }
        }
    }
}

/// The picture of a difference, beside swift-snapshot-testing's failed snapshots
/// (`$SNAPSHOT_ARTIFACTS`, else `$TMPDIR`), named by the render's digest until `verifySnapshot`
/// names it after the test (DiffPictureName); nil if it cannot be written.
private func writeDiffPicture(_ picture: Data, for render: Data) -> String? {
    let root = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
    let digest = render.reduce(0xcbf2_9ce4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    let url = URL(fileURLWithPath: root).appendingPathComponent("emptystate-diffs")
        .appendingPathComponent(String(format: "%016llx", digest) + ".diff.png").standardizedFileURL
    do {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try picture.write(to: url, options: .atomic)
        return url.path
    } catch {
        return nil
    }
}

private func folder(_ file: StaticString) -> String {
    URL(fileURLWithPath: "\(file)").deletingLastPathComponent().path
}

