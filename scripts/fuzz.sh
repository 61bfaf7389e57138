#!/bin/sh
# make fuzz: libFuzzer (swiftc -sanitize=fuzzer,address) on every parser that reads bytes
# from outside: the contributions page, the JSON decoders, the terminal input decoder and
# the BDF loader. Each runs FUZZ_SECONDS (default 120) from a corpus seeded with the real
# fixtures. A crash, a hang (over 5 s) or runaway memory (over 2 GB, AddressSanitizer included) fails the run and
# leaves the input in .build/fuzz/, to become a regression test.
set -eu
seconds="${FUZZ_SECONDS:-120}"
out=.build/fuzz
mkdir -p "$out"
flags="-sanitize=fuzzer,address -parse-as-library -O -g"

# PulseCore as a module of its own, instrumented, for the targets to import.
# The linker's notes about sanitizer symbols are kept out of the way in build.log.
echo "building the fuzz targets (log: $out/build.log)"
swiftc $flags -module-name PulseCore -emit-module -emit-module-path "$out/PulseCore.swiftmodule" \
    -emit-library -static -o "$out/libPulseCore.a" $(find Sources/PulseCore -name '*.swift' | sort) \
    > "$out/build.log" 2>&1
build() {
    name="$1"
    shift
    swiftc $flags -I "$out" -L "$out" -lPulseCore -o "$out/fuzz-$name" "$@" >> "$out/build.log" 2>&1
}
build contributions Fuzz/contributions.swift
build decoders Fuzz/decoders.swift
build input Fuzz/input.swift Sources/PulseTerminal/InputDecoder.swift Sources/PulseTerminal/ControlString.swift
build bdf Fuzz/bdf.swift Sources/PulseDisplay/BDFParser.swift Sources/PulseDisplay/Glyph.swift \
    Sources/PulseDisplay/Typeface.swift

mkdir -p "$out/corpus-contributions" "$out/corpus-decoders" "$out/corpus-input" "$out/corpus-bdf"
cp Tests/PulseCoreTests/Fixtures/github-contributions/* "$out/corpus-contributions/"
cp Tests/PulseCoreTests/Fixtures/github-events/*.json Tests/PulseCoreTests/Fixtures/open-meteo/*.json \
    Tests/PulseCoreTests/Fixtures/uptime-providers/*.json Tests/PulseCoreTests/Fixtures/forges/*.json \
    "$out/corpus-decoders/"
# A real zone file, for the zone-file check (NamedZone) to start from.
[ ! -f /usr/share/zoneinfo/Europe/Berlin ] || cp /usr/share/zoneinfo/Europe/Berlin "$out/corpus-decoders/zone-berlin"
printf '{"data":{"projects":[{"name":"A","currentStatus":"up","lastCheckedAt":"2026-06-13T12:00:00.000Z"}]}}' \
    > "$out/corpus-decoders/uptime.json"
printf 'q\033[A\033[<0;10;5M\033[<0;10;5m\033[M !!\033[200~paste\033[201~\033OA\033[5~\033[1;5C' \
    > "$out/corpus-input/keys"
printf '\033]52;c;AAAA\007\033P+q544e\033\\\2352;\303\234\234\233\061m\302\233A\033_x' \
    > "$out/corpus-input/strings"
cp Fonts/pulse.bdf "$out/corpus-bdf/"

status=0
for target in contributions decoders input bdf; do
    echo "fuzzing $target for $seconds s"
    if ! (cd "$out" && "./fuzz-$target" -max_total_time="$seconds" -timeout=5 -rss_limit_mb=2048 \
        -print_final_stats=1 "corpus-$target" > "fuzz-$target.log" 2>&1); then
        echo "FAILED: $target (see $out/fuzz-$target.log and the crash-* file beside it)"
        status=1
    else
        grep -E 'stat::number_of_executed_units|cov:' "$out/fuzz-$target.log" | tail -2
    fi
done
exit $status
