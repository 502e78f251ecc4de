import EmptyStateModel
import EmptyStateSwiftReader
import XCTest

/// The values the readers know, one form per line: colors, fonts, images, strings.
final class ValueFormsTests: XCTestCase {
    /// Each method of a data source, one form each: the value of the key it gives.
    private func read(_ key: String, _ method: String, _ body: String) throws -> (TemplateValue?, [String]) {
        let screen = try Read.only("""
        final class Forms: NSObject, DZNEmptyDataSetSource {
            func \(method) -> \(key == "title" ? "NSAttributedString?" : key == "image" ? "UIImage?" : "UIColor?") {
                \(body)
            }
        }
        """)
        return (screen.template[key], screen.warnings)
    }

    func testColors() throws {
        let color = "backgroundColor(forEmptyDataSet scrollView: UIScrollView)"
        let cases: [(String, String)] = [
            ("UIColor.gray", "#808080"), (".lightGray", "#AAAAAA"), ("UIColor.systemGray", "systemGray"), (".label", "label"),
            (".secondaryLabel", "secondaryLabel"), ("UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)", "#336699"),
            ("UIColor(red: 51/255, green: 102/255.0, blue: 153/255, alpha: 0.5)", "#33669980"), ("UIColor(white: 0.8, alpha: 1)", "#CCCCCC"),
            ("UIColor(named: \"BrandBlue\")!", "BrandBlue"), ("UIColor(named: \"Surface\") ?? .white", "Surface"),
            ("UIColor(hex: \"05adff\")", "#05ADFF"), ("UIColor(hexString: \"#C9C9C9\")", "#C9C9C9"), (".init(hex: \"#fff\")", "#FFFFFF"),
            ("UIColor.hex(\"25282b\")", "#25282B"), ("UIColor(rgb: 0x05ADFF)", "#05ADFF"), ("makeColor(0xDEA3B6)", "#DEA3B6"),
            ("#colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)", "#FF0000"), (".systemBlue.withAlphaComponent(1)", "systemBlue"),
            ("UIColor.clear", "clear"), ("UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)", "#FF0000"),
        ]
        for (expression, expected) in cases {
            let (value, warnings) = try read("backgroundColor", color, "return \(expression)")
            XCTAssertEqual(value, .string(expected), expression)
            XCTAssertEqual(warnings, [], expression)
        }
        let (value, warnings) = try read("backgroundColor", color, "return Theme.brand")
        XCTAssertNil(value)
        XCTAssertEqual(warnings, ["Test.swift:3:16: backgroundColor: not a literal: Theme.brand"])
    }

