import Foundation
import PulseTestSupport
import Testing

@testable import PulseCore

/// The original's `ClockWeatherModelTests`, on the state: requests are effects, answers
/// are events, time is an argument.
@Suite struct ClockWeatherModelTests {
    let size = TerminalSize(columns: 100, rows: 30)
    let berlin = Coordinate(latitude: 52.52, longitude: 13.41)
    let start = Date(timeIntervalSince1970: 1_788_081_810)

    func ok(_ body: String = #"{"current":{"temperature_2m":21.3,"weather_code":3}}"#) -> Result<
        HTTPResponse, HTTPFailure
    > {
        .success(HTTPResponse(status: 200, headers: [:], body: Data(body.utf8)))
    }

    func fetches(_ effects: [Effect]) -> [FetchID] {
        effects.fetches.map(\.id)
    }

    func clock(location: Coordinate?) -> AppState {
        AppState(size: size, weather: WeatherModel(location: location))
    }

    @Test func aFixAndAReadingShow21C() {
        var state = clock(location: berlin)
        let effects = state.handle(.started, at: start)
        #expect(fetches(effects) == [FetchID(.weather, 1)])
        #expect(state.weather.reading == nil, "nothing is shown before the first answer")
        _ = state.handle(.fetched(id: FetchID(.weather, 1), result: ok()), at: start.addingTimeInterval(1))
        #expect(state.weather.reading?.displayText == "21°C")
        #expect(state.weather.reading?.condition == .cloudy)
    }

    @Test func theRequestIsTheForecastWithThreeQueryItems() throws {
        var state = clock(location: berlin)
        let effects = state.handle(.started, at: start)
        guard let request = effects.first?.fetch?.request else {
            Issue.record("no fetch")
            return
        }
        #expect(request.url.path == "/v1/forecast")
        #expect(
            request.url.query
                == "latitude=52.52&longitude=13.41&current=temperature_2m,weather_code&daily=sunrise,sunset")
    }

    @Test func noLocationMeansNoLineAndNoRequest() {
        var state = clock(location: nil)
        #expect(fetches(state.handle(.started, at: start)).isEmpty)
        #expect(fetches(state.handle(.tick, at: start.addingTimeInterval(7200))).isEmpty)
        #expect(state.weather.reading == nil)
    }

