import Foundation
import PulseApp
import PulseCore
import PulseDisplay
import PulseTestSupport
import Testing

/// Three other zones on the Clock, read by the C library (`NamedZone`, the code the local
/// time uses) and drawn, against `TZ=… date` at every minute of a day: across a change of
/// the clocks and the date line, with a POSIX rule among them, in both time formats.
@Suite(.serialized) struct ZoneClockIntegrationTests {
    struct Scene: Sendable, CustomTestStringConvertible {
        let local: String
        let zones: [OtherZone]
        /// The first instant of the day simulated.
        let start: Int
        var testDescription: String { "TZ=\(local) with \(zones.map(\.label).joined(separator: ","))" }
    }

    static let scenes = [
        // New York springs forward at 02:00 on 8 March 2026; the zones straddle the date
        // line (+14, -11) and one is a POSIX rule of a quarter hour.
        Scene(
            local: "America/New_York",
            zones: [
                OtherZone(label: "KIR", zone: "Pacific/Kiritimati"), OtherZone(label: "MDY", zone: "Pacific/Midway"),
                OtherZone(label: "KTM", zone: "<+0545>-5:45"),
            ], start: 1_772_946_000),
        // The clocks change in the zones instead: New York's that day, Lord Howe's half hour
        // on 5 April, seen from UTC; and a POSIX rule with its own dates.
        Scene(
            local: "UTC",
            zones: [
                OtherZone(label: "NYC", zone: "America/New_York"), OtherZone(label: "LHI", zone: "Australia/Lord_Howe"),
                OtherZone(label: "BER", zone: "CET-1CEST,M3.2.0,M10.5.0/3"),
            ], start: 1_772_928_000),
        Scene(
            local: "UTC",
            zones: [OtherZone(label: "LHI", zone: "Australia/Lord_Howe")], start: 1_775_304_000),
    ]

    /// `date`'s reading of each instant in `zone`: `HH:MM`, `h:MM AM` and the day number.
    func dateReadings(_ zone: String, _ instants: [Int]) throws -> [(String, String, Int)] {
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-dates-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: input) }
        try instants.map { "@\($0)" }.joined(separator: "\n").write(to: input, atomically: true, encoding: .utf8)
        let out = try run("/usr/bin/env", ["TZ=\(zone)", "date", "-f", input.path, "+%H:%M|%-I:%M %p|%Y-%m-%d"])
        return out.split(separator: "\n").map { line in
            let parts = line.split(separator: "|").map(String.init)
            let day = parts.count == 3 ? Self.days(parts[2]) : Int.min
            return (parts.first ?? "", parts.count > 1 ? parts[1] : "", day)
        }
    }

    static func days(_ date: String) -> Int {
        let fields = date.split(separator: "-").compactMap { Int($0) }
        guard fields.count == 3 else { return Int.min }
        return CivilTime(year: fields[0], month: fields[1], day: fields[2]).days
    }

    func run(_ executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test(arguments: scenes)
    func everyMinuteReadsAsDateDoes(_ scene: Scene) throws {
        let instants = (0..<1440).map { scene.start + $0 * 60 }
        let local = try dateReadings(scene.local, instants)
        let zones = try scene.zones.map { try dateReadings($0.zone, instants) }
        let renderer = Renderer(typeface: try Typeface.builtIn())
        for format in TimeFormat.allCases {
            let state = AppState(
                size: TerminalSize(columns: 200, rows: 60),
                preferences: ClockPreferences(timeFormat: format, zones: scene.zones))
            for (index, instant) in instants.enumerated() {
                let lines = renderer.textLines(
                    for: state, at: Date(timeIntervalSince1970: Double(instant)), in: NamedZone(scene.local))
                let expected = scene.zones.enumerated().map { number, zone in
                    let reading = zones[number][index]
                    let days = reading.2 - local[index].2
                    let time = format == .twelveHour ? reading.1 : reading.0
                    return "\(zone.label) \(time)" + (days == 0 ? "" : days > 0 ? " +\(days)" : " \(days)")
                }.joined(separator: "   ")
                let localTime = format == .twelveHour ? local[index].1 : local[index].0
                #expect(lines.first == localTime, "\(scene.testDescription) at @\(instant)")
                #expect(lines.count > 2 && lines[2] == expected, "\(scene.testDescription) at @\(instant) \(format)")
            }
        }
    }
}
