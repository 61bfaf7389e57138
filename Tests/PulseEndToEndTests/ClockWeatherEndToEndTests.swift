import Foundation
import PulseTestSupport
import Testing

/// The weather line in a real terminal, against the loopback server.
@Suite(.serialized) struct ClockWeatherEndToEndTests {
    let binary: String
    let server: LoopbackServer

    init() throws {
        binary = try pulseBinary()
        server = try LoopbackServer()
    }

    var endpoints: [String: String] {
        ["PULSE_OPEN_METEO_URL": server.base, "PULSE_GEOCODING_URL": server.base]
    }

    @Test func aNamedLocationIsResolvedOnceAndTheLineShows() throws {
        let pane = try TmuxPane.pulse(binary, arguments: "--location Berlin", environment: endpoints)
        #expect(try pane.waitUntil { squeezed($0).contains("21°C") })
        #expect(try pane.waitUntil(showing: "clock"))
        #expect(server.count(of: "/v1/search") == 1)
        let text = try pane.snapshot("clock", format: "text")
        #expect(text.hasSuffix("CLOUDY 21°C"), "\(text)")
        let settings = pane.directory.appendingPathComponent("config/pulse/preferences.json")
        let stored = try JSONSerialization.jsonObject(with: Data(contentsOf: settings)) as? [String: Any]
        let location = stored?["location"] as? [String: Any]
        #expect(location?["name"] as? String == "Berlin")
        #expect(location?["latitude"] as? Double == 52.52 && location?["longitude"] as? Double == 13.41)
    }

    @Test func wTwiceHidesTheFigureAndBothChoicesSurviveARestart() throws {
        let pane = try TmuxPane.pulse(binary, arguments: "--location 52.52,13.41", environment: endpoints)
        #expect(try pane.waitUntil(showing: "clock") { squeezed($0).contains("21°C") })
        let withFigure = try pane.screen()
        try pane.keys("w", "w")
        #expect(
            try pane.waitUntil { $0 != withFigure && squeezed($0).contains("21°C") },
            "the figure goes, the temperature stays")
        // The screen also changes at a minute boundary, so the stored choice is what settles it.
        #expect(try pane.waitUntil { _ in try pane.snapshot("clock", format: "text").hasSuffix("\n21°C") })
        try pane.keys("Space", "Space")
        let settings = pane.directory.appendingPathComponent("config/pulse/preferences.json")
        #expect(
            try pane.waitUntil { _ in
                let data = FileManager.default.contents(atPath: settings.path) ?? Data()
                let stored = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
                return stored?["clock.showsSeconds"] as? Bool == true
                    && stored?["clock.showsCondition"] as? Bool == false
            })
        try pane.keys("q")
        #expect(try pane.waitForExit())
        try pane.restart()
        let text = try pane.snapshot("clock", format: "text")
        let lines = text.split(separator: "\n")
        #expect(lines.first?.count == 8, "seconds remembered: \(text)")
        #expect(lines.last == "21°C", "figure hidden, remembered: \(text)")
        #expect(try pane.waitUntil(showing: "clock"))
    }

    /// A geocoder that answers a name of 72,000 characters: it was stored whole, and every
    /// later start refused the settings file as too large (seconds, dimming, the location
    /// itself lost). The name is a label: cut to 100 characters, and the file stays usable.
    @Test func aPlaceNameOfSeventyKilobytesIsCutAndTheSettingsStayReadable() throws {
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-long-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: config) }
        let environment = endpoints.merging(["XDG_CONFIG_HOME": config.path, "TZ": "UTC"]) { $1 }
        let file = config.appendingPathComponent("pulse/preferences.json")
        let first = try TerminalRun(binary, ["--location", "longname"], environment: environment)
        #expect(first.end(when: { FileManager.default.fileExists(atPath: file.path) }), "stored")
        #expect(first.standardError.isEmpty, "\(first.standardError.prefix(200))")
        let data = try Data(contentsOf: file)
        #expect(data.count < 1024, "\(data.count) bytes")
        let stored = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let name = (stored?["location"] as? [String: Any])?["name"] as? String
        #expect(name == String(repeating: "Berlin", count: 12000).prefix(100).description)
        let again = try run(binary, ["snapshot", "clock", "--format", "text"], environment: environment)
        #expect(again.status == 0 && again.standardError.isEmpty, "the settings are read: \(again.standardError)")
        #expect(again.standardOutput.contains("21°C"), "\(again.standardOutput)")
    }

    @Test func anUnknownPlaceIsRefusedAndNothingIsStored() throws {
        let outcome = try run(
            binary, ["snapshot", "clock", "--location", "Atlantis"],
            environment: endpoints.merging(["XDG_CONFIG_HOME": "/tmp/pulse-atlantis-\(UUID().uuidString)"]) { $1 })
        #expect(outcome.status == 1)
        #expect(outcome.standardError == "pulse: no such place: 'Atlantis'\n")
    }

    @Test func withoutALocationTheSnapshotHasNoWeatherLineAndAsksNothing() throws {
        let config = "/tmp/pulse-nowhere-\(UUID().uuidString)"
        let outcome = try run(
            binary, ["snapshot", "clock", "--format", "text", "--at", "2026-08-28T14:32:00Z"],
            environment: endpoints.merging(["XDG_CONFIG_HOME": config, "TZ": "UTC"]) { $1 })
        #expect(outcome.standardOutput == "14:32\nFR 28 AUG\n")
        #expect(server.count(of: "/v1/forecast") == 0)
    }

    @Test func aFailingServerGivesSilentAbsenceInTheSnapshot() throws {
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-fail-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: config) }
        let environment = endpoints.merging(["XDG_CONFIG_HOME": config.path, "TZ": "UTC"]) { $1 }
        server.setForecast("500")
        let outcome = try run(
            binary,
            ["snapshot", "clock", "--location", "52.52,13.41", "--format", "text", "--at", "2026-08-28T14:32:00Z"],
            environment: environment)
        #expect(outcome.status == 0 && outcome.standardOutput == "14:32\nFR 28 AUG\n" && outcome.standardError.isEmpty)
        server.setForecast("ok")
    }
}
