import CRSVG
import Foundation

/// What every batch of renders needs once per process, begun on another thread while the
/// command line is still being parsed: our fontconfig configuration (parsed and made current)
/// and librsvg (opened). The first template of an export otherwise waited for both (about 3 ms
/// on its critical path), on a core that is idle during start-up.
public enum RenderWarmUp {
    public static func begin() {
        Thread.detachNewThread {
            _ = FontSet.current
            emptystate_rsvg_preload()
        }
    }
}
