import EmptyStateSourceReading
import Foundation

extension AppImport {
    /// A data source whose file switched its setter off in code (`//tableView.emptyDataSetSource
    /// = self`) is still one where a storyboard or xib connects the outlet to its class
    /// (moneytracker's Main.storyboard for SummaryViewController): its files are read again,
    /// told so. The storyboards are walked only when some file switched a source off.
    static func readOutletSources(_ classes: AppClasses, of files: [String], wrappers: [WrapperView], texts: AppTexts, headers: [String],
                                  into outcomes: inout [Result<SourceFileScreens, ImportError>]) {
        guard !classes.switchedOff.isEmpty,
              case let .classes(connected) = InterfaceOutlets.connections("emptyDataSetSource", inAppsOf: files) else { return }
        let outlets = classes.switchedOff.intersection(connected)
        guard !outlets.isEmpty else { return }
        let paths = Set(outlets.flatMap { classes.files[$0] ?? [] })
        let indices = files.indices.filter { paths.contains(files[$0]) && files[$0].hasSuffix(".swift") }
        var given = AppClasses()
        given.outletSources = outlets
        let again = SourceImport.readAll(indices.map { files[$0] }, wrappers: wrappers, texts: texts, headers: headers, classes: given)
        for (index, outcome) in zip(indices, again) where (try? outcome.get()) != nil { outcomes[index] = outcome }
    }
}
