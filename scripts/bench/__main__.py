"""`python3 -m bench BIN_DIR`: runs the steps in order, prints what each measured, then
every budget; exits 1 while a budget is missed or a subject is not isolated."""
import os
import subprocess
import sys
import sysconfig

from bench import steps
from bench.budgets import verdict_lines
from bench.calendar_read import calendar
from bench.isolation import Homes, resolve
from bench.subjects import start_server
from burn_in import burn_in_rows


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: python3 -m bench BIN_DIR (the folder holding pulse and the bench executables)")
    bin_dir = os.path.abspath(sys.argv[1])
    pulse = os.path.join(bin_dir, "pulse")
    tty_clock = resolve("tty-clock")
    termdown = os.path.join(sysconfig.get_path("scripts"), "termdown")
    termdown = termdown if os.path.exists(termdown) else resolve("termdown")
    scratch = subprocess.run(["mktemp", "-d"], capture_output=True, text=True, check=True).stdout.strip()
    server, port = start_server()
    homes = Homes(scratch, port)
    try:
        figures = {}

        def record(lines, judged):
            print("\n".join(lines) + "\n", flush=True)
            figures.update(judged)

        record(*steps.guard(pulse, homes, scratch))
        lines, judged, results = steps.idle(pulse, tty_clock, termdown, homes, scratch)
        record(lines, judged)
        record(*steps.hour(pulse, homes, scratch, results))
        record(*steps.seconds_mode(pulse, homes, results))
        record(*steps.memory(pulse, homes, scratch))
        record(*steps.transfer_threads(pulse, homes, scratch, results))
        record(*steps.starts_and_keys(pulse, tty_clock, homes))
        record(*steps.transfers(bin_dir, homes))
        record(*steps.uptime_sources(pulse, homes, scratch))
        record(*steps.core(bin_dir, homes))
        record(*calendar(bin_dir, homes, scratch))
        record(*burn_in_rows(pulse, homes.env("burn-in")))
        record(*steps.footprint(pulse))
    finally:
        server.kill()
    lines, missed = verdict_lines(figures)
    print("\n".join(lines))
    sys.exit(1 if missed else 0)


if __name__ == "__main__":
    main()
