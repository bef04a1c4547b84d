#ifndef DRAPER_PNG_READER_H
#define DRAPER_PNG_READER_H

#include <stddef.h>
#include <stdint.h>

// libpng's progressive reader behind plain C types. libpng reports errors by longjmp, which
// must never cross a Swift frame, so the reading and its setjmp live here.

typedef enum DraperPNGStatus {
    DRAPER_PNG_OK = 0,
    /// libpng refused the data; its message is in `message`.
    DRAPER_PNG_DAMAGED = 1,
    /// The data ran out before the image's last row.
    DRAPER_PNG_TRUNCATED = 2,
} DraperPNGStatus;

/// Decodes the PNG in `bytes` (`count` of them), whose header declares `width`×`height`
/// pixels, into `rgba`: `width * height * 4` bytes of 8-bit red, green, blue and straight
/// alpha, row by row, whatever the file's colour type, depth and interlacing.
///
/// The file is handed to libpng a piece at a time, and no more once the image is complete, so
/// image data that goes on past the last row is never inflated; ancillary chunks (text,
/// profiles, times) are skipped unread. `read` receives how many bytes libpng was given.
/// libpng's warnings are dropped and its errors written NUL-terminated into `message` (at
/// most `capacity` bytes): nothing is printed.
DraperPNGStatus draper_png_decode(const uint8_t *bytes, size_t count, uint32_t width, uint32_t height,
                                  uint8_t *rgba, size_t *read, char *message, size_t capacity);

#endif
