# Pulse: the two commands a new machine needs are `make run` and `make test`; both install
# the system packages they use first, and only those. `make install` installs what
# `make build` built and nothing else, so it runs under sudo with no toolchain.
PREFIX ?= /usr/local
SWIFT ?= swift
# Release builds carry the Swift runtime and Foundation inside the binary: less resident
# memory for a program that runs for months. A toolchain without the static Swift
# libraries links its shared ones and says so (scripts/swift-static.sh); a package needs
# them. The link drops the debug info but keeps the
# symbols, so a crash's backtrace still names its functions (design/measurements.md).
BUILD_FLAGS ?= -c release $(shell sh scripts/swift-static.sh "$(SWIFT)") -Xlinker --strip-debug
# Where `make build` leaves the binary, found without asking swift (sudo resets PATH).
BIN_DIR ?= .build/release
# The version is said once, in Sources/PulseCore/Version.swift: `pulse --version`, the
# package and the tarball all take it from there.
VERSION := $(shell sed -n 's/^ *public static let number = "\(.*\)"$$/\1/p' Sources/PulseCore/Version.swift)
# What building and running need: the headers of ncursesw and of libcurl (itself loaded
# at run time). `make run` and `make build` install these and nothing more.
BUILD_PACKAGES := libncurses-dev libcurl4-openssl-dev
# What `make test` adds. tmux drives the end-to-end tests; python3 and openssl run the loopback test server, curl scripts it;
# tzdata holds the zones the local-time tests compare against `date`.
# console-setup-linux: the console fonts whose Unicode tables the tests check what TERM=linux is sent against.
# x11-utils: luit, which shows Pulse to a test as a terminal in ISO 8859-1 would.
# strace: its fault injection kills a save at its fsync or its rename.
# python3-venv: the calendar differential test's reference lives in a venv (scripts/ensure-pyref.sh).
# mount, e2fsprogs and procps, which a bare Debian 13 root lacks: the disk-fault tests mount a small
# full or read-only tmpfs, a failed save is made with chattr +i, and the tests find a pane's or a
# lock holder's child with pgrep and see it reaped with ps (PackageListTests names every program).
# gcc and binutils: the glibc floor a package links (packaging/glibc-floor.c) is compiled into a probe and read with objdump.
TEST_PACKAGES := tmux python3 python3-venv openssl curl tzdata console-setup-linux x11-utils strace mount e2fsprogs procps gcc binutils
# `make deb`: dpkg-shlibdeps finds the libraries the package depends on.
DEB_PACKAGES := dpkg-dev
# `make package-check`, which needs root: mmdebstrap makes the clean Debian roots the
# package and the tarball are tried in, lintian judges the package.
PACKAGE_CHECK_PACKAGES := mmdebstrap lintian
# `make apt-repo` and the package check's part of it: apt-ftparchive indexes the pool, gpg
# signs, xz compresses.
APT_REPO_PACKAGES := apt-utils gnupg xz-utils
# Where `make apt-repo` writes the repository (a copy of what is published, so the pool
# keeps the versions it had), the key it signs with (a fingerprint of your GnuPG keyring;
# no key is ever kept here), and packages to add beside this machine's, such as the arm64 one.
APT_REPO ?= .build/apt-repo
APT_KEY ?=
APT_DEBS ?=
# The releases the package is tried on, and the one the tarball is.
PACKAGE_SUITES ?= bookworm trixie
TARBALL_SUITE ?= trixie
HOST_ARCH := $(shell dpkg --print-architecture)
# `make deb ARCH=arm64` on an amd64 machine builds in an arm64 root (scripts/foreign-build.sh).
ARCH = $(HOST_ARCH)
DEB = pulse_$(VERSION)_$(ARCH).deb
TARBALL = pulse-$(VERSION)-linux-$(ARCH).tar.gz
# The typeface as Swift source, kept in the repository so that a build runs no tool of
# ours: `make font` writes it again after Fonts/pulse.bdf changes (a test compares them).
FONT_FILE ?= Fonts/pulse.bdf
FONT_SOURCE ?= Sources/PulseDisplay/EmbeddedFont.swift
BENCH_PACKAGES := tty-clock
# `make look` photographs every page in a real xterm on a virtual X display and counts the
# seams; ncurses-term has xterm-direct, for truecolor.
LOOK_PACKAGES := xterm xvfb x11-apps x11-utils imagemagick fonts-dejavu-core ncurses-term python3-numpy
LOOK = python3 scripts/look/look.py "$$($(SWIFT) build --show-bin-path)/pulse"
# `make lint` checks the Python too (the bench and the loopback server).
LINT_PACKAGES := pyflakes3 pycodestyle
PYTHON_SOURCES := scripts/bench scripts/encodings_price.py scripts/order_search.py scripts/burn_in.py Tests/LoopbackServer/server.py Tests/PeakMemory/peak.py \
	scripts/look/look.py scripts/look/forge.py scripts/look/keys.py scripts/look/seams \
	Sources/PulseCalendar/Zones/windows-zones.py
