// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "emptystate",
    products: [
        .executable(name: "emptystate", targets: ["emptystate"]),
        // Reads Swift source for `emptystate` (which starts it beside itself): swift-syntax lives here only.
        .executable(name: "emptystate-swift-reader", targets: ["emptystate-swift-reader"]),
        .library(name: "EmptyStateModel", targets: ["EmptyStateModel"]),
        .library(name: "EmptyStateTemplate", targets: ["EmptyStateTemplate"]),
        .library(name: "EmptyStateLayout", targets: ["EmptyStateLayout"]),
        .library(name: "EmptyStateMotion", targets: ["EmptyStateMotion"]),
        .library(name: "EmptyStateRender", targets: ["EmptyStateRender"]),
        .library(name: "EmptyStateEncoders", targets: ["EmptyStateEncoders"]),
        .library(name: "EmptyStateCompare", targets: ["EmptyStateCompare"]),
        .library(name: "EmptyStateExport", targets: ["EmptyStateExport"]),
        // Traits (dark mode, Dynamic Type, contrast, direction), semantic colors and asset catalogs.
        .library(name: "EmptyStateTraits", targets: ["EmptyStateTraits"]),
        // Localized strings: String Catalogs, .strings, .stringsdict, plural rules, pseudo-locales.
        .library(name: "EmptyStateLocalization", targets: ["EmptyStateLocalization"]),
        // SF Symbols: symbol templates (.symbolset, the SF Symbols app's exports) and a stand-in set.
        .library(name: "EmptyStateSymbols", targets: ["EmptyStateSymbols"]),
        // An app's Swift and Objective-C sources → templates (`emptystate import`).
        .library(name: "EmptyStateImport", targets: ["EmptyStateImport"]),
        // The accessibility review: contrast on the rendered pixels, Dynamic Type, touch targets, VoiceOver.
        .library(name: "EmptyStateAccessibility", targets: ["EmptyStateAccessibility"]),
        // For users' own test suites: assertions for XCTest and Swift Testing.
        .library(name: "EmptyStateTesting", targets: ["EmptyStateTesting"]),
        // A Snapshotting strategy for pointfreeco/swift-snapshot-testing.
        .library(name: "EmptyStateSnapshotTesting", targets: ["EmptyStateSnapshotTesting"]),
        // Screens declared in Swift source tested from a test target without the installed tool:
        // links swift-syntax into it (EmptyStateTesting alone does not).
        .library(name: "EmptyStateSourceTesting", targets: ["EmptyStateSourceTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.0.0"),
        // `swift package generate-documentation`: the test library's DocC (a plugin, linked into nothing).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // C libraries, found through pkg-config; `make setup` installs their Debian packages.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        // Pango and librsvg are C targets over the installed headers (include/ links to them)
        // rather than system libraries found through pkg-config: their pkg-config flags carry
        // -pthread (from gmodule, through gio), which SwiftPM refuses with a warning on every
        // build. Their other include folders come from cairo's and harfbuzz's pkg-config files.
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .target(name: "CPango", dependencies: ["CCairo", "CHarfBuzz", "CFontconfig"], linkerSettings: [
            .linkedLibrary("pangocairo-1.0"), .linkedLibrary("pangoft2-1.0"), .linkedLibrary("pango-1.0"),
            .linkedLibrary("gobject-2.0"), .linkedLibrary("glib-2.0"),
        ]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        // librsvg itself is not linked: CRSVG/shim.c opens it on first use (startup time).
        .target(name: "CRSVG", dependencies: ["CCairo"], linkerSettings: [
            .linkedLibrary("gdk_pixbuf-2.0"), .linkedLibrary("gio-2.0"),
            .linkedLibrary("gobject-2.0"), .linkedLibrary("glib-2.0"),
        ]),

        // poppler-glib, for asset catalogs' PDF vectors, likewise opened on first use (CPoppler/shim.c).
        .target(name: "CPoppler", dependencies: ["CCairo"], linkerSettings: [
            .linkedLibrary("gio-2.0"), .linkedLibrary("gobject-2.0"), .linkedLibrary("glib-2.0"),
        ]),

        // template file → model → layout → renderer → encoders → command line
        .target(name: "EmptyStateModel"),
        .target(name: "EmptyStateTemplate", dependencies: ["EmptyStateModel", "EmptyStateTraits", "EmptyStateLocalization", "EmptyStateSymbols", .product(name: "Yams", package: "Yams")]),
        .target(name: "EmptyStateLayout", dependencies: ["EmptyStateModel"]),
        .target(name: "EmptyStateMotion", dependencies: ["EmptyStateModel"]),
        .target(name: "EmptyStateTraits", dependencies: ["EmptyStateModel"]),
        .target(name: "EmptyStateLocalization", dependencies: ["EmptyStateTraits"]),
        .target(name: "EmptyStateSymbols", dependencies: ["EmptyStateModel"]),
        // Source code → template values (`emptystate import`): Objective-C and Swift readers.
        // What a source reader gives, and the messages to and from `emptystate-swift-reader`.
        .target(name: "EmptyStateSourceReading", dependencies: ["EmptyStateModel"]),
        .target(name: "EmptyStateObjCReader", dependencies: ["EmptyStateModel", "EmptyStateSourceReading"]),
        // No swift-syntax here: Swift files go to `emptystate-swift-reader` (or a reader linked in).
        .target(name: "EmptyStateImport", dependencies: [
            "EmptyStateModel", "EmptyStateTemplate", "EmptyStateTraits", "EmptyStateLocalization", "EmptyStateObjCReader", "EmptyStateSourceReading",
            .product(name: "Yams", package: "Yams"),
        ]),
        .target(name: "EmptyStateSwiftReader", dependencies: [
            "EmptyStateModel", "EmptyStateSourceReading",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        .executableTarget(name: "emptystate-swift-reader", dependencies: ["EmptyStateModel", "EmptyStateSourceReading", "EmptyStateSwiftReader"]),
        .target(name: "EmptyStateRender", dependencies: ["EmptyStateModel", "EmptyStateLayout", "EmptyStateMotion", "CCairo", "CPango", "CHarfBuzz", "CFontconfig", "CRSVG", "CPoppler", "CZlib"]),
        // The accessibility review of a rendered screen (its layout and the pixels behind its texts).
        .target(name: "EmptyStateAccessibility", dependencies: ["EmptyStateModel", "EmptyStateLayout", "EmptyStateRender"]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "CGif", providers: [.apt(["libgif-dev"])]),
        // libdeflate for its vectorized Adler-32 only (png_rows.h says why); zlib compresses.
        .target(name: "CPNGEncode", dependencies: ["CPNG", "CZlib"], linkerSettings: [.linkedLibrary("deflate")]),
        .target(name: "EmptyStateEncoders", dependencies: ["EmptyStateRender", "CPNGEncode", "CZlib", "CGif"]),
        .target(name: "EmptyStateCompare", dependencies: ["EmptyStateModel", "EmptyStateRender"]),
        .target(name: "EmptyStateExport", dependencies: [
            "EmptyStateImport", "EmptyStateCompare", "EmptyStateTraits", "EmptyStateLocalization",
            "EmptyStateModel", "EmptyStateTemplate", "EmptyStateLayout", "EmptyStateMotion", "EmptyStateRender", "EmptyStateEncoders",
            "EmptyStateAccessibility",
        ]),
        .target(name: "EmptyStateTesting", dependencies: [
            "EmptyStateAccessibility", "EmptyStateModel", "EmptyStateTraits", "EmptyStateTemplate", "EmptyStateLayout", "EmptyStateMotion", "EmptyStateRender", "EmptyStateEncoders",
            "EmptyStateCompare", "EmptyStateExport",
        ]),
        // A separate product, so that users who do not use swift-snapshot-testing do not build it.
        .target(name: "EmptyStateSnapshotTesting", dependencies: [
            "EmptyStateModel", "EmptyStateTraits", "EmptyStateTemplate", "EmptyStateRender", "EmptyStateEncoders", "EmptyStateCompare",
            "EmptyStateExport", "EmptyStateTesting",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        .target(name: "EmptyStateSourceTesting", dependencies: [
            "EmptyStateTesting", "EmptyStateImport", "EmptyStateSourceReading", "EmptyStateSwiftReader",
        ]),
        // `emptystate serve`: the live preview and review server. Its own target so that the
        // library and test products never pull in Hummingbird.
        .target(name: "EmptyStateServer", dependencies: [
            "EmptyStateExport", "EmptyStateImport", "EmptyStateAccessibility", "EmptyStateTemplate", "EmptyStateTraits", "EmptyStateModel", "EmptyStateRender", "EmptyStateEncoders", "EmptyStateCompare",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        ]),
        .executableTarget(name: "emptystate", dependencies: [
            "EmptyStateModel", "EmptyStateTraits", "EmptyStateLocalization", "EmptyStateTemplate", "EmptyStateLayout", "EmptyStateMotion", "EmptyStateRender", "EmptyStateEncoders",
            "EmptyStateExport", "EmptyStateServer", "EmptyStateImport", "EmptyStateAccessibility",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // libFuzzer target over the template loader and layout: `make fuzz` (see the Makefile).
        .executableTarget(name: "EmptyStateFuzz", dependencies: ["EmptyStateModel", "EmptyStateTemplate", "EmptyStateLayout", "EmptyStateMotion"],
                         exclude: ["template.dict"]),

        .testTarget(name: "EmptyStateModelTests", dependencies: ["EmptyStateModel"]),
        .testTarget(name: "EmptyStateTemplateTests", dependencies: ["EmptyStateTemplate", "EmptyStateTraits"]),
        .testTarget(name: "EmptyStateLayoutTests", dependencies: ["EmptyStateLayout"]),
        .testTarget(name: "EmptyStateRenderTests", dependencies: ["EmptyStateRender", "EmptyStateEncoders", "EmptyStateTemplate", "EmptyStateTraits", "EmptyStateMotion", "EmptyStateSymbols", "CPango"]),
        .testTarget(name: "EmptyStateEncodersTests", dependencies: ["EmptyStateEncoders", "EmptyStateRender"]),
        .testTarget(name: "EmptyStateMotionTests", dependencies: ["EmptyStateMotion"]),
        .testTarget(name: "EmptyStateTraitsTests", dependencies: ["EmptyStateTraits"]),
        .testTarget(name: "EmptyStateLocalizationTests", dependencies: ["EmptyStateLocalization"]),
        .testTarget(name: "EmptyStateSymbolsTests", dependencies: ["EmptyStateSymbols"]),
        .testTarget(name: "EmptyStateObjCReaderTests", dependencies: ["EmptyStateObjCReader", "EmptyStateSourceReading"]),
        .testTarget(name: "EmptyStateSwiftReaderTests", dependencies: ["EmptyStateSwiftReader", "EmptyStateSourceReading",
                                                            .product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax")]),
        // The Swift files these tests read go through `emptystate-swift-reader`, built beside them.
        .testTarget(name: "EmptyStateImportTests", dependencies: ["EmptyStateImport", "EmptyStateTemplate", "EmptyStateSourceReading", "emptystate-swift-reader"]),
        .testTarget(name: "EmptyStateAccessibilityTests", dependencies: ["EmptyStateAccessibility", "EmptyStateTemplate", "EmptyStateEncoders"]),
        .testTarget(name: "EmptyStateExportTests", dependencies: ["EmptyStateExport", "EmptyStateEncoders", "EmptyStateTraits"]),
        .testTarget(name: "EmptyStateCompareTests", dependencies: ["EmptyStateCompare"]),
        .testTarget(name: "EmptyStateTestingTests", dependencies: ["EmptyStateTesting", "EmptyStateSnapshotTesting", "CLITestSupport"],
                    exclude: ["__Snapshots__"], resources: [.copy("Fixtures")]),
        .target(name: "CLITestSupport", path: "Tests/CLITestSupport"),
        .testTarget(name: "EmptyStateCLITests", dependencies: ["emptystate", "emptystate-swift-reader", "EmptyStateModel", "EmptyStateSourceReading", "CLITestSupport", .product(name: "Yams", package: "Yams")]),
        // `serve` and the gallery in headless Chromium over the DevTools protocol (skipped, saying so, without chromium).
        .testTarget(name: "EmptyStateServeTests", dependencies: ["emptystate", "EmptyStateServer", "CLITestSupport"]),
        .testTarget(name: "HostileInputTests", dependencies: ["emptystate", "CLITestSupport", "EmptyStateFuzz", "EmptyStateTemplate", "EmptyStateRender", "EmptyStateEncoders"]),
    ]
)
