/// What a subject compared with an enum's constants may be besides them: the enum's other
/// constants. When it names them all there is no default; when the others only say the data
/// came (`PSDataNormal` beside `PSDataInitial`, `PSDataError`, `PSDataEmpty`, YuwuPubic), the
/// list has rows then and DZNEmptyDataSet draws nothing: no screen either.
enum OtherCases {
    /// Case names (the enum's shared prefix off, lower case) that mean the data is there.
    static let dataShown: Set<String> = [
        "normal", "success", "succeed", "succeeded", "successful", "loaded", "finished", "done",
        "complete", "completed", "hasdata", "hascontent", "content", "ok", "loadsuccess", "loadsucceed",
    ]

    /// Whether the default of a subject compared with `labels` can be an empty list: true
    /// unless one enum declares every label and its other constants are none, or all say the data
    /// came. An unknown enum, or labels from several, leaves the default as it is.
    static func mayShowEmptyList(named labels: [String], enums: Set<[String]>) -> Bool {
        guard !labels.isEmpty, let declared = enums.first(where: { Set($0).isSuperset(of: labels) }) else { return true }
        let named = Set(labels)
        let others = declared.filter { !named.contains($0) }
        let prefix = CaseNames.sharedPrefix(declared)
        return !others.allSatisfy { dataShown.contains(String($0.unicodeScalars.dropFirst(prefix)).lowercased()) }
    }
}
