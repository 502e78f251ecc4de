import Foundation
import XCTest

/// Broken templates, through the real binary: one line naming the template (and the line and
/// column where there is one), exit 1, no output, nothing left behind.
final class TemplateRefusalTests: HostileInputTestCase {
    func testYAMLSyntaxErrorsAreLocated() throws {
        let t = try write("t.yaml", "title: [unclosed\nbackgroundColor: white\n")
        try assertRefused(t, "\(t):", "YAML syntax error")
        let tab = try write("tab.yaml", "title:\n\t- x\n")
        try assertRefused(tab, "\(tab):2:", "YAML syntax error")
        let twoDocuments = try write("two.yaml", "title: a\n---\ntitle: b\n")
        try assertRefused(twoDocuments, "single document")
        let undefinedAlias = try write("alias.yaml", "title: *nothing\n")
        try assertRefused(undefinedAlias, "\(undefinedAlias):1:8:", "undefined alias")
    }

    func testATemplateThatIsNotAMapping() throws {
        try assertRefused(try write("list.yaml", "- a\n- b\n"), "1:1: the template must be a mapping, not a list")
        try assertRefused(try write("scalar.yaml", "just some words\n"), "the template must be a mapping, not 'just some words'")
        try assertRefused(try write("number.json", "42"), "the template must be a mapping")
    }

    func testEmptyFiles() throws {
        try assertRefused(try write("empty.yaml", ""), "1:1: the template is empty")
        try assertRefused(try write("blank.yaml", "\n   \n# only a comment\n"), "the template is empty")
        try assertRefused(try write("null.yaml", "~\n"), "the template is empty")
    }

