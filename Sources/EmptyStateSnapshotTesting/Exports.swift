// One `import EmptyStateSnapshotTesting` brings swift-snapshot-testing's assertSnapshot and every
// type the strategy's signatures use.
@_exported import EmptyStateCompare
@_exported import EmptyStateModel
@_exported import EmptyStateTemplate
@_exported import EmptyStateTraits
@_exported import SnapshotTesting
@_exported import struct EmptyStateTesting.FontSource
