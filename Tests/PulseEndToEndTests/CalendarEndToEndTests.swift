import Foundation
import PulseTestSupport
import Testing

/// The Calendar page through the real binary: the snapshot's lines for scripts, the
/// failures it names, and the display's reads, prompt and secret address.
@Suite(.serialized) struct CalendarEndToEndTests {
    let binary: String
    let directory: URL
    let environment: [String: String]
    /// Monday 7 December 2026, 09:00 in Berlin.
    let at = "2026-12-07T08:00:00Z"

    /// A small feed as a real export writes it: a TZID'd weekly meeting, a holiday, a UTC
    /// event with an escaped comma and a control character in its title.
    static let feed = """
        BEGIN:VCALENDAR\r
        VERSION:2.0\r
        X-WR-TIMEZONE:Europe/Berlin\r
        BEGIN:VEVENT\r
        UID:weekly@pulse.test\r
        DTSTART;TZID=Europe/Berlin:20261130T100000\r
        DTEND;TZID=Europe/Berlin:20261130T103000\r
        RRULE:FREQ=WEEKLY;BYDAY=MO,TH\r
        EXDATE;TZID=Europe/Berlin:20261210T100000\r
        SUMMARY:Sync\r
        END:VEVENT\r
        BEGIN:VEVENT\r
        UID:holiday@pulse.test\r
        DTSTART;VALUE=DATE:20261208\r
        SUMMARY:Holiday\r
        END:VEVENT\r
        BEGIN:VEVENT\r
        UID:review@pulse.test\r
        DTSTART:20261207T130000Z\r
        DURATION:PT1H\r
        SUMMARY:Review\\, room 4\u{7}\r
        END:VEVENT\r
        END:VCALENDAR\r

        """

    init() throws {
        binary = try pulseBinary()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-cal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        environment = [
            "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path,
            "XDG_STATE_HOME": directory.appendingPathComponent("state").path,
            "XDG_CACHE_HOME": directory.appendingPathComponent("cache").path, "HOME": directory.path,
            "TZ": "Europe/Berlin", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8",
        ]
    }

    /// The display's clock shifted to `at`, so what it shows does not depend on the day the
    /// test runs.
    var offset: String {
        String(Int(Date(timeIntervalSince1970: 1_796_630_400).timeIntervalSinceNow))
    }

    /// The display in a pane, in Berlin, its clock at `at`, its cache in the suite's folder.
    func display(_ arguments: String) throws -> TmuxPane {
        try TmuxPane.pulse(
            binary, arguments: arguments,
            environment: [
                "TZ": "Europe/Berlin", "XDG_CACHE_HOME": directory.appendingPathComponent("cache").path,
                "PULSE_TIME_OFFSET": offset,
            ])
    }

    func feedFile() throws -> String {
        let file = directory.appendingPathComponent("work.ics")
        try Data(Self.feed.utf8).write(to: file)
        return file.path
    }

