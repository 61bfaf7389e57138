import Foundation
import Testing

/// The command line of terminal.md §9, run as a user would.
@Suite struct CommandLineTests {
    let binary: String

    init() throws {
        binary = try pulseBinary()
    }

    @Test func snapshotTextIsTheClocksLabels() throws {
        let outcome = try run(
            binary, ["snapshot", "clock", "--format", "text", "--at", "2026-08-28T14:32:00+02:00"],
            environment: ["TZ": "Europe/Berlin"])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput == "14:32\nFR 28 AUG\n")
    }

    @Test func snapshotTextOfTheDemoUptimeAndSettingsPages() throws {
        let uptime = try run(
            binary, ["snapshot", "uptime", "--demo", "--format", "text", "--at", "2026-08-30T14:32:08Z"],
            environment: ["TZ": "UTC"])
        #expect(
            uptime.standardOutput == """
                LAST CHECK: 14:32:00
                NEXT REFRESH: 12S
                1 DOWN \u{00B7} 1 SLOW \u{00B7} 4 UP
                API-GATEWAY UP
                WEB-FRONTEND UP
                POSTGRES-01 UP
                REDIS-CACHE SLOW
                WORKER-QUEUE UP
                K3S-CLUSTER DOWN
                BACKUP-JOB UNKNOWN
                FROM LEVO
                CHANGE API KEY

                """)
        let settings = try run(binary, ["snapshot", "settings", "--demo", "--format", "text"])
        #expect(
            settings.standardOutput == """
                SETTINGS
                CREDENTIALS
                > UPTIME API KEY: SET
                GITHUB USERNAME: JUSTTHATRANDOMCODER
                CLOCK DISPLAY
                SECONDS: OFF
                WEATHER CONDITION: ON
                LOCATION: NOT SET
                TIME FORMAT: 24H
                TEMPERATURE: °C
                OTHER ZONES: NONE
                UPTIME
                UPTIME SOURCE: LEVO
                ORDER: AS LISTED
                SCREEN
                ORBIT: ON
                NIGHT DIMMING: AUTO
                INK: WHITE
                CONTRIBUTIONS
                SOURCE: GITHUB
                TIMERS
                FOCUS: 25 MIN
                BREAK: 5 MIN
                LONG BREAK: 15 MIN
                EVERY: 4 ROUNDS
                ROUNDS: 4
                WAIT BEFORE FOCUS: ON
                WAIT BEFORE BREAK: OFF
                BELL: ONCE
                PAGES
                CLOCK PAGE: ON
                STOPWATCH PAGE: ON
                COUNTDOWN PAGE: OFF
                INTERVAL PAGE: OFF
                CALENDAR PAGE: OFF
                GITHUB PAGE: ON
                UPTIME PAGE: ON
                CALENDAR
                FEEDS: CALENDAR.EXAMPLE.COM
                UP/DOWN CHOOSES, ENTER CHANGES
                WEATHER DATA: OPEN-METEO.COM

                """)
    }

    @Test func snapshotTextOfTheDemoGitHubPage() throws {
        let outcome = try run(
            binary, ["snapshot", "github", "--demo", "--format", "text", "--at", "2026-08-30T14:32:08Z"],
            environment: ["TZ": "UTC"])
        let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 15)
        #expect(lines.prefix(4) == ["JUSTTHATRANDOMC... 14:32:08", "13:58", "12", "COMMITS TODAY"])
        #expect(lines[4].count == 18 && lines[4].hasSuffix("4*"), "today marked in the heatmap's 17 digits")
        #expect(lines[5..<11].allSatisfy { $0.count == 17 && $0.allSatisfy(\.isNumber) })
        #expect(
            lines.suffix(4) == [
                "17 WEEKS TODAY", "3 DAY STREAK \u{00B7} BEST 11", "LAST CHECK: 14:30:00", "CHANGE USERNAME",
            ])
    }

    /// ISO 8601 sets no limit on a fraction's digits: ten were refused where four were taken.
    @Test(arguments: [
        "2026-08-28T14:32:00.1234Z", "2026-08-28T14:32:00.1234567890Z", "2026-08-28T14:32:00.999999999999Z",
    ])
    func snapshotAtTakesAFractionOfAnyLength(_ at: String) throws {
        let outcome = try run(
            binary, ["snapshot", "clock", "--format", "text", "--at", at], environment: ["TZ": "UTC"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput == "14:32\nFR 28 AUG\n")
    }

    @Test func snapshotAtWithoutAnOffsetIsLocalTime() throws {
        let outcome = try run(
            binary, ["snapshot", "clock", "--format", "text", "--at", "2026-03-29T03:05"],
            environment: ["TZ": ":Europe/Berlin"])
        #expect(outcome.standardOutput == "03:05\nSU 29 MAR\n")
    }

    @Test func snapshotFrameHasTheRequestedSizeAndOnlyReverseVideoWithoutColour() throws {
        let outcome = try run(
            binary, ["snapshot", "clock", "--size", "60x20", "--at", "2026-08-28T14:32:00Z", "--color", "none"],
            environment: ["TZ": "UTC"])
        let lines = glyphView(outcome.standardOutput).split(separator: "\n", omittingEmptySubsequences: false)
            .dropLast()
        #expect(lines.count == 20)
        #expect(lines.allSatisfy { $0.count == 60 })
        let escapes = outcome.standardOutput.split(separator: "\u{1B}").dropFirst().map { $0.prefix { $0 != "m" } }
        #expect(!escapes.isEmpty && Set(escapes).isSubset(of: ["[7", "[27", "[0"]), "\(Set(escapes))")
    }

    @Test func snapshotFrameInColourUsesSGR() throws {
        let outcome = try run(binary, ["snapshot", "clock", "--color", "256", "--at", "2026-08-28T14:32:00Z"])
        #expect(outcome.standardOutput.contains("\u{1B}[38;5;231;48;5;16m"))
    }

    @Test func snapshotSVGIsSquarePixels() throws {
        // By day: at night the white is dimmed.
        let outcome = try run(
            binary, ["snapshot", "clock", "--format", "svg", "--size", "80x24", "--at", "2026-08-28T14:32:00Z"])
        #expect(outcome.standardOutput.hasPrefix("<svg"))
        #expect(outcome.standardOutput.contains("viewBox=\"0 0 80 48\""))
        #expect(outcome.standardOutput.contains("fill=\"#FFFFFF\""))
    }

    @Test(arguments: [
        (["--bogus"], "unknown option '--bogus'"),
        (["--page", "weather"], "no page 'weather'"),
        (["--color", "pink"], "--color takes auto, truecolor, 256, 16 or none, not 'pink'"),
        (["snapshot"], "snapshot needs a page"),
        (["snapshot", "clock", "--size", "80by24"], "--size takes COLSxROWS"),
        (["snapshot", "clock", "--at", "yesterday"], "--at takes an ISO-8601 time"),
        (
            ["snapshot", "clock", "--at", "2026-01-01T10:00+05:60"],
            "--at '2026-01-01T10:00+05:60': an offset's minutes go from 00 to 59"
        ),
        (["snapshot", "clock", "--format", "png"], "--format takes frame, text or svg"),
        (
            ["snapshot", "clock", "--page", "github"],
            "--page does not apply to snapshot, whose page is its first argument (pulse snapshot PAGE)"
        ),
        (["snapshot", "clock", "--no-mouse"], "--no-mouse does not apply to snapshot"),
        (["--at", "2026-08-28T14:32:00Z"], "--at applies only to pulse snapshot PAGE"),
        (["--size", "80x24"], "--size applies only to pulse snapshot PAGE"),
        (["--format", "text"], "--format applies only to pulse snapshot PAGE"),
        (["--font"], "--font needs a value"),
        (["--pages", "clock,,settings"], "--pages takes page names separated by commas, not 'clock,,settings'"),
        (["--pages", "clock,timer"], "--pages: no page 'timer'"),
        (["--demo", "--pages", "clock"], "--pages cannot be used with --demo"),
        (["--on-finish", "say 'done"], "--on-finish 'say 'done' cannot be used: a ' quote is never closed"),
        (["--demo", "--on-finish", "true"], "--on-finish cannot be used with --demo, which runs nothing"),
        (["snapshot", "countdown", "--on-finish", "true"], "--on-finish does not apply to snapshot"),
        (["--page", "countdown", "--for", "25x"], "--for takes a length such as 90s, 25m, 1h30m or 1:30:00"),
        (["--for", "31h"], "--for takes a length such as 90s, 25m, 1h30m or 1:30:00, more than none and at most 30"),
        (["--page", "clock", "--for", "25m"], "--for starts the countdown, so it goes with --page countdown or alone"),
        (["--demo", "--for", "25m"], "--for cannot be used with --demo, which starts nothing"),
        (["snapshot", "countdown", "--for", "25m"], "--for does not apply to snapshot"),
        (
            ["--page", "countdown", "--until", "25:00"],
            "--until takes a time of day such as 14:30, 9:05, 2:30pm or 2pm"
        ),
        (["--until", "14:30", "--for", "25m"], "--for and --until cannot be used together"),
        (["--page", "clock", "--until", "14:30"], "--until starts the countdown, so it goes with --page countdown or"),
        (["--demo", "--until", "2pm"], "--until cannot be used with --demo, which starts nothing"),
        (["snapshot", "countdown", "--until", "14:30"], "--until does not apply to snapshot"),
        (["--version", "extra"], "--version takes no arguments, not 'extra'"),
        (["--help", "--bogus"], "--help takes no arguments, not '--bogus'"),
        (["-h", "clock"], "-h takes no arguments, not 'clock'"),
        (["--location", "  "], "--location takes a place name or LAT,LON"),
        (["snapshot", "clock", "--location", ""], "--location takes a place name or LAT,LON"),
    ])
    func usageErrorsExitTwoWithOneLine(_ arguments: [String], _ message: String) throws {
        let outcome = try run(binary, arguments)
        #expect(outcome.status == 2)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError.hasPrefix("pulse: \(message)"))
        #expect(outcome.standardError.filter { $0 == "\n" }.count == 1)
    }

    /// 01:00 on 2027-03-14 in New York, when its clocks go from 02:00 to 03:00: the
    /// clock is moved there with `PULSE_TIME_OFFSET`, as the display's clock is.
    @Test func untilATimeTheClocksSkipIsNoSuchTime() throws {
        let offset = 1_805_004_000 - Date().timeIntervalSince1970
        let outcome = try run(
            binary, ["--page", "countdown", "--until", "2:30am"],
            environment: ["TZ": "America/New_York", "PULSE_TIME_OFFSET": String(offset)])
        #expect(outcome.status == 2)
        #expect(
            outcome.standardError.hasPrefix(
                "pulse: --until 02:30: there is no such time on 2027-03-14, when the clocks skip it"))
        let later = try run(
            binary, ["--page", "countdown", "--until", "3:30"],
            environment: ["TZ": "America/New_York", "PULSE_TIME_OFFSET": String(offset)])
        #expect(later.standardError.contains("needs a terminal"), "03:30 that day is a time")
    }

    @Test func withoutATerminalItSaysSoAndPointsAtSnapshot() throws {
        let outcome = try run(binary, [])
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("needs a terminal"))
        #expect(outcome.standardError.contains("pulse snapshot"))
    }

    /// A run that cannot start (no terminal, as `ssh host pulse` without `-t`) exits with
    /// an error and stores nothing its options set, as the man page and the README say.
    @Test func withoutATerminalNothingIsStored() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pulse-notty-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = try run(
            binary, ["--uptime", "gatus:http://127.0.0.1:9", "--time-format", "12h", "--ink", "amber"],
            environment: ["XDG_CONFIG_HOME": directory.path])
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("needs a terminal"))
        #expect(!FileManager.default.fileExists(atPath: directory.path), "nothing stored, no folder made")
    }

    @Test func helpAndVersion() throws {
        let help = try run(binary, ["--help"])
        #expect(help.status == 0)
        // Read in an 80-column terminal: no line wraps.
        let wide = help.standardOutput.split(separator: "\n").filter { $0.count > 80 }
        #expect(wide.isEmpty, "lines past 80 columns: \(wide)")
        let words = [
            "snapshot", "--page", "--color", "--no-mouse", "--font", "--format", "NO_COLOR", "NO MONITORS", "UNNAMED",
            "PAUSED", "NEW", "TOO MANY MONITORS", "3 when pulse snapshot",
        ]
        for word in words {
            #expect(help.standardOutput.contains(word), "help mentions \(word)")
        }
        let version = try run(binary, ["--version"])
        #expect(version.status == 0 && version.standardOutput.hasPrefix("pulse "))
        let afterAnOption = try run(binary, ["--demo", "--help"])
        #expect(afterAnOption.status == 0 && afterAnOption.standardOutput == help.standardOutput)
    }

    /// The man page's KEYS are the key table in full, so every key it names must be one
    /// --help names too: a key only the man page knew was how `w` and `Ctrl-\` went missing.
    @Test func helpNamesEveryKeyTheManPageNames() throws {
        let help = try run(binary, ["--help"]).standardOutput
        let keys = try #require(Documents.section(of: help, from: "Keys:", to: "Mouse:"))
        // Every word of the section, since some keys are named in a description (PgUp PgDn).
        let helpKeys = Set(keys.split(whereSeparator: { " \n/,;()".contains($0) }).map(String.init))
        let manKeys = try Documents.manKeys()
        #expect(manKeys.contains("w") && manKeys.contains("Ctrl-\\"), "\(manKeys)")
        #expect(manKeys.subtracting(helpKeys).isEmpty, "--help lacks \(manKeys.subtracting(helpKeys).sorted())")
    }

    /// A failed place lookup exits 1 and a signal 128 plus its number (the signal tests
    /// see 130, 131, 129 and 143 happen), so --help, the man page and the README must say
    /// both, not "0 on quit" alone.
    @Test func theExitStatusesAreTheOnesTheDocumentsGive() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-exit-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        // A geocoder that refuses at once stands for no network.
        let lookup = try run(
            binary, ["snapshot", "clock", "--location", "Berlin"],
            environment: [
                "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path,
                "XDG_STATE_HOME": directory.appendingPathComponent("state").path,
                "PULSE_GEOCODING_URL": "http://127.0.0.1:1",
            ])
        #expect(lookup.status == 1)
        #expect(lookup.standardError.hasPrefix("pulse: cannot look up 'Berlin'"), "\(lookup.standardError)")

        let help = try run(binary, ["--help"]).standardOutput
        let readme = try String(contentsOf: Documents.root.appendingPathComponent("README.md"), encoding: .utf8)
        let documents = [
            "--help": Documents.section(of: help, from: "Exit status:", to: nil),
            "the man page": try Documents.manSection("EXIT STATUS"),
            "the README": Documents.section(of: readme, from: "A usage error exits 2", to: "## "),
        ]
        for (name, text) in documents {
            let text = try #require(text, "\(name) says what the exit status is")
            for word in ["--location", "128 plus", "130", "131", "129", "143"] {
                #expect(text.contains(word), "\(name) says \(word)")
            }
        }
    }

    /// The man page's SYNOPSIS and the README's command line give each form of the command
    /// line the options --help's Usage gives it: an option one of them lacks is hidden from
    /// whoever reads only that one.
    @Test func theManSynopsisHasTheOptionsOfHelpsUsage() throws {
        let help = try run(binary, ["--help"]).standardOutput
        let usage = try #require(Documents.section(of: help, from: "Usage:", to: "Pages"))
        let synopsis = try Documents.manSection("SYNOPSIS")
        /// The `--options` of each form; `startsForm` tells a line that begins a new one.
        func forms(of text: String, startsForm: (Substring) -> Bool) -> [Set<String>] {
            var result: [Set<String>] = []
            for line in text.split(separator: "\n") {
                if startsForm(line) || result.isEmpty { result.append([]) }
                let words = line.split(whereSeparator: { " []|\"".contains($0) })
                result[result.count - 1].formUnion(words.filter { $0.hasPrefix("--") }.map(String.init))
            }
            return result.filter { !$0.isEmpty }
        }
        let helpForms = forms(of: usage) { $0.trimmingCharacters(in: .whitespaces).hasPrefix("pulse") }
        let manForms = forms(of: synopsis) { $0 == ".br" }
        let readme = try String(contentsOf: Documents.root.appendingPathComponent("README.md"), encoding: .utf8)
        let commandLine = try #require(Documents.section(of: readme, from: "pulse [--page", to: "```"))
        let readmeForms = forms(of: commandLine) { $0.hasPrefix("pulse") }
        #expect(helpForms.count == 3 && helpForms[1].contains("--uptime"), "\(helpForms)")
        #expect(manForms == helpForms, "the man page")
        #expect(readmeForms == helpForms, "the README")
    }

    @Test func aReplacementFontIsUsedAndABrokenOneRefusedClearly() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-font-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // A font whose every glyph is the fallback: a solid 6×5 block on a 7 advance.
        let font = """
            STARTFONT 2.1
            PIXEL_SIZE 8
            STARTCHAR fallback
            ENCODING 0
            DWIDTH 7 0
            BBX 6 5 0 0
            BITMAP
            FC
            FC
            FC
            FC
            FC
            ENDCHAR
            ENDFONT
            """
        let good = directory.appendingPathComponent("block.bdf")
        try font.write(to: good, atomically: true, encoding: .utf8)
        let builtIn = try run(binary, ["snapshot", "clock", "--color", "none", "--at", "2026-08-28T14:32:00Z"])
        let replaced = try run(
            binary, ["snapshot", "clock", "--color", "none", "--at", "2026-08-28T14:32:00Z", "--font", good.path])
        #expect(replaced.status == 0)
        #expect(replaced.standardOutput != builtIn.standardOutput)
        #expect(glyphView(replaced.standardOutput).contains("██████"))

        let bad = directory.appendingPathComponent("bad.bdf")
        try "STARTFONT 2.1\nPIXEL_SIZE 8\n".write(to: bad, atomically: true, encoding: .utf8)
        let refused = try run(binary, ["snapshot", "clock", "--font", bad.path])
        #expect(refused.status == 1)
        #expect(refused.standardError.contains("no fallback glyph"))
        let missing = try run(
            binary, ["snapshot", "clock", "--font", directory.appendingPathComponent("none.bdf").path])
        #expect(missing.status == 1 && missing.standardError.contains("cannot read font"))
    }
}

