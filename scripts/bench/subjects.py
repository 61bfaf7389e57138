"""What is run: each subject a process started by the bench with an environment of its
own (`isolation.Homes`), in a tmux pane, through a pty, or as a plain child, and what
the bench reads of it while it runs."""
import itertools
import json
import os
import subprocess
import sys
import time
import urllib.request

from bench.isolation import check_environment, shell

COLUMNS, ROWS = 200, 50
# A number for every pane's tmux socket: a name used again could reach a server of the
# same name still shutting down, and the new pane would die with it.
PANES = itertools.count(1)
# The bench's own requests to the loopback server go direct, whatever proxy the runner sets.
DIRECT = urllib.request.build_opener(urllib.request.ProxyHandler({}))


def tmux(socket, *args):
    return subprocess.run(["tmux", "-L", socket, *args], capture_output=True, text=True, check=False).stdout


def served(base, path):
    """How many requests for `path` the loopback server at `base` has answered."""
    return int(DIRECT.open(f"{base}/count?path={path}", timeout=5).read())


class Pane:
    """One subject in a tmux pane of COLUMNS x ROWS, its environment checked against the
    one it was given; its output piped to a file from the start (`settle` watches it) and
    to `raw` from `attach` on."""

    def __init__(self, name, env, argv, scratch):
        self.name, self.env = name, env
        self.socket = f"pulse-bench-{os.getpid()}-{next(PANES)}-" + "".join(c if c.isalnum() else "-" for c in name)
        self.raw = os.path.join(scratch, self.socket + ".raw")
        self.started = self.raw + ".start"
        tmux(self.socket, "-f", "/dev/null", "new-session", "-d", "-x", str(COLUMNS), "-y", str(ROWS),
             shell(env, argv))
        tmux(self.socket, "pipe-pane", "-o", f"cat >> {self.started}")
        self.pid = None

    def process(self):
        """The subject's pid: the pane's own process (`exec` all the way)."""
        for _ in range(20):
            pane = tmux(self.socket, "display", "-p", "#{pane_pid}").strip()
            if pane:
                break
            time.sleep(0.1)
        if not pane:
            raise SystemExit(f"bench: subject {self.name} is not running")
        self.pid = int(pane)
        check_environment(self.pid, self.env)
        return self.pid

    def attach(self):
        self.process()
        open(self.raw, "wb").close()
        tmux(self.socket, "pipe-pane")
        tmux(self.socket, "pipe-pane", "-o", f"cat >> {self.raw}")

    def screen(self):
        # -N: tmux 3.3 drops a lit space that ends a line's written cells.
        return tmux(self.socket, "capture-pane", "-p", "-e", "-N")

    def written(self):
        return os.path.getsize(self.raw)

    def kill(self):
        tmux(self.socket, "kill-server")


def settle(panes, quiet=1.5, longest=20):
    """Waits until no pane has written for `quiet` seconds (their first frames are out,
    however slowly a busy machine draws them), at most `longest` seconds."""
    began = time.monotonic()
    sizes = None
    while time.monotonic() - began < longest:
        now = [os.path.getsize(p.started) if os.path.exists(p.started) else 0 for p in panes]
        if now == sizes and all(now):
            return
        sizes = now
        time.sleep(quiet)


# A minute boundary of 2026-08-30 UTC, placed a few seconds from now with PULSE_TIME_OFFSET.
BOUNDARY_DAY = 1_788_048_000


class Boundary(Pane):
    """Pulse's Clock across the boundary into 14:`minute` UTC, placed a few seconds from
    now with PULSE_TIME_OFFSET so no real minute has to be waited for. The heal sends the
    frame whole at each orbit step, every 10 minutes of UTC, so a tens or hour roll-over is
    a whole frame; `diff_alone` shows the same local minute in a zone five minutes east of
    UTC (`<+0005>-0:05`), where it is no orbit step, so only the changed cells go out.
    `start`, then `finish` 2.5 s later (the first frame drawn, the window holding only the
    boundary): several run at once."""

    def __init__(self, pulse, minute, homes, scratch, diff_alone=False, env=None):
        boundary = BOUNDARY_DAY + 14 * 3600 + minute * 60 - (300 if diff_alone else 0)
        self.offset = boundary - (time.time() + 4)
        env = env or homes.env(f"boundary {minute} {int(diff_alone)}")
        env.update(TZ="<+0005>-0:05" if diff_alone else "UTC", PULSE_TIME_OFFSET=str(self.offset))
        super().__init__(f"boundary {minute} {int(diff_alone)}", env, [pulse, "--page", "clock"], scratch)

    def measure(self):
        """Bytes written across the boundary and the screen after it, 3.5 s after
        `attach`."""
        screen = self.screen()
        self.kill()
        return self.written(), screen


