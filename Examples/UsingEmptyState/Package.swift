// swift-tools-version:5.9
// The README's examples as a user's package: `make test` builds and runs it, so they compile.
import PackageDescription

let package = Package(
    name: "UsingEmptyState",
    dependencies: [
        // `name:` makes `package: "emptystate"` match whatever the checkout's folder is called. By URL,
        // .package(url: "https://github.com/…/emptystate", from: "0.1.0"), the URL's last component does.
        .package(name: "emptystate", path: "../.."),
    ],
    targets: [
        .testTarget(
            name: "EmptyStatesTests",
            dependencies: [
                .product(name: "EmptyStateTesting", package: "emptystate"),
                .product(name: "EmptyStateSnapshotTesting", package: "emptystate"),
            ],
            exclude: ["Templates", "__Snapshots__"],
            resources: [.copy("Images")]
        ),
        // Screens in the app's own Swift files.
        .testTarget(
            name: "SourceScreensTests",
            dependencies: [.product(name: "EmptyStateSourceTesting", package: "emptystate")],
            exclude: ["App", "__Snapshots__"]   // App/InboxView.swift is read, not compiled
        ),
    ]
)