    func testBinaryGarbage() throws {
        var generator = SystemRandomNumberGenerator()
        let garbage = Data((0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) })
        try assertRefused(try write("garbage.yaml", garbage), "is not a text file (not UTF-8)")
        try assertRefused(try write("nul.yaml", Data("title: a\u{0}b\n".utf8)), "is not a text file")
        // A PNG renamed .yaml.
        try assertRefused(try write("image.yaml", try png("p.png", width: 4, height: 4)), "is not a text file")
        try assertRefused(try write("latin1.yaml", Data([0x74, 0x69, 0x74, 0x6C, 0x65, 0x3A, 0x20, 0xE9, 0x0A])), "not UTF-8")
    }

    func testUnknownKeysNameTheNearestKnownOne() throws {
        let t = try write("t.yaml", "backgroundColor: white\ntitel: No Messages\n")
        try assertRefused(t, "\(t):2:1: unknown key 'titel' in the template; did you mean 'title'?")
        let deep = try write("deep.yaml", "title:\n  text: Hi\n  font: { size: 12, wieght: bold }\n")
        try assertRefused(deep, "\(deep):3:21: unknown key 'wieght' in title.font; did you mean 'weight'?")
        let nothingNear = try write("far.yaml", "zzzzzzzz: 1\n")
        try assertRefused(nothingNear, "unknown key 'zzzzzzzz' in the template; known keys: name, canvas")
    }

    func testUnknownKeysInVariants() throws {
        // A variant that overrides a key the format does not have.
        let t = try write("t.yaml", "title: Hi\nvariants:\n  loading:\n    titel: Wait\n")
        try assertRefused(t, "\(t):4:5: unknown key 'titel' in variant 'loading'; did you mean 'title'?")
        // Deeper inside a variant.
        let deep = try write("deep.yaml", "title: Hi\nvariants:\n  loading:\n    image: { name: a, tintColour: white }\n")
        try assertRefused(deep, "\(deep):4:23: unknown key 'tintColour' in image; did you mean 'tintColor'?")
        // A variant cannot rename the template, nor nest variants.
        let renamed = try write("renamed.yaml", "title: Hi\nvariants:\n  v: { name: other }\n")
        try assertRefused(renamed, "unknown key 'name' in variant 'v'")
        let nested = try write("nested.yaml", "title: Hi\nvariants:\n  v: { variants: { w: { title: x } } }\n")
        try assertRefused(nested, "unknown key 'variants' in variant 'v'")
        // The error is found whichever variant is rendered.
        let other = try write("other.yaml", "title: Hi\nvariants:\n  good: { title: Fine }\n  bad: { fadIn: true }\n")
        try assertRefused(other, options: ["--variant", "good"], "did you mean 'fadeIn'?")
        let notAMapping = try write("list.yaml", "title: Hi\nvariants: [a, b]\n")
        try assertRefused(notAMapping, "variants must be a mapping, not a list")
        let defaultVariant = try write("default.yaml", "title: Hi\nvariants:\n  default: { title: x }\n")
        try assertRefused(defaultVariant, "'default' names the base screen")
    }

    func testWrongTypes() throws {
        let cases: [(String, String)] = [
            ("spaceHeight: lots\n", "1:14: spaceHeight must be a number, not 'lots'"),
            ("fadeIn: maybe\n", "fadeIn must be true or false, not 'maybe'"),
            ("title: [a, b]\n", "title must be a mapping, not a list"),
            ("canvas: 5\n", "canvas must be a mapping, not '5'"),
            ("canvas: { size: 375x667 }\n", "canvas.size [width, height] must be a list"),
            ("canvas: { size: [375] }\n", "must be a list of 2 numbers, not 1"),
            ("title: { text: [Hi] }\n", "title.text must be a string, not a list"),
            ("title: { text: Hi, kern: \"3\" }\n", "title.kern must be a number"),
            ("image: { name: a, capInsets: [1, 2, 3] }\n", "capInsets [top, left, bottom, right] must be a list of 4 numbers, not 3"),
            ("fonts: a.ttf\n", "fonts must be a list"),
            ("verticalOffset: .nan\n", "verticalOffset must be a number, not '.nan'"),
            ("verticalOffset: .inf\n", "verticalOffset must be a finite number"),
            ("button: { title: { normal: [x] } }\n", "button.title.normal must be a mapping, not a list"),
            ("{ [a]: 1 }\n", "keys of the template must be plain words"),
        ]
        for (index, (yaml, message)) in cases.enumerated() {
            try assertRefused(try write("t\(index).yaml", yaml), message)
        }
    }

    func testBadColors() throws {
        let cases: [(String, String)] = [
            ("backgroundColor: \"#12\"\n", "1:18: backgroundColor '#12' is not a color: use #RGB, #RRGGBB, #RRGGBBAA, clear, white, black, a semantic color such as label or systemBackground, or { light, dark }"),
            ("backgroundColor: red\n", "backgroundColor 'red' is not a color"),
            ("backgroundColor: red\n", "did you mean 'systemRed'?"),
            ("backgroundColor: \"#GGGGGG\"\n", "backgroundColor '#GGGGGG' is not a color"),
            ("backgroundColor: \"#FFFFFFFFF\"\n", "is not a color"),
            ("title: { text: Hi, color: 12 }\n", "title.color '12' is not a color"),
            ("image: { name: a, tintColor: \"\" }\n", "image.tintColor '' is not a color"),
            ("title: { text: Hi, shadow: { color: [1, 2] } }\n", "title.shadow.color must be a string, not a list"),
            ("description: { text: Hi, runs: [{ match: Hi, color: blue }] }\n", "run color 'blue' is not a color"),
        ]
        for (index, (yaml, message)) in cases.enumerated() {
            try assertRefused(try write("c\(index).yaml", yaml), message)
        }
    }

    func testNegativeZeroAndAbsurdNumbers() throws {
        let cases: [(String, String)] = [
            ("canvas: { size: [0, 100] }\n", "canvas.size values must be between 1 and 10000 points, not 0"),
            ("canvas: { size: [-375, 667] }\n", "not -375"),
            ("canvas: { size: [375, 1e9] }\n", "must be between 1 and 10000 points"),
            ("canvas: { scale: 0 }\n", "canvas.scale must be 1, 2 or 3, not 0"),
            ("canvas: { scale: -2 }\n", "canvas.scale must be 1, 2 or 3, not -2"),
            ("title: { text: A, font: { size: 0 } }\n", "title.font.size must be between 0.5 and 1000, not 0"),
            ("title: { text: A, font: { size: -12 } }\n", "title.font.size must be between 0.5 and 1000, not -12"),
            ("title: { text: A, font: { size: 1e6 } }\n", "title.font.size must be between 0.5 and 1000, not 1000000"),
            ("title: { text: A, font: { size: .inf } }\n", "title.font.size must be a finite number"),
            ("button: { title: { normal: { text: Go, font: { size: 99999 } } } }\n", "button.title.normal.font.size must be between 0.5 and 1000"),
            ("image: { name: a, animation: { keyPath: opacity, to: 0, duration: -1 } }\n", "image.animation.duration must be between 0.001 and 3600, not -1"),
            ("image: { name: a, animation: { keyPath: opacity, to: 0, duration: 0 } }\n", "image.animation.duration must be between 0.001 and 3600, not 0"),
            ("image: { name: a, animation: { keyPath: opacity, to: 0, repeatCount: -1 } }\n", "image.animation.repeatCount cannot be negative"),
            ("image: { name: a, capInsets: [-1, 0, 0, 0] }\n", "image.capInsets cannot be negative"),
            ("spaceHeight: -5\n", "spaceHeight must be between 0 and 10000, not -5"),
            ("verticalOffset: 1e300\n", "verticalOffset must be between -100000 and 100000"),
            ("title: { text: A, shadow: { blur: -1 } }\n", "title.shadow.blur must be between 0 and 100, not -1"),
            ("title: { text: A, lineSpacing: 1e9 }\n", "title.lineSpacing must be between -1000 and 1000"),
        ]
        for (index, (yaml, message)) in cases.enumerated() {
            try assertRefused(try write("n\(index).yaml", yaml), message)
        }
    }

    func testMissingUnreadableAndOddTemplateFiles() throws {
        try assertRefused(path("nothing.yaml"), "cannot read the template: no such file")
        let folder = path("folder.yaml")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try assertRefused(folder, "is a folder, not a template file")
        // A FIFO nobody writes to would block a reader forever.
        let fifo = path("fifo.yaml")
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        try assertRefused(fifo, "the template is not a regular file")
        // A link to a device that never ends.
        let zero = path("zero.yaml")
        try FileManager.default.createSymbolicLink(atPath: zero, withDestinationPath: "/dev/zero")
        try assertRefused(zero, "the template is not a regular file")

        let locked = try write("locked.yaml", "title: Hi\n")
        chmod(locked, 0o000)
        if isRoot {
            print("skipped: the unreadable template (tests run as root, where permission bits do not apply)")
        } else {
            try assertRefused(locked, "cannot read the template: Permission denied")
        }
    }

    func testErrorsStayOnOneLine() throws {
        // Values with line breaks, carriage returns, tabs and right-to-left overrides are quoted
        // with escapes, and long ones cut short.
        let t = try write("t.yaml", "backgroundColor: \"#12\\n\\r\\tError: fake\\u202E\"\n")
        try assertRefused(t, #"'#12\n\r\tError: fake\u{202E}' is not a color"#)
        let long = try write("long.yaml", "backgroundColor: \"\(String(repeating: "x", count: 50_000))\"\n")
        try assertRefused(long, "(50000 characters) is not a color")
        let key = try write("key.yaml", "? \"\(String(repeating: "k", count: 5000))\"\n: 1\n")
        try assertRefused(key, "unknown key 'kkkk", "(5000 characters) in the template")
        let name = try write("name.yaml", "name: \"a\\nb\"\ntitle: x\n")
        try assertRefused(name, #"name 'a\nb' must be 1 to 100 characters"#)
        let image = try write("image.yaml", "image: \"art/a\\nb\"\n")
        try assertRefused(image, #"image.name 'art/a\nb' must be a file name"#)
    }

    func testNamesThatWouldBecomePaths() throws {
        try assertRefused(try write("dots.yaml", "name: ..\ntitle: x\n"), "name '..' must be 1 to 100 characters, not '.' or '..'")
        try assertRefused(try write("slash.yaml", "name: a/b\ntitle: x\n"), "without '/'")
        try assertRefused(try write("variant.yaml", "title: x\nvariants:\n  \"../../etc\": { title: y }\n"), "a variant's name '../../etc' must be")
        try assertRefused(try write("longname.yaml", "name: \(String(repeating: "n", count: 101))\ntitle: x\n"), "must be 1 to 100 characters")
    }

    func testAFineTemplateStillRenders() throws {
        let t = try write("t.yaml", "title: Hi\nvariants:\n  v: { title: There }\n")
        let result = try run(["render", t, "-o", "out.png", "--variant", "v"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(listing(), ["out.png", "t.yaml"])
    }
}
