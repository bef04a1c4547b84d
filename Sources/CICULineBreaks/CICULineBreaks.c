#include "CICULineBreaks.h"

#include <unicode/ubrk.h>

// A C translation unit so that ICU's headers stay out of every Swift module (see the header).

DraperLineBreaks *draper_line_breaks_open(const char *locale, const uint16_t *text, int32_t length,
                                          const char **error) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(UBRK_LINE, locale, (const UChar *)text, length, &status);
    if (iterator == NULL || U_FAILURE(status)) {
        if (iterator != NULL) ubrk_close(iterator);
        *error = u_errorName(status);
        return NULL;
    }
    *error = NULL;
    ubrk_first(iterator);
    return (DraperLineBreaks *)iterator;
}

int32_t draper_line_breaks_next(DraperLineBreaks *iterator) {
    int32_t position = ubrk_next((UBreakIterator *)iterator);
    return position == UBRK_DONE ? -1 : position;
}

void draper_line_breaks_close(DraperLineBreaks *iterator) { ubrk_close((UBreakIterator *)iterator); }
