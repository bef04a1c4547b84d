#include "CICULineBreaks.h"

#include <string.h>

#include <unicode/ubrk.h>
#include <unicode/upluralrules.h>
#include <unicode/ustring.h>
#include <unicode/utrans.h>

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

int32_t draper_plural_category(const char *locale, double number, char *category, int32_t capacity,
                               const char **error) {
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_open(locale, &status);
    if (rules == NULL || U_FAILURE(status)) {
        if (rules != NULL) uplrules_close(rules);
        *error = u_errorName(status);
        return -1;
    }
    UChar keyword[32];
    int32_t length = uplrules_select(rules, number, keyword, 32, &status);
    uplrules_close(rules);
    if (U_FAILURE(status) || length >= capacity || length >= 32) {
        *error = U_FAILURE(status) ? u_errorName(status) : "U_BUFFER_OVERFLOW_ERROR";
        return -1;
    }
    u_austrncpy(category, keyword, length);
    category[length] = '\0';
    *error = NULL;
    return length;
}

DraperTransliterator *draper_transliterator_open(const char *identifier, const char **error) {
    UChar name[64];
    if (strlen(identifier) >= 64) {
        *error = "U_ILLEGAL_ARGUMENT_ERROR";
        return NULL;
    }
    u_uastrcpy(name, identifier);
    UErrorCode status = U_ZERO_ERROR;
    UParseError parseError;
    UTransliterator *transliterator = utrans_openU(name, -1, UTRANS_FORWARD, NULL, 0, &parseError, &status);
    if (transliterator == NULL || U_FAILURE(status)) {
        if (transliterator != NULL) utrans_close(transliterator);
        *error = u_errorName(status);
        return NULL;
    }
    *error = NULL;
    return (DraperTransliterator *)transliterator;
}

int32_t draper_transliterate(DraperTransliterator *transliterator, uint16_t *text, int32_t length,
                             int32_t capacity, const char **error) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t textLength = length;
    int32_t limit = length;
    utrans_transUChars((UTransliterator *)transliterator, (UChar *)text, &textLength, capacity, 0, &limit, &status);
    if (U_FAILURE(status)) {
        *error = u_errorName(status);
        return -1;
    }
    *error = NULL;
    return textLength;
}

void draper_transliterator_close(DraperTransliterator *transliterator) {
    utrans_close((UTransliterator *)transliterator);
}
