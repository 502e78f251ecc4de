import EmptyStateEncoders

/// Interrupts: from `install()` on, SIGINT, SIGTERM and SIGHUP remove the temporary files of
/// writes in flight and exit with 130, 143 and 129, so an interrupted render or export never
/// leaves a half-written file (outputs appear only by rename, whole).
enum Signals {
    static func install() {
        OutputFile.removeTemporariesOnInterrupt()
    }
}
