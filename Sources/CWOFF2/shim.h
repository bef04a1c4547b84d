// libwoff2enc's API is C++ (woff2/encode.h): only the C++ bridge CWOFF2Encoder includes
// it; this module exists to carry the library's pkg-config flags to that bridge.
#include <stddef.h>