def boundaries(pulse, minutes, homes, scratch, diff_alone=False, at_once=3):
    """Bytes across each boundary into 14:MM for `minutes`, `at_once` at a time."""
    sizes = []
    for i in range(0, len(minutes), at_once):
        panes = [Boundary(pulse, m, homes, scratch, diff_alone) for m in minutes[i:i + at_once]]
        time.sleep(2.5)
        for pane in panes:
            pane.attach()
        time.sleep(3.5)
        sizes += [pane.measure()[0] for pane in panes]
    return sizes


def start_server():
    """The tests' loopback server: demo GitHub and uptime answers, and slow replies."""
    here = os.path.dirname(os.path.abspath(__file__))
    server = subprocess.Popen([sys.executable, os.path.join(here, "..", "..", "Tests", "LoopbackServer", "server.py")],
                              stdout=subprocess.PIPE, text=True, env={"PATH": "/usr/bin:/bin"})
    return server, int(server.stdout.readline().split()[1])


def run_json(argv, env):
    """A bench program's JSON answer, and whether it exited 0."""
    run = subprocess.run(argv, capture_output=True, text=True, check=False, env=env)
    try:
        return json.loads(run.stdout), run.returncode == 0
    except ValueError:
        return {}, False


def snapshots(pulse, env, page, instants, size="200x50"):
    """`pulse snapshot` frames of `page` at each ISO instant, in 256 colours."""
    return [subprocess.run([pulse, "snapshot", page, "--size", size, "--at", at, "--format", "frame", "--color", "256"],
                           capture_output=True, text=True, check=True, env=env).stdout for at in instants]


COLLECTOR = """import os, sys
pid = os.fork()
if pid == 0:
    os.execv(sys.argv[2], sys.argv[2:])
_, _, usage = os.wait4(pid, 0)
open(sys.argv[1], 'w').write(f'{usage.ru_nvcsw} {usage.ru_nivcsw}')
os.system('sleep 60')
"""


def transfer_thread_switches(pulse, env, base, scratch, main_thread, seconds=45):
    """Context switches of the Uptime page's transfer threads, which /proc forgets when
    each ends: Pulse runs under a parent that collects its rusage with wait4 (every thread,
    the ended ones included); what the main thread's own counters do not hold belongs to
    the others. Returns (wake-ups per refresh, preemptions per refresh, refreshes)."""
    record = os.path.join(scratch, "rusage")
    parent = os.path.join(scratch, "collect.py")
    with open(parent, "w") as f:
        f.write(COLLECTOR)
    before = served(base, "/api/uptime/listall")
    pane = Pane("threads", env, [sys.executable, parent, record, pulse, "--page", "uptime"], scratch)
    time.sleep(seconds)
    wrapper = tmux(pane.socket, "display", "-p", "#{pane_pid}").strip()
    pid = int(subprocess.run(["pgrep", "-P", wrapper], capture_output=True, text=True).stdout.split()[0])
    check_environment(pid, env)
    voluntary_main, involuntary_main = main_thread(pid)
    refreshes = max(1, served(base, "/api/uptime/listall") - before)
    os.kill(pid, 15)
    for _ in range(100):
        if os.path.exists(record) and os.path.getsize(record):
            break
        time.sleep(0.05)
    pane.kill()
    voluntary, involuntary = map(int, open(record).read().split())
    return (voluntary - voluntary_main) / refreshes, (involuntary - involuntary_main) / refreshes, refreshes


def page_for_an_hour(pulse, env, scratch, rss_mb):
    """Peak RSS of the interactive program over an hour of its own time lived in a minute
    (PULSE_TIME_SCALE=60): paging through every page twice a second, so each page's
    refreshes, weather lookups, countdowns and redraws run many times. Sampled after ten
    simulated minutes and after the hour: nothing may grow."""
    pane = Pane("memory", {**env, "PULSE_TIME_SCALE": "60"}, [pulse, "--page", "clock"], scratch)
    time.sleep(1)
    pid = pane.process()
    samples, began, step = [], time.monotonic(), 0
    keys = ["PPage"] * 4 + ["NPage"] * 4
    while time.monotonic() - began < 60:
        tmux(pane.socket, "send-keys", keys[step % len(keys)])
        step += 1
        time.sleep(0.5)
        if not samples and time.monotonic() - began >= 10:
            samples.append(rss_mb(pid))
    samples.append(rss_mb(pid))
    pane.kill()
    return samples[0], samples[-1], step


