import Foundation
import PulseCore
import PulseTestSupport
import Testing

@testable import PulseNet

/// Every fault the loopback server can commit, against the Clock's weather line and the
/// GitHub page (the Uptime page has the same in `UptimeIntegrationTests`): the documented
/// line or silence, the last good data kept, the requests the server saw counted, and
/// recovery without help once the server behaves. Time is injected; transfers are real.
@Suite(.serialized) struct FaultMatrixTests {
    /// Every fault in the server's vocabulary.
    static let faults = ["stall", "stallbody", "reset", "truncated", "garbage", "huge", "loop", "429", "500", "403"]

    let server: LoopbackServer
    let start = Date(timeIntervalSince1970: 1_788_199_200)  // 2026-08-31T18:00:00Z
    let utc = TimeZone(identifier: "UTC") ?? .current

    init() throws {
        server = try LoopbackServer()
        server.setGitHub(day: "2026-08-31")
        // Longer than either page's cadence, so obeying it shows.
        server.setRetryAfter(3000)
    }

    /// Handles `event` and carries out its fetches for real, stalls cut to a second.
    func run(_ event: AppEvent, at now: Date, on state: inout AppState) {
        runFetching(event, at: now, on: &state, timeout: 1)
    }

    func state(on page: Page) -> AppState {
        AppState(
            page: page, size: TerminalSize(columns: 100, rows: 30),
            run: Run(
                endpoints: Endpoints(environment: [
                    "PULSE_OPEN_METEO_URL": server.base, "PULSE_GITHUB_URL": server.base,
                    "PULSE_GITHUB_API_URL": server.base,
                ])),
            weather: WeatherModel(location: Coordinate(latitude: 52.52, longitude: 13.41)),
            credentials: CredentialPresence(githubUsername: "octocat"))
    }

    var forecasts: Int { server.count(of: "/v1/forecast") }
    var contributions: Int { server.count(of: "/users/octocat/contributions") }
    var events: Int { server.count(of: "/users/octocat/events/public") }

    @Test(arguments: faults)
    func theWeatherLineKeepsItsReadingAsksOnceAndRecovers(_ fault: String) {
        var clock = state(on: .clock)
        run(.started, at: start, on: &clock)
        #expect(clock.weather.reading?.displayText == "21°C")
        server.setForecast(fault)
        let failed = start.addingTimeInterval(1800)
        run(.tick, at: failed, on: &clock)
        #expect(forecasts == 2)
        #expect(clock.weather.reading?.displayText == "21°C", "a young reading stays through \(fault)")
        run(.tick, at: failed.addingTimeInterval(1799), on: &clock)
        #expect(forecasts == 2, "nothing again within the cadence")
        server.setForecast("ok")
        if fault == "429" {
            run(.tick, at: failed.addingTimeInterval(1800), on: &clock)
            #expect(forecasts == 2, "Retry-After is obeyed past the cadence")
        }
        run(.tick, at: failed.addingTimeInterval(fault == "429" ? 3000 : 1800), on: &clock)
        #expect(forecasts == 3)
        #expect(clock.weather.reading?.displayText == "21°C")
    }

    @Test(arguments: faults)
    func theWeatherLineIsAbsentWhenAFaultComesFirst(_ fault: String) {
        server.setForecast(fault)
        defer { server.setForecast("ok") }
        var clock = state(on: .clock)
        run(.started, at: start, on: &clock)
        #expect(clock.weather.reading == nil)
        #expect(forecasts == 1)
    }

