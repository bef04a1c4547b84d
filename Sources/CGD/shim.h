#include <gd.h>
