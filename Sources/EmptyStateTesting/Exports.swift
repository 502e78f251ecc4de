// One `import EmptyStateTesting` brings every type its functions' signatures use: the model
// (EmptyDataSetView, StyledText, ImageSpec, Canvas, Device, ControlState), Tolerance, RecordMode and
// TraitCollection.
@_exported import struct EmptyStateAccessibility.AccessibilityFinding
@_exported import EmptyStateCompare
@_exported import EmptyStateExport
@_exported import EmptyStateModel
@_exported import EmptyStateTraits
@_exported import struct EmptyStateRender.PixelBuffer
@_exported import struct EmptyStateRender.RenderError
@_exported import struct EmptyStateTemplate.SymbolOptions
