import EmptyStateModel

/// What a reader writes for a DZN custom view loaded from the app's xib, for the importer to
/// replace with the xib's labels, image and button (`NibCustomViews`): `customViewNib: { name,
/// outletTexts, outletImages }`, the texts and images the code sets on the xib's outlets by
/// name. Both readers write it; the importer reads it.
public enum NibViewReference {
    public static let key = "customViewNib"
    public static let outletTexts = "outletTexts"
    public static let outletImages = "outletImages"

    /// The reference to the xib `name` with what the code gives its outlets (outlet → text or image).
    public static func template(name: String, texts: [TemplateEntry], images: [TemplateEntry]) -> TemplateValue {
        var entries = [TemplateEntry("name", .string(name))]
        if !texts.isEmpty { entries.append(TemplateEntry(outletTexts, .map(texts))) }
        if !images.isEmpty { entries.append(TemplateEntry(outletImages, .map(images))) }
        return .map(entries)
    }
}
