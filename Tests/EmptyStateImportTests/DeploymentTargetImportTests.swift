@testable import EmptyStateImport
import EmptyStateModel
import EmptyStateSymbols
import Foundation
import XCTest

/// The iOS deployment target an imported screen gets from its app's project: Xcode's project or
/// .xcconfig, SwiftPM's platforms; the nearest project above the source file holds.
final class DeploymentTargetImportTests: SourceFolderTestCase {
    let pbxproj = """
    // !$*UTF8*$!
    {
    	objects = {
    		A1 /* Debug */ = { buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 16.1; SDKROOT = iphoneos; }; };
    		A2 /* Widget */ = { buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = "17.0"; }; };
    		A3 /* Mac */ = { buildSettings = { MACOSX_DEPLOYMENT_TARGET = 10.9; }; };
    	};
    }
    """

    func screen(_ file: String, kind: ImportedScreen.Kind, symbol: String = "tray") -> ImportedScreen {
        ImportedScreen(name: "Empty-\(kind.rawValue)", file: folder + "/" + file, line: 3, column: 9, kind: kind,
                       template: .map([TemplateEntry("image", .map([TemplateEntry("systemName", .string(symbol))])),
                                       TemplateEntry("title", .string("Nothing"))]))
    }

    func target(_ template: TemplateValue) -> String? {
        guard case let .map(entries) = template, case let .string(value)? = entries.first(where: { $0.key == "deploymentTarget" })?.value else { return nil }
        return value
    }

    func testTheOldestTargetOfTheNearestProjectHoldsAndModernScreensRunOnIOS17AtLeast() throws {
        try write("App.xcodeproj/project.pbxproj", pbxproj)
        try write("App/List.m", "// a DZN data source\n")
        try write("Packages/Feature/Package.swift", "let package = Package(name: \"Feature\", platforms: [.macOS(.v14), .iOS(.v17_4)])\n")
        try write("Packages/Feature/Sources/Feature/Empty.swift", "// a SwiftUI view\n")
        try write("Packages/Old/Package.swift", "platforms: [.iOS(\"15.2\")]\n")
        try write("Packages/Old/Sources/Old.m", "\n")
        let templates = try ImportedTemplates(roots: [folder])
        XCTAssertEqual(target(templates.template(screen("App/List.m", kind: .dzn))), "16.1")
        // UIContentUnavailableConfiguration and ContentUnavailableView exist from iOS 17.
        XCTAssertEqual(target(templates.template(screen("App/List.m", kind: .uikit))), "17.0")
        XCTAssertEqual(target(templates.template(screen("Packages/Feature/Sources/Feature/Empty.swift", kind: .swiftui))), "17.4")
        XCTAssertEqual(target(templates.template(screen("Packages/Old/Sources/Old.m", kind: .dzn))), "15.2")
    }

    func testAnXcconfigHoldsForTheAppFolderAndNoProjectMeansNoTarget() throws {
        let alone = try ImportedTemplates(roots: [folder])
        XCTAssertNil(target(alone.template(screen("List.m", kind: .dzn))))
        try write("App.xcodeproj/project.pbxproj", "{ objects = { }; }\n")
        try write("xcconfig/App_project.xcconfig", "// targets\nIPHONEOS_DEPLOYMENT_TARGET = 15.0 // the oldest\nSWIFT_VERSION = 5.0\n")
        try write("Sources/List.m", "\n")
        let templates = try ImportedTemplates(roots: [folder])
        XCTAssertEqual(target(templates.template(screen("Sources/List.m", kind: .dzn))), "15.0")
    }

    func testASourceFileNamedAloneFindsItsAppsProject() throws {
        try write("App.xcodeproj/project.pbxproj", pbxproj)
        let file = try write("App/Screens/List.m", "\n")
        let templates = try ImportedTemplates(roots: [file])
        XCTAssertEqual(target(templates.template(screen("App/Screens/List.m", kind: .dzn))), "16.1")
    }

    func testASymbolNewerThanTheAppsTargetIsAWarningOfTheImportedScreen() throws {
        guard SymbolNameList.installed?.release(of: "document") != nil else { throw XCTSkip("the SF Symbols releases are not installed (make setup)") }
        try write("App.xcodeproj/project.pbxproj", pbxproj)
        try write("App/List.m", "\n")
        let templates = try ImportedTemplates(roots: [folder])
        let warnings = try templates.source(screen("App/List.m", kind: .dzn, symbol: "document")).template().warnings
        XCTAssertTrue(warnings.contains { $0.hasPrefix("symbol 'document' is new in SF Symbols 6.0, iOS 18.0, later than the deployment target iOS 16.1") }, "\(warnings)")
        let old = try templates.source(screen("App/List.m", kind: .dzn, symbol: "doc")).template().warnings
        XCTAssertFalse(old.contains { $0.contains("deployment target") }, "\(old)")
    }

    func testValuesThatAreNoVersionAddNothing() {
        XCTAssertEqual(DeploymentTargets.xcodeTargets("IPHONEOS_DEPLOYMENT_TARGET = $(inherited);\nIPHONEOS_DEPLOYMENT_TARGET = 12.0;"), [OSVersion("12")!])
        XCTAssertEqual(DeploymentTargets.packageTargets(".iOS(.v13), .iOS(.v16_4), .iOS(\"x\")"), [OSVersion("13")!, OSVersion("16.4")!])
        XCTAssertEqual(DeploymentTargets.xcodeTargets("IPHONEOS_DEPLOYMENT_TARGET"), [])
    }
}
