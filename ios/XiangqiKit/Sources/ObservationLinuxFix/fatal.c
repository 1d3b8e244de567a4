// Debian trixie's swiftlang 6.0.3 ships a libswiftObservation.so that calls
// swift::threading::fatal but no library defining it, so nothing using Observation links on
// Linux. This defines it as the runtime does (print, abort). Linux only; Apple's runtime has it.
#ifdef __linux__
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

void xiangqi_swift_threading_fatal(const char *format, ...) __asm__("_ZN5swift9threading5fatalEPKcz");

void xiangqi_swift_threading_fatal(const char *format, ...) {
    va_list args;
    va_start(args, format);
    vfprintf(stderr, format, args);
    va_end(args);
    abort();
}
#endif
