# Pulse: the two commands a new machine needs are `make run` and `make test`; both install
# the system packages they use first.
PREFIX ?= /usr/local
SWIFT ?= swift
# Release builds carry the Swift runtime and Foundation inside the binary: about 6 MB less
# resident memory for a program that runs for months (measured: 30.2 -> 23.9 MB). The link
# drops the debug info (24.0 -> 21.5 MB on disk) but keeps the symbols, so a crash's
# backtrace still names its functions.
BUILD_FLAGS ?= -c release --static-swift-stdlib -Xlinker --strip-debug
# tmux drives the end-to-end tests; python3 and openssl run the loopback test server, curl scripts it;
# tzdata holds the zones the local-time tests compare against `date`.
# console-setup-linux: the console fonts whose Unicode tables the tests check what TERM=linux is sent against.
# x11-utils: luit, which shows Pulse to a test as a terminal in ISO 8859-1 would.
PACKAGES := libncurses-dev libcurl4-openssl-dev tmux python3 openssl curl tzdata console-setup-linux x11-utils
BENCH_PACKAGES := tty-clock
# `make look` photographs every page in a real xterm on a virtual X display and counts the
# seams; ncurses-term has xterm-direct, for truecolor.
LOOK_PACKAGES := xterm xvfb x11-apps x11-utils imagemagick fonts-dejavu-core ncurses-term python3-numpy
LOOK = python3 scripts/look/look.py "$$($(SWIFT) build --show-bin-path)/pulse"
# `make lint` checks the Python too (the bench and the loopback server).
LINT_PACKAGES := pyflakes3 pycodestyle
PYTHON_SOURCES := scripts/bench.py scripts/encodings_price.py scripts/order_search.py scripts/burn_in.py Tests/LoopbackServer/server.py Tests/PeakMemory/peak.py \
	scripts/look/look.py scripts/look/keys.py scripts/look/seams
# The console unit (contrib/systemd/pulse@.service) is a system unit; it runs Pulse as
# PULSE_USER, never root by default: create the user, or name your own.
SYSTEMD_UNIT_DIR ?= $(PREFIX)/lib/systemd/system
PULSE_USER ?= pulse

.PHONY: run build test soak bench fuzz deps bench-deps look look-deps screens install install-unit uninstall lint format clean

# Installs missing Debian packages: directly as root, otherwise prints the command and stops.
deps:
	@sh scripts/ensure-packages.sh $(PACKAGES)

bench-deps:
	@sh scripts/ensure-packages.sh $(PACKAGES) $(BENCH_PACKAGES)
	@command -v termdown >/dev/null 2>&1 || python3 -m pip install --quiet termdown

build: deps
	$(SWIFT) build $(BUILD_FLAGS) --product pulse

run: build
	"$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/pulse" $(ARGS)

look-deps:
	@sh scripts/ensure-packages.sh $(LOOK_PACKAGES)
	@python3 -c "import numpy" 2>/dev/null || python3 -m pip install --quiet numpy

# The end-to-end tests drive the built binary in tmux, so it is built first. Then the seam
# check, at one font size, where a real xterm can be started.
test: deps
	$(SWIFT) build --product pulse
	$(SWIFT) test --parallel --num-workers 2
	@if command -v xterm >/dev/null && command -v Xvfb >/dev/null && python3 -c "import numpy" 2>/dev/null; then \
	    $(LOOK) --fonts 14 --colors 256,none; \
	else echo "seam check skipped: no xterm, Xvfb or numpy here (make look installs them)"; fi

# Every screen at 80x24, 120x40 and 200x60, fonts 11, 14 and 18, four colour modes, in a
# real xterm: fails on any seam line. About ten minutes.
look: look-deps
	$(SWIFT) build --product pulse
	$(LOOK) --colors truecolor,256,16,none

# The README's photographs of the five pages (design/screens/*.png), taken again.
screens: look-deps
	$(SWIFT) build --product pulse
	$(LOOK) --readme design/screens --screens clock --sizes 80x24 --fonts 14 --colors 256

# The time and abuse suites, lived longer: a year of wall clock with jumps and every zone's
# DST, 100,000 random terminal events and 10,000 resizes.
soak: deps
	$(SWIFT) build --product pulse
	PULSE_SOAK_DAYS=366 PULSE_SOAK_SCALE=10 $(SWIFT) test --filter 'TimeSoakTests|AbuseEndToEndTests'

# libFuzzer on every parser of outside bytes, FUZZ_SECONDS (default 120) each.
fuzz: deps
	sh scripts/fuzz.sh

bench: bench-deps
	$(SWIFT) build $(BUILD_FLAGS) --product pulse
	$(SWIFT) build $(BUILD_FLAGS) --product pulse-net-bench
	$(SWIFT) build $(BUILD_FLAGS) --product pulse-core-bench
	python3 scripts/bench.py "$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)"

install: build install-unit
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(DESTDIR)$(PREFIX)/share/pulse" "$(DESTDIR)$(PREFIX)/share/man/man1"
	install -m 0755 "$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/pulse" "$(DESTDIR)$(PREFIX)/bin/pulse"
	install -m 0644 Fonts/pulse.bdf "$(DESTDIR)$(PREFIX)/share/pulse/pulse.bdf"
	install -m 0644 Sources/pulse/pulse.1 "$(DESTDIR)$(PREFIX)/share/man/man1/pulse.1"

# The unit with the installed binary's path and its user filled in; needs no build.
install-unit:
	install -d "$(DESTDIR)$(SYSTEMD_UNIT_DIR)"
	sed -e 's|@BINDIR@|$(PREFIX)/bin|g' -e 's|@PULSE_USER@|$(PULSE_USER)|g' contrib/systemd/pulse@.service \
	    > "$(DESTDIR)$(SYSTEMD_UNIT_DIR)/pulse@.service"
	chmod 0644 "$(DESTDIR)$(SYSTEMD_UNIT_DIR)/pulse@.service"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/pulse" "$(DESTDIR)$(PREFIX)/share/pulse/pulse.bdf" \
	      "$(DESTDIR)$(PREFIX)/share/man/man1/pulse.1" "$(DESTDIR)$(SYSTEMD_UNIT_DIR)/pulse@.service"

lint:
	@sh scripts/ensure-packages.sh $(LINT_PACKAGES)
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests Fuzz
	pyflakes3 $(PYTHON_SOURCES)
	pycodestyle --max-line-length=120 $(PYTHON_SOURCES)

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests Fuzz

clean:
	rm -rf .build
