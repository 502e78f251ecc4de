import EmptyStateCompare
import EmptyStateEncoders
import EmptyStateModel
import EmptyStateRender
import Foundation
import SnapshotTesting

/// A render that could not be made: the diff reports it instead of comparing.
private let renderFailureMarker = Data("emptystate render failed: ".utf8)

extension Snapshotting where Value == Screen, Format == Data {
    /// A screen as PNG, compared with emptystate's perceptual, anti-aliasing-aware diff:
    ///
    ///     assertSnapshot(of: screen, as: .emptyState())
    ///     assertSnapshot(of: screen, as: .emptyState(state: .highlighted, tolerance: Tolerance(maxDifferingShare: 0.001)))
    public static func emptyState(state: ControlState = .normal, tolerance: Tolerance = Tolerance()) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .emptyStatePNG(tolerance)) { screen in
            do {
                let renderer = try ScreenRenderer(fontFiles: screen.fontFiles)
                return try PNGEncoder.reference.encode(renderer.renderPixels(renderer.layout(screen, state: state)))
            } catch {
                return renderFailureMarker + Data("\(error)".utf8)
            }
        }
    }
}

extension Snapshotting where Value == EmptyDataSetView, Format == Data {
    /// A view built in code, on a canvas (iPhone 8 at @2x unless given).
    public static func emptyState(canvas: Canvas = Device.defaultDevice.canvas, state: ControlState = .normal,
                                  tolerance: Tolerance = Tolerance()) -> Snapshotting {
        Snapshotting<Screen, Data>.emptyState(state: state, tolerance: tolerance).pullback { Screen(view: $0, canvas: canvas) }
    }
}

extension Diffing where Value == Data {
    /// PNG data compared as pixels with a per-pixel perceptual threshold and a share of pixels
    /// allowed to differ; a failure attaches reference | actual | diff as one image.
    public static func emptyStatePNG(_ tolerance: Tolerance) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { old, new in
            if new.starts(with: renderFailureMarker) { return (String(decoding: new, as: UTF8.self), []) }
            guard old != new else { return nil }
            do {
                let reference = try PNGDecoder().decode(old), actual = try PNGDecoder().decode(new)
                let comparison = PixelComparison.compare(reference, actual, threshold: tolerance.threshold)
                if comparison.passes(tolerance) { return nil }
                let picture = try PNGEncoder().encode(DiffImage.sideBySide(reference: reference, actual: actual, result: comparison))
                return ("The screen differs from its reference: \(comparison.summary).", [.data(picture, name: "reference-actual-diff.png")])
            } catch {
                return ("The reference or the render is not a readable PNG: \(error)", [])
            }
        }
    }
}