@Suite struct StopwatchSnapshotTests {
    /// A fresh XDG_STATE_HOME whose stopwatch file holds `contents`.
    func stateDirectory(storing contents: String) throws -> URL {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-sw-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: state.appendingPathComponent("pulse"), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: state.appendingPathComponent("pulse/stopwatch.json"))
        return state
    }

    @Test func snapshotShowsTheStoredStopwatch() throws {
        let binary = try pulseBinary()
        // Started at 13:00:00Z with 30 s from earlier runs: 1 h 32 min 30 s at 14:32:00Z.
        let state = try stateDirectory(storing: "{\"accumulated\":30,\"startedAt\":1787922000,\"version\":1}")
        defer { try? FileManager.default.removeItem(at: state) }
        // Its own settings folder and a UTF-8 locale, and the moment given: what the frame
        // draws depends on no other test's files, on no locale, on no day the suite runs.
        let environment = [
            "TZ": "UTC", "XDG_STATE_HOME": state.path, "XDG_CONFIG_HOME": state.appendingPathComponent("config").path,
            "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8",
        ]
        let text = try run(
            binary, ["snapshot", "stopwatch", "--format", "text", "--at", "2026-08-28T14:32:00Z"],
            environment: environment)
        #expect(text.standardOutput == "01:32:30\n14:32\n")
        let frame = try run(
            binary, ["snapshot", "stopwatch", "--color", "none", "--at", "2026-08-28T14:32:00Z"],
            environment: environment)
        #expect(frame.status == 0 && glyphView(frame.standardOutput).contains("█"))
        let demo = try run(
            binary, ["snapshot", "stopwatch", "--demo", "--format", "text", "--at", "2026-08-28T14:32:00Z"],
            environment: environment)
        #expect(demo.standardOutput == "00:00:00\n14:32\n", "--demo reads no stored state")
    }

    @Test func anUnreadableStoredStopwatchIsSaidOnStandardError() throws {
        let binary = try pulseBinary()
        let state = try stateDirectory(storing: "garbage")
        defer { try? FileManager.default.removeItem(at: state) }
        let outcome = try run(
            binary, ["snapshot", "stopwatch", "--format", "text", "--at", "2026-08-28T14:32:00Z"],
            environment: ["TZ": "UTC", "XDG_STATE_HOME": state.path])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput == "00:00:00\n14:32\nSTORED TIME UNREADABLE\n")
        #expect(outcome.standardError.contains("cannot use the stored stopwatch"))
        #expect(outcome.standardError.filter { $0 == "\n" }.count == 1)
        #expect(try Data(contentsOf: state.appendingPathComponent("pulse/stopwatch.json")) == Data("garbage".utf8))
    }
}