def read_until_quiet(fd, quiet):
    """Reads `fd` until nothing arrives for `quiet` seconds; the time of the last chunk."""
    import select
    last = None
    while True:
        ready, _, _ = select.select([fd], [], [], quiet)
        if not ready:
            return last
        try:
            if not os.read(fd, 65536):
                return last
        except OSError:
            return last
        last = time.monotonic()


def in_a_pty(argv, env, keys=b""):
    """Runs `argv` in a pty of COLUMNS x ROWS: seconds from the start to the last byte of
    its first frame (a frame is one write), then for each of `keys` the seconds to the
    changed frame; `q` quits it."""
    import fcntl
    import pty
    import struct
    import termios
    began = time.monotonic()
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLUMNS, 0, 0))
        os.execve(argv[0], argv, env)
    first = read_until_quiet(fd, 0.3)
    changes = []
    for key in keys:
        pressed = time.monotonic()
        os.write(fd, bytes([key]))
        changed = read_until_quiet(fd, 0.1)
        if changed:
            changes.append(changed - pressed)
    os.write(fd, b"q")
    os.waitpid(pid, 0)
    os.close(fd)
    return (first - began if first else None), changes


def latencies(pulse, tty_clock, homes, runs=8):
    """Pulse's start to its first complete frame and a key to the changed frame, and
    tty-clock's start to its first frame through the same pty, the two alternating so the
    machine's load falls on both. Returns the lists of seconds."""
    pulse_starts, tty_starts, keys = [], [], []
    for _ in range(runs):
        start, changes = in_a_pty([pulse, "--page", "clock"], homes.env("latency"), b"lhlhlh")
        pulse_starts.append(start)
        keys += changes
        tty_starts.append(in_a_pty([tty_clock, "-c"], homes.env("latency tty-clock"))[0])
    return [s for s in pulse_starts if s], [s for s in tty_starts if s], keys


FIXTURES = "Tests/PulseCoreTests/Fixtures/github-contributions/"
PAGES = [FIXTURES + "leafbird-contributions-fragment-2025-03-02_to_2026-03-06.html",
         FIXTURES + "torvalds-contributions-fragment-2025-06-15_to_2026-06-17.html"]


def regex_parse_rate():
    """MB/s of the obvious alternative: Python regular expressions over the same pages."""
    import re
    pages = [open(p, "rb").read() for p in PAGES]
    cell = re.compile(rb'<td[^>]*ContributionCalendar-day[^>]*>', re.I)
    tip = re.compile(rb'<tool-tip[^>]*for="([^"]*)"[^>]*>([^<]*)</tool-tip>', re.I)
    runs, start = 0, time.monotonic()
    while time.monotonic() - start < 0.5:
        for page in pages:
            cell.findall(page)
            tip.findall(page)
        runs += 1
    return runs * sum(map(len, pages)) / (time.monotonic() - start) / 1e6


def core_rounds(bin_dir, env, rounds=3):
    """pulse-core-bench's figures and the Python reference's MB/s, alternately `rounds`
    times, so both see the same load: the rounds' answers and rates."""
    answers, references = [], []
    for _ in range(rounds):
        answer, _ = run_json([os.path.join(bin_dir, "pulse-core-bench"), *PAGES], env)
        if answer:
            answers.append(answer)
        references.append(regex_parse_rate())
    return answers, references


# The Uptime page per source: (name, --uptime words given the server's base, credentials,
# the path the server counts).
UPTIME_SOURCES = [
    ("kuma", "kuma:{base}/status/main", None, "/api/status-page/heartbeat/main"),
    ("healthchecks", "healthchecks:{base}", '{{"healthchecks.api-key@{base}":"hc_test_key"}}', "/api/v3/checks/"),
    ("uptimerobot", "uptimerobot", '{{"uptimerobot.api-key":"ur_test_key"}}', "/v2/getMonitors"),
    ("gatus", "gatus:{base}", None, "/api/v1/endpoints/statuses"),
    ("betterstack", "betterstack", '{{"betterstack.api-token":"bs_test_token"}}', "/api/v2/monitors"),
]


def uptime_source_panes(pulse, homes, scratch):
    """Every source's Uptime page in a pane of its own: (name, counted path, pane)."""
    base = homes.base_url
    panes = []
    for name, words, credentials, path in UPTIME_SOURCES:
        env = homes.env(f"source {name}", credentials=credentials and credentials.format(base=base))
        argv = [pulse, "--page", "uptime", "--uptime", words.format(base=base)]
        panes.append((name, path, Pane(f"pulse uptime {name}", env, argv, scratch)))
    return panes
