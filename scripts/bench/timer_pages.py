"""The timer pages' step: the Countdown and the Interval in each state a user leaves them
in (running, stopped, ended and counting its overtime, waiting at `READY` between
blocks), `termdown 1h` beside the running Countdown, all at once for one window. Each
state is a state file written in the subject's own directories before it starts, as a
Pulse that was left there finds it."""
import time

from bench.steps import SECONDS, idle_table, measure_window, quiet_memory
from bench.subjects import COLUMNS, ROWS, Pane

# The timer pages are off until chosen: each subject's own settings turn them on.
TIMERS_ON = '{"pages":["clock","stopwatch","countdown","interval","github","uptime","settings"]}'
OVERTIME_SECONDS = '{"pages":["countdown"],"clock.showsSeconds":true}'
OVERTIME_MINUTES = '{"pages":["countdown"],"clock.showsSeconds":false}'
# Its names are longer than the idle table's first column.
NAME_WIDTH = 31


def countdown(length, ends_at="null", announced="null"):
    """A countdown's state file: `length` seconds, running to `ends_at` (or "null": set,
    stopped), its end `announced` (rung) at that instant or not ("null")."""
    return ('{"announced":%s,"endsAt":%s,"left":null,"length":%d,"version":1}\n'
            % (announced, ends_at, length))


def interval(block=0, started_at="null", elapsed="null", announced="null"):
    """An interval's state file, of the default plan (25 minutes of focus, 5 of break, 4
    rounds, a long break of 15 every 4, waiting before focus): `block` started at
    `started_at`, or paused with `elapsed` seconds of it gone."""
    return ('{"version":1,"focusMinutes":25,"breakMinutes":5,"rounds":4,"longBreakMinutes":15,"longBreakEvery":4,'
            '"waitBeforeFocus":true,"waitBeforeBreak":false,"block":%d,"startedAt":%s,"elapsed":%s,"announced":%s,'
            '"added":0}\n' % (block, started_at, elapsed, announced))


def subjects(pulse, termdown, homes):
    """(name, environment, argv) of every timer subject. A running block starts a fraction
    of a second off the wall clock's seconds, as a user's does, so the time of day's
    minute is a wake-up of its own; an ended one was announced when it ended, as a Pulse
    that was running then did."""
    now = time.time()
    ended = f"{now - 252:.3f}"  # `+4:12` at the start
    whole = int(now)
    # Started 1,900 s ago: 25 minutes of focus, then 5 of break, which ended 100 s ago;
    # the next focus waits for the user.
    waited = whole - 1900
    countdown_page, interval_page = [pulse, "--page", "countdown"], [pulse, "--page", "interval"]
    return [
        ("pulse countdown running", homes.env("countdown running", preferences=TIMERS_ON,
                                              countdown=countdown(7200, f"{now + 3600:.3f}")), countdown_page),
        ("termdown 1h (countdown)", homes.env("termdown countdown"), [termdown, "1h"]),
        ("pulse countdown stopped", homes.env("countdown stopped", preferences=TIMERS_ON,
                                              countdown=countdown(7200)), countdown_page),
        ("pulse countdown overtime +M:SS", homes.env("countdown overtime", preferences=OVERTIME_SECONDS,
                                                     countdown=countdown(1500, ended, ended)), countdown_page),
        ("pulse countdown overtime +N MIN", homes.env("countdown overtime minutes", preferences=OVERTIME_MINUTES,
                                                      countdown=countdown(1500, ended, ended)), countdown_page),
        ("pulse interval running", homes.env("interval running", preferences=TIMERS_ON,
                                             interval=interval(0, f"{now - 300:.3f}")), interval_page),
        ("pulse interval READY", homes.env("interval waiting", preferences=TIMERS_ON,
                                           interval=interval(0, str(waited), announced=str(waited + 1800))),
         interval_page),
        ("pulse interval paused", homes.env("interval paused", preferences=TIMERS_ON,
                                            interval=interval(0, elapsed="600")), interval_page),
    ]


def timer_pages(pulse, termdown, homes, scratch, idle_results=None):
    """Every timer subject at once for one window: the lines, and the figures judged (the
    private memory of the pages that never fetch over these and `idle_results`' too)."""
    panes = [Pane(name, env, argv, scratch) for name, env, argv in subjects(pulse, termdown, homes)]
    results = measure_window(panes)
    lines = [f"Timer pages, per minute, {COLUMNS}x{ROWS}, {SECONDS} s window, one run:"]
    lines += idle_table(results, NAME_WIDTH)

    def wakes(name, with_preemptions=True):
        found = results[name]
        detail = f"{found['wakeups']:.0f}"
        return found["wakeups"], detail + (f" ({found['preemptions']:.0f} preemptions)" if with_preemptions else "")

    peer = results["termdown 1h (countdown)"]
    counting, detail = wakes("pulse countdown running", with_preemptions=False)
    figures = {
        "countdown_running_wakes": (counting, f"{detail} (termdown 1h: {peer['wakeups']:.0f} wake-ups, "
                                    f"{peer['bytes']:.0f} bytes, {peer['cpu_ms']:.0f} ms CPU)"),
        "countdown_stopped_wakes": wakes("pulse countdown stopped"),
        "countdown_overtime_wakes": wakes("pulse countdown overtime +M:SS", with_preemptions=False),
        "countdown_overtime_minutes_wakes": wakes("pulse countdown overtime +N MIN"),
        "interval_running_wakes": wakes("pulse interval running", with_preemptions=False),
        "interval_waiting_wakes": wakes("pulse interval READY"),
        "interval_stopped_wakes": wakes("pulse interval paused"),
        "rss_quiet": quiet_memory({**(idle_results or {}), **results}),
    }
    return lines, figures
