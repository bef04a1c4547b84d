#include <hyphen.h>
