#include <librsvg/rsvg.h>
#include <gdk-pixbuf/gdk-pixbuf.h>