# The console unit (contrib/systemd/pulse@.service) is a system unit; it runs Pulse as
# PULSE_USER, never root by default: create the user, or name your own. Its sandbox lets
# Pulse write only in PULSE_HOME, that user's home (/var/lib/PULSE_USER if there is no
# such user here yet).
SYSTEMD_UNIT_DIR ?= $(PREFIX)/lib/systemd/system
PULSE_USER ?= pulse-display
PULSE_HOME ?= $(or $(shell getent passwd '$(PULSE_USER)' | cut -d: -f6),/var/lib/$(PULSE_USER))

# The calendar test's Python reference (Tests/PulseCalendarTests) is linted with the rest.
PYTHON_SOURCES += Tests/PulseCalendarTests/reference.py

.PHONY: run build test soak bench fuzz deps test-deps bench-deps look look-deps screens install install-unit \
	uninstall lint format clean font version deb dist package-toolchain package-check package-check-run package-check-arm64 apt-repo

# Installs missing Debian packages: directly as root, otherwise prints the command and stops.
# Swift first: the distribution's own (swiftlang) where it has one and none is on the PATH.
deps:
	@sh scripts/ensure-swift.sh $(SWIFT)
	@sh scripts/ensure-packages.sh $(BUILD_PACKAGES)

test-deps:
	@sh scripts/ensure-swift.sh $(SWIFT)
	@sh scripts/ensure-packages.sh $(BUILD_PACKAGES) $(TEST_PACKAGES)
	@sh scripts/ensure-pyref.sh

bench-deps:
	@sh scripts/ensure-swift.sh $(SWIFT)
	@sh scripts/ensure-packages.sh $(BUILD_PACKAGES) $(TEST_PACKAGES) $(BENCH_PACKAGES)
	@command -v termdown >/dev/null 2>&1 || python3 -m pip install --quiet termdown
	@sh scripts/ensure-pyref.sh

build: deps
	$(SWIFT) build $(BUILD_FLAGS) --product pulse

run: build
	"$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/pulse" $(ARGS)

look-deps:
	@sh scripts/ensure-packages.sh $(LOOK_PACKAGES)
	@python3 -c "import numpy" 2>/dev/null || python3 -m pip install --quiet numpy

# The end-to-end tests drive the built binary in tmux, so it is built first. Then the seam
# check, at one font size, where a real xterm can be started, and the package check where
# it can run.
test: test-deps
	$(SWIFT) build --product pulse
	$(SWIFT) test --parallel --num-workers 2
	@if command -v xterm >/dev/null && command -v Xvfb >/dev/null && python3 -c "import numpy" 2>/dev/null; then \
	    $(LOOK) --fonts 14 --colors 256,none; \
	else echo "seam check skipped: no xterm, Xvfb or numpy here (make look installs them)"; fi
	@$(MAKE) --no-print-directory package-check

# Every screen at 80x24, 120x40 and 200x60, fonts 11, 14 and 18, four colour modes, in a
# real xterm: fails on any seam line. About ten minutes.
look: look-deps
	$(SWIFT) build --product pulse
	$(LOOK) --colors truecolor,256,16,none

