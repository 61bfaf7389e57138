import Foundation
import PulseTestSupport
import Testing

/// A private settings directory for `pulse snapshot` runs, which store nothing they are given.
final class SnapshotHome {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-home-\(UUID().uuidString)")

    var environment: [String: String] {
        [
            "XDG_CONFIG_HOME": url.appendingPathComponent("config").path,
            "XDG_STATE_HOME": url.appendingPathComponent("state").path,
        ]
    }

    var settings: URL { url.appendingPathComponent("config/pulse/preferences.json") }

    deinit { try? FileManager.default.removeItem(at: url) }
}

/// The 12-hour clock and the other zones through the real binary, as `date` reads them.
@Suite struct ClockChoicesSnapshotTests {
    let binary: String

    init() throws {
        binary = try pulseBinary()
    }

    static let times = ["00:00", "00:30", "11:59", "12:00", "12:30", "13:05", "23:59"]
    static let twelve = ["12:00 AM", "12:30 AM", "11:59 AM", "12:00 PM", "12:30 PM", "1:05 PM", "11:59 PM"]
    static let zones = "NYC=America/New_York,TYO=Asia/Tokyo,KTM=<+0545>-5:45"

    /// What `date` shows for `epoch` in `zone`.
    func date(_ zone: String, _ epoch: String, _ format: String) throws -> String {
        try run("/usr/bin/env", ["TZ=\(zone)", "date", "-d", "@\(epoch)", "+\(format)"]).standardOutput
            .trimmingCharacters(in: .newlines)
    }

    /// At each edge of the day, in both formats and in several local zones: the Clock and
    /// the Stopwatch's time of day read `12:00 AM` … `11:59 PM` (or the 24-hour form),
    /// and each other zone reads as `TZ=… date` does, a day mark where its date differs.
    @Test(arguments: ["UTC", "Asia/Kathmandu", "America/New_York", "<-02>2<-01>,M3.5.0/-1,M10.5.0/0"])
    func everyEdgeOfTheDayInBothFormats(_ local: String) throws {
        let home = SnapshotHome()
        for format in ["12h", "24h"] {
            for (index, time) in Self.times.enumerated() {
                let at = "2026-07-15T\(time)"
                func snapshot(_ page: String) throws -> [String] {
                    let outcome = try run(
                        binary,
                        [
                            "snapshot", page, "--format", "text", "--at", at, "--time-format", format, "--zones",
                            Self.zones,
                        ],
                        environment: home.environment.merging(["TZ": local]) { $1 })
                    #expect(outcome.status == 0, "\(outcome.standardError)")
                    return outcome.standardOutput.split(separator: "\n").map(String.init)
                }
                let expected = format == "12h" ? Self.twelve[index] : time
                let clock = try snapshot("clock")
                #expect(clock.first == expected, "TZ=\(local) \(at) \(format)")
                #expect(try snapshot("stopwatch").last == expected, "the Stopwatch's time of day")
                let epoch = try run("/usr/bin/env", ["TZ=\(local)", "date", "-d", "2026-07-15 \(time)", "+%s"])
                    .standardOutput.trimmingCharacters(in: .newlines)
                let today = try date(local, epoch, "%Y%m%d")
                let line = try Self.zones.split(separator: ",").map { entry in
                    let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
                    let shown = try date(parts[1], epoch, format == "12h" ? "%-I:%M %p" : "%H:%M")
                    let day = try date(parts[1], epoch, "%Y%m%d")
                    let mark = day == today ? "" : day > today ? " +1" : " -1"
                    return "\(parts[0]) \(shown)\(mark)"
                }.joined(separator: "   ")
                #expect(clock.count > 2 && clock[2] == line, "TZ=\(local) \(at) \(format)")
            }
        }
        #expect(!FileManager.default.fileExists(atPath: home.url.path), "a snapshot stores nothing")
    }

