#ifndef DRAPER_ICU_LINE_BREAKS_H
#define DRAPER_ICU_LINE_BREAKS_H

#include <stdint.h>

// ICU's line break iterator behind plain C types. Swift must not see ICU's own headers:
// Foundation carries a private copy of them with different enum definitions, and a Swift
// module that imports Foundation and also (even transitively) ICU's headers fails to build.

typedef struct DraperLineBreaks DraperLineBreaks;

/// Opens a line break iterator over `length` UTF-16 units of `text` for `locale` (ICU's
/// syntax, "ja@lb=strict"). Returns NULL when ICU cannot, with ICU's error name in `error`.
/// The iterator keeps a pointer to `text`, which must outlive it.
DraperLineBreaks *draper_line_breaks_open(const char *locale, const uint16_t *text, int32_t length,
                                          const char **error);

/// The next break opportunity as a UTF-16 offset, or -1 after the last one.
int32_t draper_line_breaks_next(DraperLineBreaks *iterator);

void draper_line_breaks_close(DraperLineBreaks *iterator);

/// The CLDR plural category of `number` in `locale` ("one", "few", "other", …), written
/// NUL-terminated into `category` (at most `capacity` bytes). Returns the category's length,
/// or -1 when ICU cannot, with ICU's error name in `error`.
int32_t draper_plural_category(const char *locale, double number, char *category, int32_t capacity,
                               const char **error);

typedef struct DraperTransliterator DraperTransliterator;

/// Opens ICU's transliterator `identifier` ("Hant-Hans"). Returns NULL when ICU cannot, with
/// ICU's error name in `error`. Not safe for use by two threads at once.
DraperTransliterator *draper_transliterator_open(const char *identifier, const char **error);

/// Transliterates `length` UTF-16 units of `text` in place (at most `capacity` units) and
/// returns the new length, or -1 when ICU cannot, with ICU's error name in `error`.
int32_t draper_transliterate(DraperTransliterator *transliterator, uint16_t *text, int32_t length,
                             int32_t capacity, const char **error);

void draper_transliterator_close(DraperTransliterator *transliterator);

#endif