    @Test(arguments: faults)
    func gitHubSaysOfflineKeepsTheLastDataAsksOnceAndRecovers(_ fault: String) {
        var github = state(on: .github)
        run(.started, at: start, on: &github)
        #expect(github.github.exactCount(today: start, zone: utc) == 5)
        server.setGitHub(fault, events: fault)
        defer { server.setGitHub("ok", events: "ok") }
        let failed = start.addingTimeInterval(600)
        run(.tick, at: failed, on: &github)
        // What the server did, said as such: only a server that did not answer is offline.
        let lines = [
            "garbage": "PAGE NOT UNDERSTOOD - SHOWING LAST DATA", "huge": "PAGE TOO LARGE - SHOWING LAST DATA",
            "429": "RATE LIMITED - WAIT 50 MIN - SHOWING LAST DATA",
            "500": "SERVER ERROR: 500 - SHOWING LAST DATA", "403": "SERVER ERROR: 403 - SHOWING LAST DATA",
        ]
        #expect(github.github.statusLine(today: failed, zone: utc) == lines[fault] ?? "OFFLINE - SHOWING LAST DATA")
        #expect(github.github.lastCheck == start, "LAST CHECK stays the last good answer's")
        #expect(github.github.exactCount(today: failed, zone: utc) == 5, "the calendar stays")
        #expect(github.github.lastPushToday(now: failed, zone: utc) != nil, "the last feed stays")
        #expect(contributions == 2 && events == 2)
        run(.tick, at: failed.addingTimeInterval(599), on: &github)
        #expect(contributions == 2 && events == 2, "nothing again within the cadence")
        server.setGitHub("ok", events: "ok")
        if fault == "429" {
            // Away and back: an arrival refreshes, but asks no server that said to wait.
            run(.key(.left), at: failed.addingTimeInterval(700), on: &github)
            run(.key(.right), at: failed.addingTimeInterval(701), on: &github)
            run(.tick, at: failed.addingTimeInterval(1400), on: &github)
            #expect(contributions == 2 && events == 2, "Retry-After is obeyed, arrivals included")
        }
        let recovered = failed.addingTimeInterval(fault == "429" ? 3000 : 600)
        run(.tick, at: recovered, on: &github)
        #expect(contributions == 3)
        #expect(github.github.statusLine(today: recovered, zone: utc) == nil, "it recovers by itself")
    }

    @Test func anUnresolvableNameIsSilenceOnTheClockAndOfflineOnGitHub() {
        let nowhere = "https://pulse-test.invalid"
        let environment = [
            "PULSE_OPEN_METEO_URL": nowhere, "PULSE_GITHUB_URL": nowhere, "PULSE_GITHUB_API_URL": nowhere,
        ]
        var clock = AppState(
            page: .clock, size: TerminalSize(columns: 100, rows: 30),
            run: Run(endpoints: Endpoints(environment: environment)),
            weather: WeatherModel(location: Coordinate(latitude: 52.52, longitude: 13.41)))
        run(.started, at: start, on: &clock)
        #expect(clock.weather.reading == nil)
        var github = AppState(
            page: .github, size: TerminalSize(columns: 100, rows: 30),
            run: Run(endpoints: Endpoints(environment: environment)),
            credentials: CredentialPresence(githubUsername: "octocat"))
        run(.started, at: start, on: &github)
        #expect(github.github.statusLine(today: start, zone: utc) == "OFFLINE")
        #expect(github.handle(.tick, at: start.addingTimeInterval(599)).isEmpty, "no retry storm")
    }

    @Test func aFlappingServerIsAskedOncePerCadenceAndTheScreenFollowsTheGoodAnswers() {
        var clock = state(on: .clock)
        var github = state(on: .github)
        var lines: [String?] = []
        for step in 0..<6 {
            let mode = step % 2 == 0 ? "ok" : "500"
            server.setForecast(mode)
            server.setGitHub(mode, events: mode)
            let now = start.addingTimeInterval(Double(step) * 1800)
            run(step == 0 ? .started : .tick, at: now, on: &clock)
            run(step == 0 ? .started : .tick, at: now, on: &github)
            lines.append(github.github.statusLine(today: now, zone: utc))
            #expect(clock.weather.reading?.displayText == "21°C")
            // Between attempts nothing is sent.
            run(.tick, at: now.addingTimeInterval(590), on: &clock)
            run(.tick, at: now.addingTimeInterval(590), on: &github)
        }
        server.setForecast("ok")
        server.setGitHub("ok", events: "ok")
        #expect(forecasts == 6)
        #expect(contributions == 6)
        let failed = "SERVER ERROR: 500 - SHOWING LAST DATA"
        #expect(lines == [nil, failed, nil, failed, nil, failed])
    }
}
