/*
 * Linked into the package's binary where it is built against a C library newer than
 * Debian 12's (glibc 2.36), so that one package made on Debian 13 installs on both.
 *
 * The static Swift runtime and Foundation that Debian 13's swiftlang ships were compiled
 * against glibc 2.41, and reach seven symbols only glibc 2.35 or 2.38 versions: the C23
 * spellings of strtol, strtoll and sscanf, strlcpy, and new versions of fmod, fmodf and
 * hypotf. Each is defined here, hidden (so nothing outside the binary binds to it), by
 * the older function that means the same for what Pulse reads: C23 adds only the "0b"
 * prefix, which no number Pulse parses has. The maths functions call the version every
 * glibc since the architecture's first carries, named with .symver, because the 2.35 and
 * 2.38 ones differ only in speed. `packaging/glibc-floor.sh` builds this where it is
 * needed; the package check installs the result on Debian 12 to show it works.
 *
 * No C library header is included: glibc 2.38's <stdlib.h> would turn strtol below into
 * __isoc23_strtol, the very symbol defined here.
 */
#include <stdarg.h>
#include <stddef.h>

#if defined(__aarch64__)
#define PULSE_GLIBC_FIRST "GLIBC_2.17"
#elif defined(__x86_64__)
#define PULSE_GLIBC_FIRST "GLIBC_2.2.5"
#else
#error "glibc-floor.c knows the first glibc version of aarch64 and x86_64 only"
#endif

#define PULSE_HIDDEN __attribute__((visibility("hidden")))

long strtol(const char *text, char **end, int base);
long long strtoll(const char *text, char **end, int base);
int __isoc99_vsscanf(const char *text, const char *format, va_list arguments);

double pulse_first_fmod(double x, double y);
float pulse_first_fmodf(float x, float y);
float pulse_first_hypotf(float x, float y);
__asm__(".symver pulse_first_fmod, fmod@" PULSE_GLIBC_FIRST);
__asm__(".symver pulse_first_fmodf, fmodf@" PULSE_GLIBC_FIRST);
__asm__(".symver pulse_first_hypotf, hypotf@" PULSE_GLIBC_FIRST);

PULSE_HIDDEN long __isoc23_strtol(const char *text, char **end, int base)
{
    return strtol(text, end, base);
}

PULSE_HIDDEN long long __isoc23_strtoll(const char *text, char **end, int base)
{
    return strtoll(text, end, base);
}

PULSE_HIDDEN int __isoc23_sscanf(const char *text, const char *format, ...)
{
    va_list arguments;
    va_start(arguments, format);
    int read = __isoc99_vsscanf(text, format, arguments);
    va_end(arguments);
    return read;
}

/* BSD's strlcpy: copies what fits with its terminator, returns the length of source. */
PULSE_HIDDEN size_t strlcpy(char *destination, const char *source, size_t size)
{
    size_t length = 0;
    while (source[length] != '\0') {
        length++;
    }
    if (size > 0) {
        size_t copied = length < size - 1 ? length : size - 1;
        for (size_t index = 0; index < copied; index++) {
            destination[index] = source[index];
        }
        destination[copied] = '\0';
    }
    return length;
}

PULSE_HIDDEN double fmod(double x, double y)
{
    return pulse_first_fmod(x, y);
}

PULSE_HIDDEN float fmodf(float x, float y)
{
    return pulse_first_fmodf(x, y);
}

PULSE_HIDDEN float hypotf(float x, float y)
{
    return pulse_first_hypotf(x, y);
}