# The README's photographs of the five pages at 80x24 and 200x60 (design/screens/*.png), taken again.
screens: look-deps
	$(SWIFT) build --product pulse
	$(LOOK) --readme design/screens --screens clock --sizes 80x24 --fonts 14 --colors 256

# The time and abuse suites, lived longer: a year of wall clock with jumps and every zone's
# DST, 100,000 random terminal events and 10,000 resizes.
soak: test-deps
	$(SWIFT) build --product pulse
	PULSE_SOAK_DAYS=366 PULSE_SOAK_SCALE=10 $(SWIFT) test --filter 'TimeSoakTests|AbuseEndToEndTests'

# libFuzzer on every parser of outside bytes, FUZZ_SECONDS (default 120) each.
fuzz: deps
	sh scripts/fuzz.sh

# BENCH_STEPS names the steps to run (design/bench.md lists them); none: every step.
bench: bench-deps
	$(SWIFT) build $(BUILD_FLAGS) --product pulse
	$(SWIFT) build $(BUILD_FLAGS) --product pulse-net-bench
	$(SWIFT) build $(BUILD_FLAGS) --product pulse-core-bench
	$(SWIFT) build $(BUILD_FLAGS) --product pulse-calendar-bench
	PYTHONPATH=scripts python3 -m bench "$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)" $(BENCH_STEPS)

# Installs what `make build` built, as install(1) does: it never builds and never installs
# packages, and writes nothing in the checkout, so `sudo make install` leaves no file of
# root's there and needs no swift on root's PATH.
install:
	@test -x "$(BIN_DIR)/pulse" || { echo "make install: no $(BIN_DIR)/pulse to install; run make build first" >&2; exit 1; }
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(DESTDIR)$(PREFIX)/share/pulse" "$(DESTDIR)$(PREFIX)/share/man/man1"
	install -m 0755 "$(BIN_DIR)/pulse" "$(DESTDIR)$(PREFIX)/bin/pulse"
	install -m 0644 Fonts/pulse.bdf "$(DESTDIR)$(PREFIX)/share/pulse/pulse.bdf"
	install -m 0644 Sources/pulse/pulse.1 "$(DESTDIR)$(PREFIX)/share/man/man1/pulse.1"
	$(INSTALL_UNIT)

# The unit with the installed binary's path, its user and that user's home filled in;
# needs no build.
install-unit:
	$(INSTALL_UNIT)

define INSTALL_UNIT
install -d "$(DESTDIR)$(SYSTEMD_UNIT_DIR)"
sed -e 's|@BINDIR@|$(PREFIX)/bin|g' -e 's|@PULSE_USER@|$(PULSE_USER)|g' -e 's|@PULSE_HOME@|$(PULSE_HOME)|g' \
    contrib/systemd/pulse@.service \
    > "$(DESTDIR)$(SYSTEMD_UNIT_DIR)/pulse@.service"
chmod 0644 "$(DESTDIR)$(SYSTEMD_UNIT_DIR)/pulse@.service"
endef

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/pulse" "$(DESTDIR)$(PREFIX)/share/pulse/pulse.bdf" \
	      "$(DESTDIR)$(PREFIX)/share/man/man1/pulse.1" "$(DESTDIR)$(SYSTEMD_UNIT_DIR)/pulse@.service"

# The version every artefact carries.
version:
	@echo $(VERSION)

# Writes FONT_SOURCE from FONT_FILE, whole or not at all.
font:
	sh scripts/embed-font.sh "$(FONT_FILE)" "$(FONT_SOURCE)"

# pulse_VERSION_ARCH.deb from the release build: the files `make install` puts under /usr,
# the unit in the directory this release's systemd reads, and the package's own notes and
# scripts (packaging/README.md says what is in it and why).
ifneq ($(ARCH),$(HOST_ARCH))
deb dist:
	sh scripts/foreign-build.sh $(ARCH) $@
