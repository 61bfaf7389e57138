// The C seam to the few Linux calls Glibc's Swift overlay does not expose cleanly: a
// wall-clock timer that is cancelled when the clock is set, signal flags, and the
// terminal's size.
#ifndef PULSE_SYSTEM_SHIM_H
#define PULSE_SYSTEM_SHIM_H
#ifndef _GNU_SOURCE
#define _GNU_SOURCE 1
#endif
#include <fcntl.h>
#include <sys/timerfd.h>
#include <sys/ioctl.h>
#include <signal.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>
#include <errno.h>
#include <string.h>
#include <poll.h>
#include <stddef.h>

/// Arms `fd` to fire at the absolute wall-clock instant `seconds.nanos`, and to be
/// cancelled (read fails with ECANCELED) if the clock is set in between.
static inline int pulse_timerfd_arm(int fd, long long seconds, long nanos) {
    struct itimerspec spec;
    memset(&spec, 0, sizeof spec);
    spec.it_value.tv_sec = (time_t)seconds;
    spec.it_value.tv_nsec = nanos;
    return timerfd_settime(fd, TFD_TIMER_ABSTIME | TFD_TIMER_CANCEL_ON_SET, &spec, NULL);
}

static inline int pulse_timerfd_create(void) {
    return timerfd_create(CLOCK_REALTIME, TFD_NONBLOCK | TFD_CLOEXEC);
}

static inline int pulse_errno(void) { return errno; }

/// A close-on-exec, non-blocking pipe: the self-pipe that wakes the main loop.
static inline int pulse_pipe(int fds[2]) { return pipe2(fds, O_NONBLOCK | O_CLOEXEC); }

/// The terminal's size in cells, or -1.
static inline int pulse_window_size(int fd, int *cols, int *rows) {
    struct winsize ws;
    if (ioctl(fd, TIOCGWINSZ, &ws) != 0 || ws.ws_col == 0 || ws.ws_row == 0) return -1;
    *cols = ws.ws_col;
    *rows = ws.ws_row;
    return 0;
}

/// Installs the quit, resize, child and crash handlers; `wake_fd` is the write end of the
/// self-pipe the main loop polls. Call before initscr, so ncurses leaves them alone.
void pulse_install_handlers(int wake_fd);
/// No core file and no same-user attach for this process; 0 on success.
int pulse_forbid_core_dumps(void);
/// Takes the pending quit signal (0 when none).
int pulse_take_signal(void);
/// Takes the pending resize flag.
int pulse_take_resize(void);
/// Takes the pending suspend request (Ctrl-Z, SIGTSTP).
int pulse_take_suspend(void);
/// Stops the process until SIGCONT, as the default SIGTSTP action would.
void pulse_stop_self(void);
/// Whether `fd` is a Linux virtual console (the KDGETMODE ioctl answers on it).
int pulse_is_virtual_console(int fd);
/// Bytes (at most 63) the crash handler writes after its reset sequence, such as the
/// console's blanking interval to put back; a length of 0 writes none.
void pulse_set_crash_restore(const char *bytes, size_t length);
/// Starts `argv[0]`, looked up on PATH as execvp does, with `argv` and `envp`, without
/// a shell and without waiting: in a session of its own (no terminal, so no key of the
/// user's reaches it), standard input, output and error on /dev/null, no other descriptor
/// of Pulse's, every signal at its default and none blocked. Returns 0 and sets `pid`, or
/// an errno value (ENOENT for a program not found).
int pulse_spawn_detached(char *const argv[], char *const envp[], int *pid);
/// Whether the child `pid` has ended, without waiting: 1 with its status in `status`
/// (reaped), 0 while it runs, -1 when it is no child to wait for.
int pulse_child_ended(int pid, int *status);
/// Reading a status from `pulse_child_ended`: the exit code, or -1 when a signal ended it.
int pulse_exit_code(int status);
/// The signal that ended a child, or 0.
int pulse_exit_signal(int status);
#endif
