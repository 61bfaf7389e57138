// The C seam to ncursesw. SwiftPM drops the -D_XOPEN_SOURCE flag that ncursesw.pc asks for,
// so the wide-character API is switched on here. Macros and C globals are not importable
// into Swift 6, so each one we use gets a static inline accessor.
#ifndef PULSE_CNCURSES_SHIM_H
#define PULSE_CNCURSES_SHIM_H
#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <ncursesw/ncurses.h>
#include <ncursesw/term.h>
#include <unistd.h>
#include <string.h>

static inline WINDOW *pulse_stdscr(void) { return stdscr; }
static inline FILE *pulse_stdout_file(void) { return stdout; }
static inline FILE *pulse_stdin_file(void) { return stdin; }
static inline int pulse_colors(void) { return COLORS; }
static inline int pulse_lines(void) { return LINES; }
static inline int pulse_cols(void) { return COLS; }

/// The terminfo capability "RGB" (direct colour), or a colour count of 2^24 and more.
static inline int pulse_has_direct_colour(void) {
    int flag = tigetflag("RGB");
    return flag > 0 || COLORS >= 0x1000000;
}

/// What `pulse_probe_terminal` found.
enum {
    PULSE_TERMINAL_USABLE = 0,
    PULSE_TERMINAL_NO_ENTRY = 1,
    PULSE_TERMINAL_NO_DATABASE = 2,
    PULSE_TERMINAL_NO_CURSOR_ADDRESSING = 3,
};

/// Reads the terminfo entry for `name` without taking the screen (newterm would), and says
/// whether it can address the cursor (`cup`), which the display needs. A hardcopy entry is
/// refused by setupterm itself and counts as one that cannot.
static inline int pulse_probe_terminal(const char *name) {
    int status = 0;
    if (setupterm(name, fileno(stdout), &status) != OK) {
        if (status == 1) return PULSE_TERMINAL_NO_CURSOR_ADDRESSING;
        return status == -1 ? PULSE_TERMINAL_NO_DATABASE : PULSE_TERMINAL_NO_ENTRY;
    }
    const char *cup = tigetstr("cup");
    int result = cup == NULL || cup == (char *)-1 ? PULSE_TERMINAL_NO_CURSOR_ADDRESSING : PULSE_TERMINAL_USABLE;
    del_curterm(cur_term);
    return result;
}

/// Whether the current terminal's terminfo entry has the string capability `name`.
static inline int pulse_has_capability(const char *name) {
    const char *value = tigetstr(name);
    return value != NULL && value != (char *)-1;
}

/// Whether the terminfo entry has the boolean capability `name` (such as `bce`).
static inline int pulse_has_flag(const char *name) {
    return tigetflag(name) > 0;
}

/// Whether bold can stand for the bright half of an eight-colour palette: the entry has
/// `bold` and its `ncv` (attributes that do not mix with colour) does not name bold. No
/// terminfo capability says outright that bold brightens; where bold mixes with colour on
/// an eight-colour terminal (the Linux console, screen, xterm's default) it does.
static inline int pulse_bold_brightens(void) {
    if (!pulse_has_capability("bold")) return 0;
    int ncv = tigetnum("ncv");
    return ncv < 0 || (ncv & 32) == 0;
}

/// Where `pulse_capability_bytes` collects what tputs sends, and how much it holds: tputs
/// passes its callback no context (the main thread alone calls it).
static inline unsigned char *pulse_capability_collector(int **length) {
    static unsigned char buffer[256];
    static int used = 0;
    *length = &used;
    return buffer;
}

static inline int pulse_collect_capability_byte(int c) {
    int *used = NULL;
    unsigned char *buffer = pulse_capability_collector(&used);
    if (*used < 256) buffer[(*used)++] = (unsigned char)c;
    return c;
}

/// The string capability `name` of the current terminal as the bytes to send, padding
/// included, copied into `bytes` (at most `capacity`); their count, 0 when it has none.
/// Pulse sends them itself, in order with its own writes, never blocking on the terminal.
static inline int pulse_capability_bytes(const char *name, unsigned char *bytes, int capacity) {
    if (!pulse_has_capability(name)) return 0;
    int *used = NULL;
    unsigned char *buffer = pulse_capability_collector(&used);
    *used = 0;
    tputs(tigetstr(name), 1, pulse_collect_capability_byte);
    int count = *used < capacity ? *used : capacity;
    memcpy(bytes, buffer, (size_t)count);
    return count;
}
#endif