    @Test(arguments: [
        Result<HTTPResponse, HTTPFailure>.failure(.refused), .failure(.timedOut),
        .success(HTTPResponse(status: 429, headers: [:], body: Data())),
        .success(HTTPResponse(status: 500, headers: [:], body: Data())),
        .success(HTTPResponse(status: 200, headers: [:], body: Data("not json".utf8))),
        .success(
            HTTPResponse(
                status: 200, headers: [:],
                body: Data(#"{"current_units":{"temperature_2m":"K"},"current":{"temperature_2m":290}}"#.utf8))),
    ])
    func everyFailureWithNothingCachedLeavesTheLineAbsent(_ result: Result<HTTPResponse, HTTPFailure>) {
        var state = clock(location: berlin)
        _ = state.handle(.started, at: start)
        _ = state.handle(.fetched(id: FetchID(.weather, 1), result: result), at: start.addingTimeInterval(1))
        #expect(state.weather.reading == nil)
    }

    @Test func anUnmappedConditionShowsTheTemperatureWithoutAFigure() {
        var state = clock(location: berlin)
        _ = state.handle(.started, at: start)
        _ = state.handle(
            .fetched(id: FetchID(.weather, 1), result: ok(#"{"current":{"temperature_2m":12,"weather_code":4}}"#)),
            at: start)
        #expect(state.weather.reading?.displayText == "12°C" && state.weather.reading?.condition == nil)
    }

    @Test func aLaterFailureKeepsAReadingYoungerThanThreeHours() {
        var state = clock(location: berlin)
        _ = state.handle(.started, at: start)
        _ = state.handle(.fetched(id: FetchID(.weather, 1), result: ok()), at: start)
        let later = start.addingTimeInterval(1800)
        #expect(fetches(state.handle(.tick, at: later)) == [FetchID(.weather, 2)])
        _ = state.handle(.fetched(id: FetchID(.weather, 2), result: .failure(.refused)), at: later)
        #expect(state.weather.reading?.displayText == "21°C")
    }

    @Test func aFailureDropsAReadingOlderThanThreeHours() {
        var state = clock(location: berlin)
        _ = state.handle(.started, at: start)
        _ = state.handle(.fetched(id: FetchID(.weather, 1), result: ok()), at: start)
        let stale = start.addingTimeInterval(10_801)
        #expect(fetches(state.handle(.tick, at: stale)) == [FetchID(.weather, 2)])
        _ = state.handle(.fetched(id: FetchID(.weather, 2), result: .failure(.timedOut)), at: stale)
        #expect(state.weather.reading == nil)
    }

    @Test func oneLookupOnArrivalNoneWithinThirtyMinutesOneAfter() {
        var state = clock(location: berlin)
        #expect(fetches(state.handle(.started, at: start)) == [FetchID(.weather, 1)])
        _ = state.handle(.fetched(id: FetchID(.weather, 1), result: ok()), at: start.addingTimeInterval(1))
        #expect(state.nextDeadline(after: start.addingTimeInterval(1)) != nil)
        // Paging away and back within 30 minutes asks nothing.
        _ = state.handle(.key(.right), at: start.addingTimeInterval(60))
        #expect(fetches(state.handle(.key(.left), at: start.addingTimeInterval(120))).isEmpty)
        #expect(fetches(state.handle(.tick, at: start.addingTimeInterval(1799))).isEmpty)
        #expect(fetches(state.handle(.tick, at: start.addingTimeInterval(1800))) == [FetchID(.weather, 2)])
    }

    @Test func paginBackAfterAnHourAsksOnceNotTwice() {
        var state = clock(location: berlin)
        _ = state.handle(.started, at: start)
        _ = state.handle(.fetched(id: FetchID(.weather, 1), result: ok()), at: start)
        _ = state.handle(.key(.right), at: start.addingTimeInterval(10))
        #expect(fetches(state.handle(.tick, at: start.addingTimeInterval(3600))).isEmpty, "not while away")
        #expect(fetches(state.handle(.key(.left), at: start.addingTimeInterval(3700))) == [FetchID(.weather, 2)])
        #expect(fetches(state.handle(.tick, at: start.addingTimeInterval(3701))).isEmpty)
    }

    @Test func leavingMidLookupCancelsItAndItsLateAnswerIsDropped() {
        var state = clock(location: berlin)
        _ = state.handle(.started, at: start)
        #expect(state.handle(.key(.right), at: start.addingTimeInterval(1)) == [.cancelFetch(id: FetchID(.weather, 1))])
        _ = state.handle(.fetched(id: FetchID(.weather, 1), result: ok()), at: start.addingTimeInterval(2))
        #expect(state.weather.reading == nil)
        // The cancelled lookup counts for a minute: paging back and forth across the Clock
        // asks nothing again (no request an arrival), and coming back later asks at once,
        // not in 30 minutes.
        #expect(fetches(state.handle(.key(.left), at: start.addingTimeInterval(3))).isEmpty)
        _ = state.handle(.key(.right), at: start.addingTimeInterval(30))
        #expect(fetches(state.handle(.key(.left), at: start.addingTimeInterval(59))).isEmpty)
        _ = state.handle(.key(.right), at: start.addingTimeInterval(59.5))
        #expect(fetches(state.handle(.key(.left), at: start.addingTimeInterval(61))) == [FetchID(.weather, 2)])
        _ = state.handle(.fetched(id: FetchID(.weather, 2), result: ok()), at: start.addingTimeInterval(62))
        #expect(state.weather.reading?.displayText == "21°C")
        // A later lookup abandoned the same way holds the next one off for a minute too.
        _ = state.handle(.tick, at: start.addingTimeInterval(1862))
        _ = state.handle(.key(.right), at: start.addingTimeInterval(1863))
        #expect(fetches(state.handle(.key(.left), at: start.addingTimeInterval(1864))).isEmpty)
        _ = state.handle(.key(.right), at: start.addingTimeInterval(1865))
        #expect(fetches(state.handle(.key(.left), at: start.addingTimeInterval(1923))) == [FetchID(.weather, 4)])
    }

    @Test func nothingIsAskedWhileAnotherPageIsShown() {
        var state = AppState(page: .stopwatch, size: size, weather: WeatherModel(location: berlin))
        #expect(fetches(state.handle(.started, at: start)).isEmpty)
        #expect(fetches(state.handle(.tick, at: start.addingTimeInterval(7200))).isEmpty)
        #expect(fetches(state.handle(.key(.left), at: start.addingTimeInterval(7201))) == [FetchID(.weather, 1)])
    }

    @Test func wTwiceTogglesTheFigureAndTheTemperatureStays() {
        var state = clock(location: berlin)
        _ = state.handle(.started, at: start)
        _ = state.handle(.fetched(id: FetchID(.weather, 1), result: ok()), at: start)
        _ = state.handle(.key(.character("w")), at: start.addingTimeInterval(1))
        _ = state.handle(.key(.character("w")), at: start.addingTimeInterval(1.1))
        let effects = state.handle(.tick, at: start.addingTimeInterval(2))
        #expect(!state.preferences.showsCondition)
        #expect(
            effects.contains(
                .saving(.clockPreferences(ClockPreferences(showsSeconds: false, showsCondition: false)), on: .clock)))
        #expect(state.weather.reading?.displayText == "21°C")
        _ = state.handle(.pressed(.weatherLine), at: start.addingTimeInterval(3))
        _ = state.handle(.pressed(.weatherLine), at: start.addingTimeInterval(3.1))
        _ = state.handle(.tick, at: start.addingTimeInterval(4))
        #expect(state.preferences.showsCondition)
    }
}
