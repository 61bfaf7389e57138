# Pulse: the two commands a new machine needs are `make run` and `make test`; both install
# the system packages they use first.
PREFIX ?= /usr/local
SWIFT ?= swift
# Release builds carry the Swift runtime and Foundation inside the binary: about 6 MB less
# resident memory for a program that runs for months (measured: 30.2 -> 23.9 MB).
BUILD_FLAGS ?= -c release --static-swift-stdlib
# tmux drives the end-to-end tests; python3 and openssl run the loopback test server, curl scripts it.
# console-setup-linux: the console fonts whose Unicode tables the tests check what TERM=linux is sent against.
PACKAGES := libncurses-dev libcurl4-openssl-dev tmux python3 openssl curl console-setup-linux
BENCH_PACKAGES := tty-clock
# `make lint` checks the Python too (the bench and the loopback server).
LINT_PACKAGES := pyflakes3 pycodestyle
PYTHON_SOURCES := scripts/bench.py scripts/encodings_price.py Tests/LoopbackServer/server.py
# The console unit (contrib/systemd/pulse@.service) is a system unit; it runs Pulse as
# PULSE_USER, never root by default: create the user, or name your own.
SYSTEMD_UNIT_DIR ?= $(PREFIX)/lib/systemd/system
PULSE_USER ?= pulse

.PHONY: run build test soak bench fuzz deps bench-deps install install-unit uninstall lint format clean

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

# The end-to-end tests drive the built binary in tmux, so it is built first.
test: deps
	$(SWIFT) build --product pulse
	$(SWIFT) test --parallel --num-workers 2

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
