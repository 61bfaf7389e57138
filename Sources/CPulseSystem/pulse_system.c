#include "pulse_system.h"
#include <sys/prctl.h>
#include <sys/resource.h>
#include <linux/kd.h>

/// Signal bookkeeping lives in C because a Swift closure cannot be an async-signal-safe
/// handler that touches globals under strict concurrency.
static volatile sig_atomic_t pulse_signal_pending = 0;
static volatile sig_atomic_t pulse_resize_pending = 0;
static volatile sig_atomic_t pulse_suspend_pending = 0;
static int pulse_wake_fd = -1;
static struct termios pulse_saved_termios;
static int pulse_saved_termios_valid = 0;
static const char pulse_reset_sequence[] =
    "\033[?1000l\033[?1002l\033[?1003l\033[?1006l\033[?2004l\033[0m\033[?25h\033[?1049l\r\n";

/// What this run changed that only it knows how to put back (the console's blanking), set
/// once the screen is taken; the length is set last so a crash in between writes nothing.
static char pulse_crash_restore[64];
static volatile sig_atomic_t pulse_crash_restore_length = 0;

static void pulse_on_signal(int sig) {
    int saved = errno;
    if (sig == SIGWINCH) pulse_resize_pending = 1;
    else if (sig == SIGTSTP) pulse_suspend_pending = 1;
    /* A child ended (a command run at a timer's end): waking is all, the loop reaps it. */
    else if (sig == SIGCHLD) {}
    else pulse_signal_pending = sig;
    if (pulse_wake_fd >= 0) { char b = 1; ssize_t r = write(pulse_wake_fd, &b, 1); (void)r; }
    errno = saved;
}

/// A crash in curses mode would leave the terminal raw and invisible: put it back,
/// then die the way the signal meant to.
static void pulse_on_crash(int sig) {
    if (pulse_saved_termios_valid) tcsetattr(STDIN_FILENO, TCSANOW, &pulse_saved_termios);
    ssize_t r = write(STDOUT_FILENO, pulse_reset_sequence, sizeof pulse_reset_sequence - 1);
    if (pulse_crash_restore_length > 0) r = write(STDOUT_FILENO, pulse_crash_restore, (size_t)pulse_crash_restore_length);
    (void)r;
    signal(sig, SIG_DFL);
    raise(sig);
}

/// Every signal whose default action ends the process and that is not a fault of its own
/// (Ctrl-\ sends SIGQUIT): each quits through the main loop, which gives the terminal back
/// first, like SIGTERM. The real-time signals (SIGRTMIN to SIGRTMAX) join them below.
static const int pulse_quit_signals[] = {
    SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF,
#ifdef SIGIO
    SIGIO,
#endif
#ifdef SIGPWR
    SIGPWR,
#endif
#ifdef SIGSTKFLT
    SIGSTKFLT,
#endif
};

/// Signals that end the process with a core, as a fault would: the terminal is put back
/// from the handler itself, since the main loop may never run again. SIGSYS is a refused
/// system call, SIGXCPU the CPU limit (SIGKILL follows at the hard limit).
static const int pulse_crash_signals[] = {
    SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGSYS, SIGXCPU,
};

/// Installs the quit, resize and crash handlers; `wake_fd` is the write end of the
/// self-pipe the main loop polls. Call before initscr, so ncurses leaves them alone.
void pulse_install_handlers(int wake_fd) {
    pulse_wake_fd = wake_fd;
    if (tcgetattr(STDIN_FILENO, &pulse_saved_termios) == 0) pulse_saved_termios_valid = 1;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = pulse_on_signal;
    sigemptyset(&sa.sa_mask);
    for (size_t i = 0; i < sizeof pulse_quit_signals / sizeof pulse_quit_signals[0]; i++)
        sigaction(pulse_quit_signals[i], &sa, NULL);
    for (int sig = SIGRTMIN; sig <= SIGRTMAX; sig++) sigaction(sig, &sa, NULL);
    sigaction(SIGWINCH, &sa, NULL);
    /* Ctrl-Z: the main loop gives the terminal back before it stops. */
    sigaction(SIGTSTP, &sa, NULL);
    /* A child that ended wakes the loop to be reaped at once; one that only stopped does
       not, and a call it interrupts goes on. */
    struct sigaction child = sa;
    child.sa_flags = SA_NOCLDSTOP | SA_RESTART;
    sigaction(SIGCHLD, &child, NULL);
    struct sigaction crash;
    memset(&crash, 0, sizeof crash);
    crash.sa_handler = pulse_on_crash;
    sigemptyset(&crash.sa_mask);
    for (size_t i = 0; i < sizeof pulse_crash_signals / sizeof pulse_crash_signals[0]; i++)
        sigaction(pulse_crash_signals[i], &crash, NULL);
    signal(SIGPIPE, SIG_IGN);
    /* A write past the file-size limit should fail with EFBIG, not kill the display. */
    signal(SIGXFSZ, SIG_IGN);
}

/// A process that reads an API key leaves no core file behind, and other processes of the
/// same user cannot attach to it or read its memory (as ssh-agent does).
int pulse_forbid_core_dumps(void) {
    struct rlimit none = {0, 0};
    int limited = setrlimit(RLIMIT_CORE, &none);
    int undumpable = prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
    return limited == 0 && undumpable == 0 ? 0 : -1;
}

/// Takes the pending quit signal (0 when none).
int pulse_take_signal(void) { int s = pulse_signal_pending; pulse_signal_pending = 0; return s; }
/// Takes the pending resize flag.
int pulse_take_resize(void) { int r = pulse_resize_pending; pulse_resize_pending = 0; return r; }

int pulse_take_suspend(void) { int s = pulse_suspend_pending; pulse_suspend_pending = 0; return s; }

void pulse_stop_self(void) { raise(SIGSTOP); }

int pulse_is_virtual_console(int fd) {
    int mode = 0;
    return ioctl(fd, KDGETMODE, &mode) == 0;
}

void pulse_set_crash_restore(const char *bytes, size_t length) {
    pulse_crash_restore_length = 0;
    if (length >= sizeof pulse_crash_restore) length = sizeof pulse_crash_restore - 1;
    memcpy(pulse_crash_restore, bytes, length);
    pulse_crash_restore_length = (sig_atomic_t)length;
}
