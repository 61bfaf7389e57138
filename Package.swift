// swift-tools-version: 6.0
// Pulse: a terminal ambient display. Swift 6 language mode throughout (tools 6.0 default).
import PackageDescription

let package = Package(
    name: "Pulse",
    products: [
        .executable(name: "pulse", targets: ["pulse"])
    ],
    targets: [
        // Foundation only: state, time rules, metrics. No terminal, no network, no clock reads.
        .target(name: "PulseCore"),
        // Pure rendering: (state, now, size) -> frame of cells. The typeface is compiled in
        // from EmbeddedFont.swift, which `make font` writes from Fonts/pulse.bdf, so the
        // installed binary needs no source tree and the build runs no tool of ours.
        .target(name: "PulseDisplay", dependencies: ["PulseCore"]),
        // RFC 5545 feeds: a streaming reader, time zones (IANA files, Windows names, a feed's
        // own VTIMEZONE) and the expansion of recurrences into a window. Foundation only.
        .target(name: "PulseCalendar", dependencies: ["PulseCore"], exclude: ["Zones/windows-zones.py"]),
        // The only importer of libcurl: bytes in, bytes out, typed failures. No parsing.
        .target(name: "PulseNet", dependencies: ["PulseCore", "CCurl"]),
        // libcurl, loaded on the first transfer (dlopen) rather than linked.
        .target(name: "CCurl", linkerSettings: [.linkedLibrary("dl"), .linkedLibrary("pthread")]),
        // `make bench`: concurrent transfers against the loopback server.
        .executableTarget(
            name: "pulse-net-bench", dependencies: ["PulseCore", "PulseNet"], path: "Sources/PulseNetBench"),
        // `make bench`: throughput of the parser, the uptime decoder and rendering.
        .executableTarget(
            name: "pulse-core-bench", dependencies: ["PulseCore", "PulseDisplay"], path: "Sources/PulseCoreBench"),
        // `make bench`: a 20 MB calendar feed read and expanded, beside Python's readers.
        .executableTarget(
            name: "pulse-calendar-bench", dependencies: ["PulseCore", "PulseCalendar", "PulseApp"],
            path: "Sources/PulseCalendarBench"),
        // Files: XDG locations, atomic writes, the stored formats. Foundation only.
        .target(name: "PulseStore", dependencies: ["PulseCore"]),
        // What the display and the snapshot share, with no terminal: the stored files as
        // the state sees them, the local time zone, the state a run starts from, and the
        // one performer of effects.
        .target(name: "PulseApp", dependencies: ["PulseCore", "PulseCalendar", "PulseStore", "PulseNet"]),
        // The terminal backend, the only importer of ncurses, and the loop that runs it.
        .target(
            name: "PulseTerminal",
            dependencies: ["PulseCore", "PulseDisplay", "PulseApp", "PulseNet", "CNCurses", "CPulseSystem"]),
        .systemLibrary(name: "CNCurses", path: "Sources/CNCurses"),
        // Signal handlers and the wall-clock timer: async-signal-safe code belongs in C.
        .target(name: "CPulseSystem"),
        .executableTarget(
            name: "pulse",
            dependencies: [
                "PulseCore", "PulseCalendar", "PulseDisplay", "PulseApp", "PulseStore", "PulseNet", "PulseTerminal",
            ],
            exclude: ["pulse.1"],
            // The release binary is a position-independent executable with tens of thousands
            // of relative relocations (the Swift runtime's and Foundation's metadata): as RELA
            // entries the loader reads them at every start and they stay resident; packed as
            // RELR (glibc 2.36 and later) they are a fraction of it (design/measurements.md).
            // gold cannot pack them; the lld that Swift's Linux toolchains ship can.
            linkerSettings: [
                .unsafeFlags(
                    ["-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"],
                    .when(platforms: [.linux], configuration: .release))
            ]
        ),
        // Real payloads live in Tests/PulseCoreTests/Fixtures and are read by path.
        .testTarget(name: "PulseCoreTests", dependencies: ["PulseCore", "PulseTestSupport"], exclude: ["Fixtures"]),
        // Feeds read from Tests/PulseCalendarTests/Fixtures by path; the differential test's
        // Python reference beside them.
        .testTarget(
            name: "PulseCalendarTests", dependencies: ["PulseCore", "PulseCalendar"],
            exclude: ["Fixtures", "reference.py", "requirements.txt"]),
        .testTarget(
            name: "PulseStoreTests", dependencies: ["PulseCore", "PulseStore", "PulseApp", "PulseTestSupport"]),
        .testTarget(name: "PulseNetTests", dependencies: ["PulseCore", "PulseNet", "PulseTestSupport"]),
        // The whole state driven through the real fetcher against the loopback server, and
        // drawn where the C library's zones are compared with `date`.
        .testTarget(
            name: "PulseIntegrationTests",
            dependencies: ["PulseCore", "PulseDisplay", "PulseNet", "PulseStore", "PulseApp", "PulseTestSupport"]),
        // Test helpers shared by the test targets: the loopback server's lifecycle.
        .target(name: "PulseTestSupport", dependencies: ["PulseCore", "PulseStore"], path: "Tests/PulseTestSupport"),
        // Golden screens live in Tests/PulseDisplayTests/Goldens and are read by path.
        .testTarget(
            name: "PulseDisplayTests", dependencies: ["PulseCore", "PulseDisplay", "PulseTestSupport"],
            exclude: ["Goldens"]),
        .testTarget(
            name: "PulseTerminalTests",
            dependencies: ["PulseCore", "PulseDisplay", "PulseTerminal", "PulseTestSupport"]),
        .testTarget(name: "PulseEndToEndTests", dependencies: ["pulse", "PulseTestSupport"]),
    ]
)
