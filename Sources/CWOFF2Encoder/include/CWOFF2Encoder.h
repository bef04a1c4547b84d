#ifndef DRAPER_CWOFF2_ENCODER_H
#define DRAPER_CWOFF2_ENCODER_H

// Google's WOFF2 encoder (libwoff2enc, a C++ library) behind plain C types, so that a Swift
// module can call it without C++ interoperability.

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The largest WOFF2 file `length` bytes of OpenType font can become.
size_t draper_woff2_max_size(const uint8_t *font, size_t length);

/// Compresses an OpenType font (TrueType or CFF outlines) into `result`, which has room for
/// `*result_length` bytes; on success sets `*result_length` to the bytes written and returns 1,
/// else returns 0 (not a font the encoder can read, or an exception inside it).
int draper_woff2_encode(const uint8_t *font, size_t length, uint8_t *result, size_t *result_length);

#ifdef __cplusplus
}
#endif

#endif
