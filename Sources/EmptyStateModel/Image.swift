import Foundation

/// The property a CABasicAnimation animates on the image view's layer.
public enum AnimationKeyPath: String, CaseIterable, Sendable {
    case rotationZ = "transform.rotation.z"
    case scale = "transform.scale"
    case opacity

    /// The value of the property when nothing animates it.
    public var identity: Double {
        switch self {
        case .rotationZ: return 0
        case .scale, .opacity: return 1
        }
    }
}

public enum TimingFunction: String, CaseIterable, Sendable {
    case linear, easeIn, easeOut, easeInEaseOut
}

/// A CABasicAnimation: `imageAnimationForEmptyDataSet`.
public struct ImageAnimation: Equatable, Sendable {
    public var keyPath: AnimationKeyPath
    public var from: Double
    public var to: Double
    public var duration: Double
    public var cumulative: Bool
    /// `.infinity` repeats forever.
    public var repeatCount: Double
    public var timingFunction: TimingFunction

    public init(keyPath: AnimationKeyPath, from: Double? = nil, to: Double, duration: Double,
                cumulative: Bool = false, repeatCount: Double = 1, timingFunction: TimingFunction = .linear) {
        self.keyPath = keyPath; self.from = from ?? keyPath.identity; self.to = to
        self.duration = duration; self.cumulative = cumulative; self.repeatCount = repeatCount
        self.timingFunction = timingFunction
    }
}

/// An image as `UIImage(named:)` finds it: a name relative to a folder, with or without
/// extension, and what the app does to it; or image bytes in memory (`UIImage(data:scale:)`).
public struct ImageSpec: Equatable, Sendable {
    public var name: String
    /// The folder a relative name is resolved against: the template's own folder for templates.
    /// nil: the current directory, or, in the test API, the test file's folder.
    public var directory: String?
    /// PNG, JPEG or SVG bytes drawn instead of a file; `name` then only labels errors.
    public var data: Data?
    /// The scale of `data`'s pixels (2 for an @2x image).
    public var dataScale: Int
    public var tintColor: Color?
    public var animation: ImageAnimation?
    public var capInsets: EdgeInsets?
    public var alignmentRectInsets: EdgeInsets?
    /// Drawn flipped left to right: an image that asks for it (`flipsForRightToLeft`, or an
    /// asset catalog's direction) in a right-to-left layout, as
    /// `UIImage.imageFlippedForRightToLeftLayoutDirection()` does. Resolved before layout.
    public var mirrored = false
    /// Files by the scale of their pixels, as an asset catalog's imageset gives them for the
    /// traits; the render scale picks one as it picks among `@2x` names.
    public var scaledFiles: [Int: String]?
    /// An SVG document drawn instead of a file (the presets' activity indicator and glyphs).
    public var inlineSVG: String?
    /// How the image is sized in its view; nil fields keep DZN's intrinsic size.
    public var sizing = ImageSizing()
    /// A symbol (`UIImage(systemName:)`), drawn from `inlineSVG`: what it is, for reports.
    public var symbol: SymbolInfo?

    public init(name: String, directory: String? = nil, tintColor: Color? = nil, animation: ImageAnimation? = nil,
                capInsets: EdgeInsets? = nil, alignmentRectInsets: EdgeInsets? = nil) {
        self.name = name; self.directory = directory; self.tintColor = tintColor; self.animation = animation
        self.capInsets = capInsets; self.alignmentRectInsets = alignmentRectInsets
        data = nil; dataScale = 1
    }

    /// An image in a bundle's resources, as `UIImage(named:in:compatibleWith:)`: e.g.
    /// `ImageSpec(name: "chat", bundle: .module)` for a test target's `resources: [.process("Images")]`.
    public init(name: String, bundle: Bundle, tintColor: Color? = nil, animation: ImageAnimation? = nil,
                capInsets: EdgeInsets? = nil, alignmentRectInsets: EdgeInsets? = nil) {
        self.init(name: name, directory: bundle.resourceURL?.path ?? bundle.bundlePath, tintColor: tintColor, animation: animation,
                  capInsets: capInsets, alignmentRectInsets: alignmentRectInsets)
    }

    /// Image bytes in memory, as `UIImage(data:scale:)`: PNG, JPEG or SVG, told by their first bytes.
    public init(data: Data, scale: Int = 1, name: String = "image data", tintColor: Color? = nil, animation: ImageAnimation? = nil,
                capInsets: EdgeInsets? = nil, alignmentRectInsets: EdgeInsets? = nil) {
        self.init(name: name, tintColor: tintColor, animation: animation, capInsets: capInsets, alignmentRectInsets: alignmentRectInsets)
        self.data = data; dataScale = scale
    }
}

/// What a symbol image is: its name, configuration and where its glyphs came from. The image
/// itself is `ImageSpec.inlineSVG`, sized to the symbol's alignment rect.
public struct SymbolInfo: Equatable, Sendable {
    public var name: String
    public var pointSize: Double
    public var weight: FontWeight
    /// `small`, `medium` or `large`.
    public var scale: String
    /// `monochrome`, `hierarchical` or `palette`.
    public var renderingMode: String
    /// From the image's bottom up to the symbol's baseline, in points.
    public var baselineOffsetFromBottom: Double
    /// The symbol template's file, or `stand-in: outline/inbox` for the stand-in set.
    public var source: String
    /// The file its glyphs were read from (an input of every render that draws it).
    public var file: String

    public init(name: String, pointSize: Double, weight: FontWeight, scale: String, renderingMode: String,
                baselineOffsetFromBottom: Double, source: String, file: String) {
        self.name = name; self.pointSize = pointSize; self.weight = weight; self.scale = scale
        self.renderingMode = renderingMode; self.baselineOffsetFromBottom = baselineOffsetFromBottom; self.source = source
        self.file = file
    }
}