else
# A package made where the C library is newer than Debian 12's still installs there: its
# link takes packaging/glibc-floor.c (which says why), built by glibc-floor.sh where needed.
deb dist: BUILD_FLAGS += $(shell sh packaging/glibc-floor.sh "$(CURDIR)/.build/glibc-floor/glibc-floor.o")
deb: package-toolchain build
	@sh scripts/ensure-packages.sh $(DEB_PACKAGES)
	rm -rf .build/package/deb
	$(MAKE) --no-print-directory install DESTDIR="$(CURDIR)/.build/package/deb" PREFIX=/usr \
	    SYSTEMD_UNIT_DIR="$$(sh packaging/unit-dir.sh)" PULSE_USER=pulse-display PULSE_HOME=/var/lib/pulse-display
	sh packaging/deb.sh .build/package/deb "$(VERSION)" "$(ARCH)" "$(DEB)"

# pulse-VERSION-linux-ARCH.tar.gz, the same files laid out for `tar -C /usr/local -xzf`.
dist: package-toolchain build
	rm -rf .build/package/dist
	$(MAKE) --no-print-directory install DESTDIR="$(CURDIR)/.build/package/dist" PREFIX=/usr/local \
	    PULSE_USER=pulse-display PULSE_HOME=/var/lib/pulse-display
	sh packaging/dist.sh .build/package/dist/usr/local "$(TARBALL)"

# A package carries the Swift runtime: a toolchain without the static libraries stops it
# before the build, with one sentence.
package-toolchain: deps
	@sh scripts/swift-static.sh --require "$(SWIFT)"
endif

# The signed apt repository in APT_REPO, with the package added to the pool
# (packaging/README.md): make apt-repo APT_KEY=FINGERPRINT. The key is checked before the build.
apt-repo:
	@sh scripts/ensure-packages.sh $(APT_REPO_PACKAGES)
	@sh packaging/apt-repo.sh --check-key "$(APT_KEY)"
	@$(MAKE) --no-print-directory deb
	sh packaging/apt-repo.sh "$(APT_REPO)" "$(APT_KEY)" "$(DEB)" $(APT_DEBS)

# The package and the tarball installed, used and removed in clean Debian roots, made side
# by side (1 to 4 minutes here, after the release build). It needs root, mmdebstrap and
# the Debian registry: without them it says why it skipped and succeeds.
package-check:
	@if sh packaging/check.sh --can-run $(DEB_PACKAGES) $(PACKAGE_CHECK_PACKAGES) $(APT_REPO_PACKAGES); then \
	    $(MAKE) --no-print-directory package-check-run; fi

package-check-run: deb dist
	sh packaging/check.sh "$(DEB)" "$(TARBALL)" "$(VERSION)" "$(TARBALL_SUITE)" $(PACKAGE_SUITES)

# The arm64 package and tarball made on this machine (make deb dist ARCH=arm64, in an arm64
# Debian 13 root under qemu) and tried in clean arm64 roots as package-check tries the
# native ones. Emulation makes it take the better part of an hour (design/measurements.md),
# so it is not part of make test.
package-check-arm64:
	@if sh packaging/check.sh --can-run $(DEB_PACKAGES) $(PACKAGE_CHECK_PACKAGES) qemu-user-static binfmt-support; then \
	    $(MAKE) --no-print-directory deb dist ARCH=arm64 && \
	    PACKAGE_CHECK_ARCH=arm64 PACKAGE_CHECK_ROOT_SECONDS=3600 sh packaging/check.sh "pulse_$(VERSION)_arm64.deb" \
	        "pulse-$(VERSION)-linux-arm64.tar.gz" "$(VERSION)" "$(TARBALL_SUITE)" $(PACKAGE_SUITES); fi

lint:
	@sh scripts/ensure-packages.sh $(LINT_PACKAGES)
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests Fuzz
	pyflakes3 $(PYTHON_SOURCES)
	pycodestyle --max-line-length=120 $(PYTHON_SOURCES)

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests Fuzz

clean:
	rm -rf .build "$(DEB)" "$(TARBALL)"
