/// One of the values a type sets a text property to, where it sets it to several (OpenVeloV-iOS's
/// `ImpactViewModel.errorMessage`: "Sign in to see your impact." when no one is signed in, the
/// caught error's message when a load fails): what a view of another file shows through the
/// property (`viewModel.errorMessage`), a screen per value.
public struct StoredTextChoice: Hashable, Sendable, Codable {
    /// How a reading names the assumption that the property holds this value
    /// (`errorMessage = String(localized: "Sign in to see your impact.")`), the same words the
    /// type's own file would use.
    public var condition: String
    /// The variant's name (`errorMessageIsStringLocalizedSignInToSee…`).
    public var name: String
    /// The text; nil for a message only the run time knows (a caught error's).
    public var text: AppTexts.Text?

    public init(condition: String, name: String, text: AppTexts.Text?) {
        self.condition = condition; self.name = name; self.text = text
    }
}
