import Foundation
import PulseCore
import PulseTestSupport
import Testing

@testable import PulseNet

/// The Clock's weather against the real loopback server: the state decides, the fetcher
/// fetches, the server counts. Time is injected; only the transfers are real.
@Suite(.serialized) struct WeatherIntegrationTests {
    let server: LoopbackServer
    let berlin = Coordinate(latitude: 52.52, longitude: 13.41)
    let start = Date(timeIntervalSince1970: 1_788_081_810)

    init() throws {
        server = try LoopbackServer()
    }

    func clock(location: Coordinate?, page: Page = .clock) -> AppState {
        AppState(
            page: page, size: TerminalSize(columns: 100, rows: 30),
            run: Run(endpoints: Endpoints(environment: ["PULSE_OPEN_METEO_URL": server.base])),
            weather: WeatherModel(location: location))
    }

    /// Handles `event`, carries out its fetches for real, and feeds the answers back.
    func run(_ event: AppEvent, at now: Date, on state: inout AppState) {
        runFetching(event, at: now, on: &state, timeout: 10)
    }

    var lookups: Int { server.count(of: "/v1/forecast") }

    @Test func cadenceOneOnArrivalNoneWithinThirtyMinutesOneAfter() {
        var state = clock(location: berlin)
        run(.started, at: start, on: &state)
        #expect(lookups == 1)
        #expect(state.weather.reading?.displayText == "21°C")
        run(.tick, at: start.addingTimeInterval(60), on: &state)
        run(.key(.right), at: start.addingTimeInterval(120), on: &state)
        run(.key(.left), at: start.addingTimeInterval(180), on: &state)
        run(.tick, at: start.addingTimeInterval(1799), on: &state)
        #expect(lookups == 1, "nothing again within 30 minutes of the last attempt")
        run(.tick, at: start.addingTimeInterval(1800), on: &state)
        #expect(lookups == 2)
    }

    @Test(arguments: ["500", "429", "garbage", "kelvin"])
    func aFailureKeepsAYoungReadingAndDropsAStaleOne(_ mode: String) {
        var state = clock(location: berlin)
        run(.started, at: start, on: &state)
        server.setForecast(mode)
        run(.tick, at: start.addingTimeInterval(1800), on: &state)
        #expect(state.weather.reading?.displayText == "21°C", "younger than 3 hours: kept")
        run(.tick, at: start.addingTimeInterval(10_801), on: &state)
        #expect(state.weather.reading == nil, "older than 3 hours when a later attempt fails: dropped")
        server.setForecast("ok")
    }

    @Test(arguments: ["500", "429", "garbage", "kelvin"])
    func aFailureWithNothingCachedLeavesTheLineAbsent(_ mode: String) {
        server.setForecast(mode)
        var state = clock(location: berlin)
        run(.started, at: start, on: &state)
        #expect(state.weather.reading == nil)
        server.setForecast("ok")
    }

    @Test func aRefusedConnectionLeavesTheLineAbsent() {
        var state = AppState(
            size: TerminalSize(columns: 100, rows: 30),
            run: Run(
                endpoints: Endpoints(environment: [
                    "PULSE_OPEN_METEO_URL": "http://127.0.0.1:\(LoopbackServer.closedPort())"
                ])), weather: WeatherModel(location: berlin))
        run(.started, at: start, on: &state)
        #expect(state.weather.reading == nil)
    }

    @Test func noRequestWhileAnotherPageIsShownOrWithoutALocation() {
        var elsewhere = clock(location: berlin, page: .stopwatch)
        run(.started, at: start, on: &elsewhere)
        run(.tick, at: start.addingTimeInterval(7200), on: &elsewhere)
        var nowhere = clock(location: nil)
        run(.started, at: start, on: &nowhere)
        run(.tick, at: start.addingTimeInterval(7200), on: &nowhere)
        #expect(lookups == 0)
    }
}
