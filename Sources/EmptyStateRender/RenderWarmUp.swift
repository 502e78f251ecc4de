import CRSVG
import Foundation

/// What renders need once per process, begun on another thread while the command line is
/// still being parsed, on a core otherwise idle then: our fontconfig configuration (parsed and
/// made current) and, for batches, which nearly always meet SVG art, librsvg (opened). The first
/// screen otherwise waited for both on its critical path (about 3 ms for an export).
public enum RenderWarmUp {
    public static func begin(openingLibrsvg: Bool) {
        Thread.detachNewThread {
            _ = FontSet.current
            if openingLibrsvg { emptystate_rsvg_preload() }
        }
    }
}
