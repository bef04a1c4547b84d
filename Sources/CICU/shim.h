#include <unicode/ubrk.h>
#include <unicode/uscript.h>

// ICU renames every function with its version (ubrk_open_72) through macros Swift cannot
// see; these wrappers give them one name whatever ICU is installed.
static inline UBreakIterator *draper_ubrk_open(UBreakIteratorType type, const char *locale, const UChar *text,
                                               int32_t length, UErrorCode *status) {
    return ubrk_open(type, locale, text, length, status);
}
static inline void draper_ubrk_close(UBreakIterator *iterator) { ubrk_close(iterator); }
static inline int32_t draper_ubrk_first(UBreakIterator *iterator) { return ubrk_first(iterator); }
static inline int32_t draper_ubrk_next(UBreakIterator *iterator) { return ubrk_next(iterator); }
static inline int32_t draper_ubrk_getRuleStatus(UBreakIterator *iterator) { return ubrk_getRuleStatus(iterator); }
static inline const char *draper_u_errorName(UErrorCode code) { return u_errorName(code); }
