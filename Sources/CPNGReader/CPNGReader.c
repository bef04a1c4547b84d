#include "CPNGReader.h"

#include <png.h>
#include <stdio.h>

/// How much of the file libpng is handed at a time: once the image is complete, at most this
/// much more is looked at (and none of it inflated).
enum { DRAPER_PNG_PIECE = 16384 };

/// What the callbacks share with draper_png_decode.
typedef struct DraperPNGReading {
    uint32_t width;
    uint32_t height;
    uint8_t *rgba;
    /// Set once the header was read and the transforms to 8-bit RGBA chosen.
    int started;
    int interlaced;
    char *message;
    size_t capacity;
} DraperPNGReading;

static void draper_png_error(png_structp png, png_const_charp text) {
    DraperPNGReading *reading = png_get_error_ptr(png);
    snprintf(reading->message, reading->capacity, "%s", text != NULL ? text : "unknown error");
    png_longjmp(png, 1);
}

// libpng's warnings (an ancillary chunk's CRC, data after the image) change nothing Draper
// does with the image, and would otherwise be printed on stderr.
static void draper_png_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

/// The header is read: every colour type and depth becomes 8-bit RGBA, as libgd reads them
/// (16-bit samples keep their high byte, no gamma is applied).
static void draper_png_info(png_structp png, png_infop info) {
    DraperPNGReading *reading = png_get_progressive_ptr(png);
    png_uint_32 width = 0, height = 0;
    int depth = 0, color = 0, interlace = 0;
    png_get_IHDR(png, info, &width, &height, &depth, &color, &interlace, NULL, NULL);
    if (width != reading->width || height != reading->height) {
        png_error(png, "the image's size differs from its header's");
    }
    int transparent = png_get_valid(png, info, PNG_INFO_tRNS) != 0;
    if (color == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color == PNG_COLOR_TYPE_GRAY && depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (transparent) png_set_tRNS_to_alpha(png);
    if (depth == 16) png_set_strip_16(png);
    if (color == PNG_COLOR_TYPE_GRAY || color == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    if ((color & PNG_COLOR_MASK_ALPHA) == 0 && !transparent) png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    reading->interlaced = png_set_interlace_handling(png) > 1;
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)width * 4) png_error(png, "its rows are not 8-bit RGBA");
    reading->started = 1;
}

/// A row of one pass: merged into the image (a later pass fills in what an earlier one left).
static void draper_png_row(png_structp png, png_bytep row, png_uint_32 number, int pass) {
    (void)pass;
    DraperPNGReading *reading = png_get_progressive_ptr(png);
    if (row == NULL || number >= reading->height) return;
    png_progressive_combine_row(png, reading->rgba + (size_t)number * reading->width * 4, row);
}

/// Whether every row of every pass has arrived (libpng counts rows, and passes past the last).
static int draper_png_complete(png_structp png, const DraperPNGReading *reading) {
    if (!reading->started) return 0;
    if (reading->interlaced) return png_get_current_pass_number(png) >= 7;
    return png_get_current_row_number(png) >= reading->height;
}

DraperPNGStatus draper_png_decode(const uint8_t *bytes, size_t count, uint32_t width, uint32_t height,
                                  uint8_t *rgba, size_t *read, char *message, size_t capacity) {
    DraperPNGReading reading = {width, height, rgba, 0, 0, message, capacity};
    *read = 0;
    if (capacity > 0) message[0] = '\0';
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &reading, draper_png_error, draper_png_warning);
    if (png == NULL) {
        snprintf(message, capacity, "out of memory");
        return DRAPER_PNG_DAMAGED;
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_read_struct(&png, NULL, NULL);
        snprintf(message, capacity, "out of memory");
        return DRAPER_PNG_DAMAGED;
    }
    // Only `reading` and `*read` change after this point, both in memory, so both hold their
    // values when libpng jumps back here.
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        return DRAPER_PNG_DAMAGED;
    }
    // Every chunk but IHDR, PLTE, tRNS, IDAT and IEND is skipped unread: no text or profile is
    // inflated (Draper reads a PNG's colour profile itself, and only the first).
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, NULL, -1);
    png_set_progressive_read_fn(png, &reading, draper_png_info, draper_png_row, NULL);
    size_t offset = 0;
    while (offset < count && !draper_png_complete(png, &reading)) {
        size_t piece = count - offset < DRAPER_PNG_PIECE ? count - offset : DRAPER_PNG_PIECE;
        *read = offset + piece;
        png_process_data(png, info, (png_bytep)(bytes + offset), piece);
        offset += piece;
    }
    DraperPNGStatus status = draper_png_complete(png, &reading) ? DRAPER_PNG_OK : DRAPER_PNG_TRUNCATED;
    png_destroy_read_struct(&png, &info, NULL);
    return status;
}
