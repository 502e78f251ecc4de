#include <librsvg/rsvg.h>
#include <gdk-pixbuf/gdk-pixbuf.h>

/// Opens librsvg ahead of its first use (it is otherwise opened by the first call).
void emptystate_rsvg_preload(void);