/// The documents beside the binary, read as text, so the tests can hold them to it.
enum Documents {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The man page's roff source with the escapes it uses read as the characters they are.
    static func manPage() throws -> String {
        let source = try String(
            contentsOf: root.appendingPathComponent("Sources/pulse/pulse.1"), encoding: .utf8)
        return source.replacingOccurrences(of: "\\-", with: "-").replacingOccurrences(of: "\\e", with: "\\")
    }

    /// The lines of `document` from the one starting with `start` up to, not including,
    /// the next one starting with `end` (or the end); nil when `start` is absent.
    static func section(of document: String, from start: String, to end: String?) -> String? {
        let lines = document.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix(start) })
        else { return nil }
        let rest = lines[(first + 1)...]
        let last =
            end.flatMap { end in rest.firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix(end) } }
            ?? rest.endIndex
        return lines[first..<last].joined(separator: "\n")
    }

    /// The man page section `name`, from its `.SH` line to the next.
    static func manSection(_ name: String) throws -> String {
        let page = try manPage()
        guard let text = section(of: page, from: ".SH \(name)", to: ".SH") else {
            throw HarnessError("the man page has no \(name) section")
        }
        return text
    }

    /// The keys the man page's KEYS section names: the unquoted arguments of each tag
    /// line after `.TP` (`.BR Space " or " Enter " twice"` names Space and Enter).
    static func manKeys() throws -> Set<String> {
        let lines = try manSection("KEYS").split(separator: "\n").map(String.init)
        var keys = Set<String>()
        for (index, line) in lines.enumerated() where line == ".TP" && index + 1 < lines.count {
            // Quoted arguments are the connecting words; the macro name comes first.
            let unquoted = lines[index + 1].split(separator: "\"", omittingEmptySubsequences: false)
                .enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element)
            let words = unquoted.flatMap { $0.split(separator: " ").map(String.init) }
            keys.formUnion(words.dropFirst())
        }
        return keys
    }
}
