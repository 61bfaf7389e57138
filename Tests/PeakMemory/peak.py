#!/usr/bin/env python3
"""peak.py REPORT SECONDS PROGRAM [ARGUMENT ...]: runs PROGRAM, kills it after SECONDS, and
writes "STATUS PEAK_KIB" to REPORT (STATUS: the exit code, 128 + a signal, or "killed").

Why a process of its own: a test runner's posix_spawn is a vfork, and the kernel gives the
child the maximum RSS of the memory it leaves at exec, the runner's, so the child's peak
read by the runner is the runner's own (100 MB and more). Forked from this small process,
the program starts from a clean count."""
import os
import signal
import sys
import time


def main():
    report, seconds, argv = sys.argv[1], float(sys.argv[2]), sys.argv[3:]
    pid = os.fork()
    if pid == 0:
        try:
            os.execv(argv[0], argv)
        finally:
            os._exit(127)
    deadline = time.monotonic() + seconds
    killed = False
    while True:
        reaped, status, usage = os.wait4(pid, os.WNOHANG)
        if reaped == pid:
            break
        if time.monotonic() > deadline:
            os.kill(pid, signal.SIGKILL)
            killed = True
            _, status, usage = os.wait4(pid, 0)
            break
        time.sleep(0.01)
    code = os.waitstatus_to_exitcode(status)
    outcome = "killed" if killed else str(code if code >= 0 else 128 - code)
    with open(report, "w") as f:
        f.write(f"{outcome} {usage.ru_maxrss}\n")


if __name__ == "__main__":
    main()
