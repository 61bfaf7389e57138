import Foundation
import Testing

/// Local time as the C library reads it: the real binary's snapshot against `date` for every
/// form of `TZ` a shell accepts, in both daylight-saving seasons, and a zone changed under a
/// running Pulse.
@Suite struct LocalTimeEndToEndTests {
    /// Every form of `TZ`: unset (`/etc/localtime`), empty (UTC), names with and without a
    /// colon, a path, POSIX rules with and without daylight saving (southern, negative
    /// transition times), bracketed names, the `posix/` and leap-second `right/` trees, a
    /// half-hour daylight saving and a name no file holds.
    static let zones: [String?] = [
        nil, "", "Europe/Berlin", ":Europe/Berlin", "/usr/share/zoneinfo/America/New_York", "JST-9", "EST+5",
        "IST-5:30", "<+0545>-5:45", "CET-1CEST,M3.5.0,M10.5.0/3", "AEST-10AEDT,M10.1.0,M4.1.0/3",
        "<-02>2<-01>,M3.5.0/-1,M10.5.0/0", "posix/Asia/Tokyo", "right/Asia/Tokyo", "Australia/Lord_Howe",
        "Asia/Kathmandu", "EST5EDT", "Nowhere/Special",
    ]

    /// Northern winter and summer, a Berlin change of clocks either side, a New York
    /// midnight, and the first instant of a year.
    static let instants = [
        "2026-01-15T12:00:00Z", "2026-07-15T12:00:00Z", "2026-03-29T00:59:59Z", "2026-03-29T01:00:00Z",
        "2026-10-25T00:59:59Z", "2026-10-25T01:00:00Z", "2026-11-01T04:30:00Z", "2027-01-01T00:00:00Z",
    ]

    /// `command` with `TZ` set to `zone`, or unset for nil.
    func withZone(_ zone: String?, _ command: [String]) throws -> Outcome {
        try run("/usr/bin/env", (zone.map { ["TZ=\($0)"] } ?? ["-u", "TZ"]) + command)
    }

    /// What `date` shows for `epoch` in `zone`, in the Clock's form (`14:32`, `FR 28 AUG`).
    func dateReading(_ zone: String?, epoch: Int) throws -> [String] {
        let out = try withZone(zone, ["date", "-d", "@\(epoch)", "+%H:%M|%a %d %b"]).standardOutput
        let parts = out.trimmingCharacters(in: .newlines).uppercased().split(separator: "|").map(String.init)
        let words = parts.last?.split(separator: " ") ?? []
        guard parts.count == 2, words.count == 3 else { return [out] }
        return [parts[0], "\(words[0].prefix(2)) \(words[1]) \(words[2])"]
    }

    func snapshot(_ zone: String?, at instant: String) throws -> Outcome {
        try withZone(zone, [try pulseBinary(), "snapshot", "clock", "--at", instant, "--format", "text"])
    }

    @Test(arguments: zones)
    func theClockReadsAsDateDoes(_ zone: String?) throws {
        for instant in Self.instants {
            let epoch = try #require(ISO8601DateFormatter().date(from: instant)).timeIntervalSince1970
            let shown = try snapshot(zone, at: instant).standardOutput.split(separator: "\n").map(String.init)
            // Read before #expect, whose Swift 6.0 expansion cannot take a `try` inside it.
            let expected = try dateReading(zone, epoch: Int(epoch))
            #expect(shown == expected, "TZ=\(zone ?? "(unset)") at \(instant)")
        }
    }

    /// A local `--at` names the instant `date -d` finds for the same wall-clock time; one the
    /// clocks skip is refused by both.
    @Test(arguments: zones)
    func aLocalTimeIsTheInstantDateFinds(_ zone: String?) throws {
        for local in ["2026-07-15T14:00", "2026-03-29T02:30", "2026-10-04T02:30", "2026-10-25T02:30"] {
            let typed = local.replacingOccurrences(of: "T", with: " ")
            let found = try withZone(zone, ["date", "-d", typed, "+%s"])
            let shown = try snapshot(zone, at: local)
            guard found.status == 0, let epoch = Int(found.standardOutput.trimmingCharacters(in: .newlines)) else {
                #expect(shown.status == 2, "TZ=\(zone ?? "(unset)") \(local): date finds no such time")
                #expect(shown.standardError.contains("skip"), "\(shown.standardError)")
                continue
            }
            let lines = shown.standardOutput.split(separator: "\n").map(String.init)
            let expected = try dateReading(zone, epoch: epoch)
            #expect(lines == expected, "TZ=\(zone ?? "(unset)") \(local)")
        }
    }

    /// `TZ` names a file that is replaced (renamed over, as `ln -sf` and timedatectl do) while
    /// Pulse shows the Clock: the new zone's time is on screen with no key and long before
    /// the minute's own wake (the display's clock is placed 20 s into a minute).
    @Test func aZoneReplacedUnderARunningPulseShowsAtOnce() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-zone-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let zoneFile = scratch.appendingPathComponent("localtime").path
        try FileManager.default.copyItem(atPath: "/usr/share/zoneinfo/Asia/Kathmandu", toPath: zoneFile)
        let offset = TmuxPane.offset(placingClockAt: 20)
        let pane = try TmuxPane.pulse(
            try pulseBinary(), arguments: "--page clock",
            environment: ["TZ": zoneFile, "PULSE_TIME_OFFSET": String(offset)])
        func expected() throws -> String {
            let shown = Date(timeIntervalSince1970: Date().timeIntervalSince1970 + offset)
            let at = ISO8601DateFormatter().string(from: shown)
            let size = try pane.format("#{pane_width}x#{pane_height}")
            let outcome = try run(
                try pulseBinary(),
                ["snapshot", "clock", "--at", at, "--size", size, "--color", "none", "--format", "frame"],
                environment: pane.pulseEnvironment)
            return trimmedScreen(glyphView(outcome.standardOutput))
        }
        #expect(try pane.waitUntil { try $0 == expected() }, "Kathmandu's time first")
        let kathmandu = try pane.screen()

        let replacement = scratch.appendingPathComponent("localtime.new").path
        try FileManager.default.copyItem(atPath: "/usr/share/zoneinfo/Asia/Tokyo", toPath: replacement)
        #expect(rename(replacement, zoneFile) == 0)
        #expect(try pane.waitUntil { try $0 != kathmandu && $0 == expected() }, "Tokyo's, before the minute")
    }
}