    func testFontsAndAttributes() throws {
        let title = "title(forEmptyDataSet scrollView: UIScrollView)"
        let cases: [(String, String)] = [
            ("UIFont.systemFont(ofSize: 17)", "{size: 17}"), (".boldSystemFont(ofSize: 18)", #"{size: 18, weight: "bold"}"#),
            ("UIFont.systemFont(ofSize: 15, weight: .semibold)", #"{size: 15, weight: "semibold"}"#),
            ("UIFont(name: \"Avenir-Book\", size: 16)!", #"{name: "Avenir-Book", size: 16}"#),
            ("UIFont.preferredFont(forTextStyle: .title2)", #"{textStyle: "title2"}"#),
            ("UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: \"Inter\", size: 15)!)", #"{name: "Inter", size: 15, relativeTo: "body"}"#),
        ]
        for (expression, expected) in cases {
            let (value, _) = try read("title", title, "NSAttributedString(string: \"T\", attributes: [.font: \(expression)])")
            XCTAssertEqual(value?["font"]?.flow, expected, expression)
        }
        let (value, warnings) = try read("title", title, """
        let style = NSMutableParagraphStyle()
                style.lineSpacing = 6
                style.alignment = .natural
                let shadow = NSShadow()
                shadow.shadowColor = UIColor.black
                shadow.shadowOffset = CGSize(width: 0, height: 1)
                shadow.shadowBlurRadius = 2
                return NSAttributedString(string: "T", attributes: [.kern: -0.4, .paragraphStyle: style, .shadow: shadow, .underlineStyle: 1])
        """)
        XCTAssertEqual(value?.flow, ##"{text: "T", kern: -0.4, lineSpacing: 6, alignment: "natural", shadow: {color: "#000000", offset: [0, 1], blur: 2}}"##)
        XCTAssertEqual(warnings, ["Test.swift:10:115: title: the attribute .underlineStyle is not drawn"])
    }

    func testImages() throws {
        let image = "image(forEmptyDataSet scrollView: UIScrollView)"
        let cases: [(String, String)] = [
            ("UIImage(named: \"empty_inbox\")", #"{name: "empty_inbox"}"#),
            ("UIImage(systemName: \"tray\")", #"{systemName: "tray"}"#),
            ("UIImage(systemName: \"tray\", withConfiguration: UIImage.SymbolConfiguration(pointSize: 60, weight: .light))",
             #"{systemName: "tray", pointSize: 60, weight: "light"}"#),
            ("UIImage(systemName: \"wifi.slash\")?.withTintColor(.systemRed, renderingMode: .alwaysOriginal)", #"{systemName: "wifi.slash", tintColor: "systemRed"}"#),
            ("UIImage(named: \"placeholder\")?.withRenderingMode(.alwaysTemplate)", #"{name: "placeholder"}"#),
            ("#imageLiteral(resourceName: \"empty\")", #"{name: "empty"}"#),
            ("UIImage(named: \"bg\")!.resizableImage(withCapInsets: UIEdgeInsetsMake(10, 20, 10, 20), resizingMode: .stretch)",
             #"{name: "bg", capInsets: [10, 20, 10, 20]}"#),
        ]
        for (expression, expected) in cases {
            let (value, warnings) = try read("image", image, "return \(expression)")
            XCTAssertEqual(value?.flow, expected, expression)
            XCTAssertEqual(warnings, [], expression)
        }
    }

    func testStrings() throws {
        let title = "title(forEmptyDataSet scrollView: UIScrollView)"
        let cases: [(String, String)] = [
            ("\"No \\\"Items\\\"\\u{2026}\"", #""No "Items"…""#),
            ("NSLocalizedString(\"empty.title\", comment: \"\")", #"{key: "empty.title"}"#),
            ("NSLocalizedString(\"empty.title\", tableName: \"Empty\", value: \"Nothing Here\", comment: \"\")", #"{key: "empty.title", table: "Empty", default: "Nothing Here"}"#),
            ("String(localized: \"empty.title\")", #"{key: "empty.title"}"#),
            ("String(localized: \"empty.title\", defaultValue: \"Nothing\")", #"{key: "empty.title", default: "Nothing"}"#),
            ("String(format: NSLocalizedString(\"inbox.archived\", comment: \"\"), 3)", #"{key: "inbox.archived", args: [3]}"#),
            ("String.localizedStringWithFormat(NSLocalizedString(\"inbox.count\", comment: \"\"), 2, \"Mail\")", #"{key: "inbox.count", args: [2, "Mail"]}"#),
            ("String(format: \"%d of %@ — %.1f%%\", 2, \"ten\", 12.25)", #""2 of ten — 12.2%""#),
            ("\"Hello \" + \"World\"", #""Hello World""#),
            ("\"\\(3) items\"", #""3 items""#),
        ]
        for (expression, expected) in cases {
            let (value, warnings) = try read("title", title, "NSAttributedString(string: \(expression))")
            XCTAssertEqual(value?.flow, expected, expression)
            XCTAssertEqual(warnings, [], expression)
        }
        let (value, warnings) = try read("title", title, "NSAttributedString(string: String(format: NSLocalizedString(\"found\", comment: \"\"), count))")
        XCTAssertEqual(value?.flow, #"{key: "found", args: ["⟨count⟩"]}"#)
        XCTAssertEqual(warnings, ["Test.swift:3:92: title: not a literal: count"])
    }

    /// A controller whose methods return its stored properties (set elsewhere): placeholders
    /// and warnings, nothing guessed.
    func testStoredPropertiesAreNotKnown() throws {
        let screen = try Read.only("""
        class EmptyDataSetController: NSObject, DZNEmptyDataSetSource, DZNEmptyDataSetDelegate {
            var imageForEmptyDataSet: UIImage?
            var titleForEmptyDataSet: NSAttributedString?
            func image(forEmptyDataSet scrollView: UIScrollView!) -> UIImage! { return imageForEmptyDataSet }
            func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! { return titleForEmptyDataSet }
        }
        """)
        XCTAssertEqual(screen.template.flow, #"{image: {name: "⟨imageForEmptyDataSet⟩"}, title: "⟨titleForEmptyDataSet⟩"}"#)
        XCTAssertEqual(screen.warnings, [
            "Test.swift:4:80: image: not a literal: imageForEmptyDataSet",
            "Test.swift:5:91: title: not a literal: titleForEmptyDataSet",
        ])
    }

    /// Default implementations that return nothing declare no screen.
    func testMethodsReturningNothingAreNoScreen() throws {
        XCTAssertEqual(try Read.screens("""
        public extension EmptyDataSetSource {
            func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? { nil }
            func image(forEmptyDataSet scrollView: UIScrollView) -> UIImage? { return nil }
        }
        """), [])
    }

    /// `["Radarr", "Sonarr"].formatted(.list(type: .or))` is "Radarr or Sonarr" (English, as
    /// ListFormatStyle joins); a plain text around a localized one (`"[\(String(localized:
    /// "Settings"))](#view)"`) is an argument that stays localized.
    func testListFormatAndALocalizedTextInsideAPlainArgument() throws {
        let screen = try Read.only(#"""
        import SwiftUI
        struct NoInstance: View {
            var body: some View {
                ContentUnavailableView("No Instance", systemImage: "externaldrive", description: Text(description))
            }
            var description: String {
                let either = ["Radarr", "Sonarr"].formatted(.list(type: .or))
                let link = "[\(String(localized: "Settings"))](#view)"
                return String(localized: "Connect a \(either) instance under \(link).")
            }
        }
        """#)
        XCTAssertEqual(screen.template["description"]?.flow,
                       #"{key: "Connect a %@ instance under %@.", args: ["Radarr or Sonarr", {key: "[%@](#view)", default: "[%@](#view)", args: [{key: "Settings"}]}]}"#)
        XCTAssertTrue(screen.warnings.isEmpty, "\(screen.warnings)")
        let three = try Read.only(#"""
        import SwiftUI
        struct Kinds: View {
            var body: some View {
                ContentUnavailableView("No Media", systemImage: "film", description: Text(["Movies", "Series", "Music"].formatted()))
            }
        }
        """#)
        XCTAssertEqual(three.template["description"], .string("Movies, Series, and Music"))
    }
}
