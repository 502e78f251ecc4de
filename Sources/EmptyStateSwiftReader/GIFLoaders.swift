/// GIF libraries' loaders on `UIImage`, by the image they name: a still screen shows the GIF's
/// first frame, as `UIImage(named:)` would the file. SwiftGif's `UIImage.gifWithName("LoadingView")`
/// (before 1.6; timeshot), `UIImage.gif(name:)` and `UIImage.gif(asset:)`, and the widespread
/// `UIImage+GIF` extension's `UIImage.gifImageWithName(_:)`. An app that declares a loader of
/// that name itself is read by its own code first (`ImageFactories`).
enum GIFLoaders {
    /// Function name → the labels the name is passed with (nil: unlabelled).
    static let loaders: [String: Set<String?>] = [
        "gifWithName": [nil, "name"], "gif": ["name", "asset"], "gifImageWithName": [nil, "name"], "animatedImageWithGIFNamed": [nil],
    ]

    /// The value that names the GIF, for a call of a known loader.
    static func name(of call: Call) -> Value? {
        switch call.receiver {
        case let .type(type) where TypeName.normalized(type) == "UIImage": break
        case .implicit: break
        default: return nil
        }
        guard let labels = loaders[call.name], call.arguments.count == 1, let only = call.arguments.first,
              labels.contains(only.label) else { return nil }
        return only.value
    }
}
