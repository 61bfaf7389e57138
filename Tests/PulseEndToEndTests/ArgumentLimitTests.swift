import Foundation
import Testing

/// Arguments that are refused before anything is read, stored or sent: control
/// characters, values past a limit (which the message names), coordinates that are no
/// place, instants the calendar lacks, and options that contradict each other.
@Suite struct ArgumentLimitTests {
    let binary: String
    let directory: URL
    /// Private files (made only by a run that wrongly went ahead), and a geocoder that refuses at once, so that a run that wrongly went
    /// ahead would fail fast and touch nothing of the user's.
    let environment: [String: String]

    init() throws {
        binary = try pulseBinary()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-args-\(UUID().uuidString)")
        environment = [
            "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path,
            "XDG_STATE_HOME": directory.appendingPathComponent("state").path,
            "PULSE_GEOCODING_URL": "http://127.0.0.1:1", "PULSE_OPEN_METEO_URL": "http://127.0.0.1:1", "TZ": "UTC",
        ]
    }

    /// Runs `arguments`, expects a usage error whose one line starts `pulse: message`, and
    /// that no settings were stored.
    func expectUsageError(
        _ arguments: [String], _ message: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = try run(binary, arguments, environment: environment)
        #expect(outcome.status == 2, "\(arguments)", sourceLocation: sourceLocation)
        #expect(outcome.standardOutput.isEmpty, sourceLocation: sourceLocation)
        #expect(
            outcome.standardError.hasPrefix("pulse: \(message)"), "\(outcome.standardError)",
            sourceLocation: sourceLocation)
        #expect(outcome.standardError.filter { $0 == "\n" }.count == 1, sourceLocation: sourceLocation)
        let stored = directory.appendingPathComponent("config/pulse/preferences.json").path
        #expect(!FileManager.default.fileExists(atPath: stored), "nothing stored", sourceLocation: sourceLocation)
    }

    @Test(arguments: [
        ["--location", "lin\u{1B}[31m\u{07}"], ["snapshot", "clock", "--location", "lin\u{1B}[31m\u{07}"],
    ])
    func controlCharactersInALocationAreRefusedAndShownEscaped(_ arguments: [String]) throws {
        try expectUsageError(arguments, #"an argument holds control characters: 'lin\x1B[31m\x07'"#)
    }

    @Test(arguments: [
        (["--bogus\u{1B}]0;owned\u{07}"], #"'--bogus\x1B]0;owned\x07'"#),
        (["snapshot", "clock\u{9B}31m"], #"'clock\u009B31m'"#),
        (["snapshot", "clock", "--font", "/tmp/a\\b\u{7F}"], #"'/tmp/a\\b\x7F'"#),
        (["--page", "clock\n"], #"'clock\x0A'"#), (["snapshot", "clock", "--at", "2026-08-28T14:32Z\r"], #"\x0D'"#),
    ])
    func controlCharactersInAnyArgumentAreRefused(_ arguments: [String], _ shown: String) throws {
        let outcome = try run(binary, arguments, environment: environment)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.hasPrefix("pulse: an argument holds control characters: "))
        #expect(outcome.standardError.contains(shown), "\(outcome.standardError)")
        #expect(!outcome.standardError.dropLast().unicodeScalars.contains { $0.properties.generalCategory == .control })
    }

    @Test func aLocationOverTheLimitSaysTheLimit() throws {
        try expectUsageError(
            ["--location", String(repeating: "a", count: 101)], "--location takes at most 100 characters, not 101")
        try expectUsageError(
            ["snapshot", "clock", "--location", String(repeating: "é", count: 150)],
            "--location takes at most 100 characters, not 150")
    }

    /// One character of 10,000 combining marks is within the hundred characters but 20 KB:
    /// the bytes are bounded too.
    @Test func aLocationOfFewCharactersButManyBytesSaysTheLimit() throws {
        let heavy = "a" + String(repeating: "\u{0301}", count: 10_000)
        try expectUsageError(["--location", heavy], "--location takes at most 400 bytes of UTF-8, not 20001")
        try expectUsageError(["snapshot", "clock", "--location", heavy], "--location takes at most 400 bytes of UTF-8")
    }

    /// A 70 KB `--uptime gatus:URL` was stored (twice) and exited 0, after which every start
    /// refused the settings file as too large. Now it is a usage error, and nothing is stored.
    @Test func anUptimeSourceOverTheLimitSaysTheLimitAndStoresNothing() throws {
        let long = "gatus:https://g.example.com/" + String(repeating: "a", count: 70_000)
        let message = "--uptime: an uptime source is at most 2048 bytes long, address included"
        try expectUsageError(["--uptime", long], message)
        try expectUsageError(["snapshot", "uptime", "--uptime", long], message)
    }

    @Test(arguments: ["2001x24", "80x1001", "2001x1001", "99999999999999999999x24"])
    func aSizeOverTheLimitSaysTheLimit(_ size: String) throws {
        try expectUsageError(["snapshot", "clock", "--size", size], "--size is at most 2000x1000, not '\(size)'")
    }

    @Test func theLargestSizeIsTaken() throws {
        let outcome = try run(
            binary, ["snapshot", "clock", "--size", "2000x1000", "--format", "text", "--at", "2026-08-28T14:32:00Z"],
            environment: environment)
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput == "14:32\nFR 28 AUG\n")
    }

    @Test(arguments: ["91,181", "nan,nan", "-91,0", "0,180.5", "inf,0"])
    func numbersThatAreNoPlaceAreRefusedNotLookedUp(_ location: String) throws {
        let message = "--location '\(location)' is no place on Earth"
        try expectUsageError(["--location", location], message)
        try expectUsageError(["snapshot", "clock", "--location", location], message)
    }

    @Test(arguments: [
        ("2026-02-30T10:00:00Z", "--at '2026-02-30T10:00:00Z': the calendar has no such day"),
        ("2026-02-30T10:00", "--at '2026-02-30T10:00': the calendar has no such day"),
        ("2026-08-28T25:00", "--at '2026-08-28T25:00': there is no such time of day"),
        ("2026-08-28T14:32:00Zjunk", "--at takes an ISO-8601 time"),
        ("2026-08-28T14:32:00+02:00xyz", "--at takes an ISO-8601 time"),
        ("2026-08-28T14:32:00+99:00", "--at '2026-08-28T14:32:00+99:00': offsets go from -14:00 to +14:00"),
    ])
    func anInstantTheCalendarLacksIsRefused(_ at: String, _ message: String) throws {
        try expectUsageError(["snapshot", "clock", "--format", "text", "--at", at], message)
    }

    @Test func aLocalTimeTheClocksSkipIsRefused() throws {
        var environment = environment
        environment["TZ"] = "Europe/Berlin"
        let outcome = try run(binary, ["snapshot", "clock", "--at", "2026-03-29T02:30"], environment: environment)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.hasPrefix("pulse: --at '2026-03-29T02:30': the local clocks skip that time"))
    }

    @Test func theWidestOffsetsAreTaken() throws {
        for (at, shown) in [
            ("2026-08-29T04:32:00+14:00", "14:32\nFR 28 AUG\n"), ("2026-08-28T00:32-14:00", "14:32\nFR 28 AUG\n"),
        ] {
            let outcome = try run(
                binary, ["snapshot", "clock", "--format", "text", "--at", at], environment: environment)
            #expect(outcome.status == 0 && outcome.standardOutput == shown, "\(at)")
        }
    }

    @Test(arguments: [
        ["--demo", "--location", "Berlin"], ["--location", "52.52,13.39", "--demo"],
        ["snapshot", "clock", "--demo", "--location", "52.52,13.39"],
        ["snapshot", "clock", "--location", "Berlin", "--demo"],
    ])
    func aLocationBesideTheDemoIsAUsageError(_ arguments: [String]) throws {
        try expectUsageError(arguments, "--location cannot be used with --demo")
    }
}