    /// A snapshot draws its frame with the options it is given and stores none of them: the
    /// next snapshot shows what is stored (here, the defaults).
    @Test func theOptionsApplyToTheSnapshotAloneAndAMistakeIsAUsageError() throws {
        let home = SnapshotHome()
        let set = try run(
            binary,
            [
                "snapshot", "settings", "--format", "text", "--time-format", "12h", "--temperature", "f", "--ink",
                "#8a9b3c",
                "--zones", "LHI=Australia/Lord_Howe",
            ],
            environment: home.environment)
        #expect(set.status == 0)
        for line in ["TIME FORMAT: 12H", "TEMPERATURE: °F", "OTHER ZONES: LHI", "INK: #8A9B3C"] {
            #expect(set.standardOutput.contains(line + "\n"), "\(line) in the snapshot's frame")
        }
        let shown = try run(binary, ["snapshot", "settings", "--format", "text"], environment: home.environment)
        for line in ["TIME FORMAT: 24H", "TEMPERATURE: °C", "OTHER ZONES: NONE", "INK: WHITE"] {
            #expect(shown.standardOutput.contains(line + "\n"), "\(line): nothing was stored")
        }
        #expect(!FileManager.default.fileExists(atPath: home.url.path), "no file, no directory")
        for (arguments, message) in [
            (["--zones", "X=Nowhere/Special"], "pulse: --zones: no time zone 'Nowhere/Special' (see pulse --help)"),
            (["--time-format", "13h"], "pulse: --time-format takes 24h or 12h, not '13h' (see pulse --help)"),
            (["--temperature", "k"], "pulse: --temperature takes c or f, not 'k' (see pulse --help)"),
            (
                ["--ink", "purple"],
                "pulse: --ink takes white, amber, green, cyan or #RRGGBB, not 'purple' (see pulse --help)"
            ),
            (
                ["--ink", "#000000"],
                "pulse: --ink '#000000' is too dark to read on the black background (contrast below 3:1) (see pulse --help)"
            ),
            (
                ["--demo", "--ink", "amber"],
                "pulse: --time-format, --temperature, --zones and --ink cannot be used with --demo, which reads and stores nothing (see pulse --help)"
            ),
        ] {
            for form in [["snapshot", "clock"], []] {
                let refused = try run(binary, form + arguments, environment: home.environment)
                #expect(refused.status == 2 && refused.standardError == message + "\n", "\(refused.standardError)")
            }
        }
        let after = try run(binary, ["snapshot", "settings", "--format", "text"], environment: home.environment)
        #expect(after.standardOutput == shown.standardOutput, "a refused option changes nothing")
    }
}

/// The Settings toggle and hand edits of the settings file, in a real terminal.
@Suite(.serialized) struct ClockChoicesEndToEndTests {
    let binary: String
    let server: LoopbackServer

    init() throws {
        binary = try pulseBinary()
        server = try LoopbackServer()
    }

    var settingsFile: (TmuxPane) -> URL = { $0.directory.appendingPathComponent("config/pulse/preferences.json") }

    func matches(_ text: String, _ pattern: String) -> Bool {
        (try? Regex(pattern)).map { text.contains($0) } ?? false
    }

    /// TIME FORMAT on Settings, then every page that shows a time of day: the Clock as
    /// the snapshot draws it, the Stopwatch's time of day, GitHub's clock and LAST CHECK,
    /// Uptime's LAST CHECK, all with AM or PM.
    @Test func afterTheSettingsToggleEveryTimeOfDayIsInTwelveHours() throws {
        // The server's services were checked on 13 June 2026 at 12:00:05: the pane's clock
        // (and its snapshots') is placed at 12:30 that day, and GitHub's page ends on it, so
        // every LAST CHECK is a time of day, whatever day the test runs on.
        let placed: TimeInterval = 1_781_353_800  // 2026-06-13T12:30:00Z
        let offset = String(placed - Date().timeIntervalSince1970)
        server.setGitHub(day: "2026-06-13")
        let pane = try TmuxPane.pulse(
            binary, arguments: "--page uptime", wrapper: TmuxPane.heldWrapper(),
            environment: [
                "PULSE_GITHUB_URL": server.base, "PULSE_GITHUB_API_URL": server.base, "PULSE_UPTIME_URL": server.base,
                "PULSE_TIME_OFFSET": offset,
            ])
        try writeCredentials(#"{"uptime.api-key":"lsu_test_key","github.username":"octocat"}"#, in: pane)
        pane.release()
        #expect(try pane.waitUntil { squeezed($0).contains("LASTCHECK:12:00:05NEXT") }, "24-hour first")
        try pane.keys("Right")
        // TIME FORMAT is the sixth row.
        for _ in 0..<5 { try pane.keys("Down") }
        #expect(try pane.waitUntil { matches(squeezed($0), "TIMEFORMAT[^A-Z0-9]*24H") })
        try pane.keys("Enter")
        #expect(try pane.waitUntil { matches(squeezed($0), "TIMEFORMAT[^A-Z0-9]*12H") })
        #expect(
            try pane.waitUntil { _ in
                (try? String(contentsOf: settingsFile(pane), encoding: .utf8))?.contains("12h") == true
            })
        try pane.keys("Left")
        #expect(
            try pane.waitUntil { squeezed($0).contains("LASTCHECK:12:00:05PMNEXT") }, "Uptime")
        try pane.keys("Left")
        #expect(
            try pane.waitUntil {
                matches(squeezed($0), #"OCTOCAT\d{1,2}:\d\d:\d\d(AM|PM)"#)
                    && matches(squeezed($0), #"LASTCHECK:\d{1,2}:\d\d:\d\d(AM|PM)"#)
            }, "GitHub's clock and LAST CHECK")
        try pane.keys("Left")
        #expect(try pane.waitUntil { matches(squeezed($0), #"\d{1,2}:\d\d(AM|PM)"#) }, "the Stopwatch")
        try pane.keys("Left")
        #expect(try pane.waitUntil(showing: "clock"), "the Clock as the snapshot draws it")
        let clock = try pane.snapshot("clock", format: "text")
        #expect(matches(clock, #"^\d{1,2}:\d\d (AM|PM)\n"#), "\(clock)")
        try pane.keys("q")
        #expect(try pane.waitForExit())
    }