    @Test func theSnapshotPrintsThePageThenEveryOccurrenceOfTheNextFortnight() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = try run(
            binary, ["snapshot", "calendar", "--format", "text", "--calendar", try feedFile(), "--at", at],
            environment: environment)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let lines = outcome.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(lines.prefix(3)) == ["10:00", "SYNC", "IN 1 H"], "\(lines)")
        let tabbed = lines.filter { $0.contains("\t") }
        #expect(
            tabbed == [
                "2026-12-07T10:00\t2026-12-07T10:30\tSync",
                "2026-12-07T14:00\t2026-12-07T15:00\tReview, room 4",
                "2026-12-08\t2026-12-09\tHoliday",
                "2026-12-14T10:00\t2026-12-14T10:30\tSync",
                "2026-12-17T10:00\t2026-12-17T10:30\tSync",
            ], "\(tabbed)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("config").path))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("cache").path))
    }

    @Test func anHTMLAnswerIsNamedAndTheSnapshotSaysItsReadFailed() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try LoopbackServer()
        _ = server.get("/control?calendar=html")
        let outcome = try run(
            binary,
            ["snapshot", "calendar", "--format", "text", "--calendar", "\(server.base)/calendar/feed.ics", "--at", at],
            environment: environment)
        #expect(outcome.status == 3)
        #expect(outcome.standardOutput.contains("NOT A CALENDAR"), "\(outcome.standardOutput)")
    }

    @Test func aFeedWithControlsIsRefusedWithoutItsAddress() throws {
        let outcome = try run(
            binary, ["snapshot", "calendar", "--calendar", "https://h.example/?token=SECRET9\u{1B}[31m"],
            environment: environment)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("--calendar") && !outcome.standardError.contains("SECRET9"))
    }

    @Test func aRefusedFeedIsAUsageErrorThatNeverRepeatsTheAddress() throws {
        let outcome = try run(
            binary, ["snapshot", "calendar", "--calendar", "http://calendar.example.com/private-abc123/basic.ics"],
            environment: environment)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("--calendar") && !outcome.standardError.contains("abc123"))
    }

    @Test func theDisplayStoresTheFeedsReadsOnceAndNeverShowsTheAddress() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try LoopbackServer()
        _ = server.get("/control?calendar=ok")
        let secret = "/calendar/feed.ics?token=private-7f3a9c"
        let pane = try display("--page calendar --calendar '\(server.base)\(secret)'")
        #expect(
            try pane.waitUntil { squeezed($0).contains("STANDUP") || squeezed($0).contains("DESIGN") },
            "\((try? pane.screen()) ?? "")")
        #expect(server.count(of: "/calendar/feed.ics") == 1)
        #expect(!(try pane.screen()).contains("7f3a9c"))
        let pid = try #require(try pane.childPID())
        let commandLine = try procFile("/proc/\(pid)/cmdline")
        #expect(!commandLine.contains("7f3a9c"), "the stored address is blanked in ps")
        // What a child (--on-finish) is given is this environment and PULSE_ facts only.
        #expect(!(try procFile("/proc/\(pid)/environ")).contains("7f3a9c"))
        let credentials = try String(
            contentsOf: pane.directory.appendingPathComponent("config/pulse/credentials.json"), encoding: .utf8)
        #expect(credentials.contains("private-7f3a9c"))
        // Away and back within the quarter hour: the copy read is fresh, nothing is asked.
        try pane.keys("Right")
        #expect(try pane.waitUntil { !squeezed($0).contains("STANDUP") })
        try pane.keys("Left")
        #expect(try pane.waitUntil { squeezed($0).contains("STANDUP") || squeezed($0).contains("DESIGN") })
        #expect(server.count(of: "/calendar/feed.ics") == 1)
        // A restart within the quarter hour shows the kept copy at once and asks nothing,
        // and says when it was read.
        try pane.keys("q")
        #expect(try pane.waitForExit())
        _ = server.get("/control?calendar=html")
        try pane.restart()
        #expect(try pane.waitUntil { squeezed($0).contains("STANDUP") && squeezed($0).contains("LASTREAD") })
        #expect(server.count(of: "/calendar/feed.ics") == 1)
        let copy = directory.appendingPathComponent("cache/pulse/calendar-1.ics").path
        let mode = try FileManager.default.attributesOfItem(atPath: copy)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func withNoFeedsThePageAsksForThemAndAPastedAddressIsRead() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let feed = try feedFile()
        let pane = try display("--page calendar")
        #expect(
            try pane.waitUntil { squeezed($0).contains("FEEDS") && squeezed($0).contains("ENTERTOTYPE") },
            "\((try? pane.screen()) ?? "")")
        try pane.keys("Enter")
        try pane.tmux(["send-keys", "-l", "WORK=\(feed)"])
        #expect(
            try pane.waitUntil {
                !squeezed($0).contains("WORK.ICS") && squeezed($0).contains("\u{2022}\u{2022}\u{2022}")
            }, "the field is masked")
        try pane.keys("Enter")
        #expect(
            try pane.waitUntil {
                squeezed($0).contains("SYNC") || squeezed($0).contains("REVIEW") || squeezed($0).contains("HOLIDAY")
            }, "\((try? pane.screen()) ?? "")")
    }

    @Test func aHostileTitleNeverReachesTheTerminalAsControls() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let hostile = directory.appendingPathComponent("hostile.ics")
        let title = "EVIL\u{1B}]0;PWNED\u{07}\u{1B}[2J\u{9B}31m\u{202E}RTL\u{200B}"
        try Data(
            """
            BEGIN:VCALENDAR\r
            BEGIN:VEVENT\r
            UID:evil@pulse.test\r
            DTSTART;TZID=Europe/Berlin:20261207T093000\r
            DTEND;TZID=Europe/Berlin:20261207T100000\r
            SUMMARY:\(title)\r
            END:VEVENT\r
            END:VCALENDAR\r

            """.utf8
        ).write(to: hostile)
        let pane = try display("--page calendar --calendar \(hostile.path)")
        let stream = pane.directory.appendingPathComponent("stream")
        try pane.tmux(["pipe-pane", "-o", "cat >> '\(stream.path)'"])
        try pane.keys("C-l")
        #expect(try pane.waitUntil { squeezed($0).contains("EVIL") }, "\((try? pane.screen()) ?? "")")
        try pane.keys("C-c")
        #expect(try pane.waitForExit())
        let bytes = try Data(contentsOf: stream)
        let foreign: [[UInt8]] = [
            Array("\u{1B}]0;".utf8), Array("\u{1B}[2J\u{9B}".utf8), [0xC2, 0x9B], [0xE2, 0x80, 0xAE],
            [0xE2, 0x80, 0x8B],
            [0x07],
        ]
        for sequence in foreign {
            #expect(bytes.range(of: Data(sequence)) == nil, "\(sequence) reached the terminal")
        }
        #expect(!(try pane.format("#{pane_title}")).contains("PWNED"))
    }
}
