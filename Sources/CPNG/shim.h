// libpng reports errors by longjmp, which Swift cannot take part in: only the C bridge
// CPNGReader includes <png.h>; this module exists to carry the library's pkg-config flags to it.
#include <stddef.h>
