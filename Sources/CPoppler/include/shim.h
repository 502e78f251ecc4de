#include <poppler/poppler.h>

/// Whether poppler-glib can be opened (it is opened by the first call otherwise).
int emptystate_poppler_available(void);
