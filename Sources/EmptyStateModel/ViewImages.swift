extension EmptyDataSetView {
    /// Every image the view can draw, in any state: its image and custom view, each action's
    /// images, background images and styled image, and the bars' item and tab images. What an
    /// export's fingerprint and a render's refusal to overwrite its inputs look at.
    public var allImages: [ImageSpec] { everyImage.filter { $0.inlineSVG == nil } }

    /// The files symbols were drawn from: inputs, though their SVG is inline.
    public var symbolFiles: [String] { everyImage.compactMap(\.symbol?.file) }

    var everyImage: [ImageSpec] {
        var images = [image, customView].compactMap { $0 }
        for role in ActionRole.allCases {
            guard let action = action(role) else { continue }
            images += ControlState.allCases.flatMap { [action.images[$0], action.backgroundImages[$0]].compactMap { $0 } }
            if let styled = action.configuration?.image { images.append(styled) }
        }
        if let chrome {
            images += (chrome.navigationBar.map { $0.leadingItems + $0.trailingItems } ?? []).compactMap(\.image)
            images += (chrome.tabBar?.items ?? []).compactMap(\.image)
        }
        return images
    }
}