    /// A hand edit of the settings file shows with no key pressed (the file is watched; the
    /// page has no wake of its own that reads it): an editor's write in place (seconds on),
    /// then a save renamed over the file (the ink amber: tmux shows its primary as colour
    /// 214 of 256 by day, 94 by night).
    @Test func aHandEditShowsWithNoKey() throws {
        let pane = try TmuxPane.pulse(binary, columns: 100, rows: 30)
        #expect(try pane.waitUntil(showing: "clock") { !$0.isEmpty })
        // What is on screen is read cheaply within the second (one capture a poll); that it
        // is the page the snapshot draws is checked after. HH:MM:SS is set at 48 instead of
        // 70, so its pixels take fewer rows, whatever minute turns meanwhile.
        func height(_ screen: String) -> Int {
            screen.split(separator: "\n", omittingEmptySubsequences: false).filter {
                $0.contains { "\u{2588}\u{2580}\u{2584}".contains($0) }
            }.count
        }
        let minutes = height(try pane.screen())
        let file = settingsFile(pane)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        let handle = try FileHandle(forWritingTo: file)
        try handle.write(contentsOf: Data(#"{"clock.showsSeconds": true}"#.utf8))
        try handle.close()
        #expect(try pane.waitUntil { height($0) < minutes }, "HH:MM:SS without a key")
        #expect(
            try pane.waitUntil(showing: "clock") { _ in
                try pane.snapshot("clock", format: "text").split(separator: "\n").first?.count == 8
            }, "the page with seconds")
        let colours = { try pane.tmux(["capture-pane", "-p", "-e"]) }
        let amber = { (shown: String) in [";214m", ";214;", ";94m", ";94;"].contains { shown.contains($0) } }
        #expect(!amber(try colours()), "white first")
        let renamed = file.deletingLastPathComponent().appendingPathComponent("preferences.json.new")
        try Data(#"{"clock.showsSeconds": true, "display.ink": "amber"}"#.utf8).write(to: renamed)
        #expect(rename(renamed.path, file.path) == 0)
        #expect(
            try pane.waitUntil { _ in amber(try colours()) }, "amber without a key")
        #expect(try pane.waitUntil(showing: "clock"), "still the seconds")
        try pane.keys("q")
        #expect(try pane.waitForExit())
    }

    /// A broken edit is said on the page at once and after exit, and the file stays byte
    /// for byte as written, even when a preference is changed meanwhile.
    @Test func aBrokenEditIsSaidAndTheFileIsLeftAsWritten() throws {
        let pane = try TmuxPane.pulse(binary, columns: 100, rows: 30)
        #expect(try pane.waitUntil(showing: "clock") { !$0.isEmpty })
        let file = settingsFile(pane)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let broken = Data(#"{"clock.showsSeconds": true, "display.ink": "amber""#.utf8)
        try broken.write(to: file)
        #expect(try pane.waitUntil { squeezed($0).contains("SETTINGSFILEUNREADABLE") }, "said without a key")
        try pane.keys("Space", "Space")
        try pane.keys("l", "h")
        #expect(try pane.waitUntil { squeezed($0).contains("SETTINGNOTSAVED") }, "a change is not written into it")
        try pane.keys("q")
        #expect(try pane.waitForExit())
        #expect(
            try pane.waitUntil {
                squeezed($0).contains("cannotusethesettingsin") && squeezed($0).contains("leftasitis")
            }, "and after exit")
        #expect(try Data(contentsOf: file) == broken, "byte for byte as written")
    }
}
