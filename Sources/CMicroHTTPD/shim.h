#include <sys/socket.h>
#include <microhttpd.h>
