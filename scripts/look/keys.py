#!/usr/bin/env python3
"""keys.py DELAY KEYS -- CMD...: run CMD on a terminal of its own, type KEYS into it after
DELAY seconds, and pass everything else through: how `make look` opens the help (`?`) in
a real xterm, which has no way to be typed at from outside without a window manager."""
import fcntl
import os
import pty
import select
import struct
import sys
import termios
import time


def main():
    delay, keys = float(sys.argv[1]), sys.argv[2].encode()
    command = sys.argv[sys.argv.index("--") + 1:]
    size = fcntl.ioctl(0, termios.TIOCGWINSZ, struct.pack("HHHH", 0, 0, 0, 0))
    pid, master = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, size)
        os.execvp(command[0], command)
    saved = termios.tcgetattr(0)
    raw = termios.tcgetattr(0)
    raw[3] &= ~(termios.ECHO | termios.ICANON)
    termios.tcsetattr(0, termios.TCSANOW, raw)
    typed_at = time.monotonic() + delay
    try:
        while True:
            wait = max(0.0, typed_at - time.monotonic()) if keys else None
            ready, _, _ = select.select([master, 0], [], [], wait)
            if keys and time.monotonic() >= typed_at:
                os.write(master, keys)
                keys = b""
            if master in ready:
                try:
                    data = os.read(master, 65536)
                except OSError:
                    break
                if not data:
                    break
                os.write(1, data)
            if 0 in ready:
                os.write(master, os.read(0, 1024))
    finally:
        termios.tcsetattr(0, termios.TCSANOW, saved)


if __name__ == "__main__":
    main()
