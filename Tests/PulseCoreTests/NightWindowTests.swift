import Foundation
import PulseTestSupport
import Testing

@testable import PulseCore

/// Night as a pure function of the instant, the zone and the sun times.
@Suite struct NightWindowTests {
    func at(_ text: String) -> Date {
        (try? ISO8601Instant.parse(text, localZone: TimeZone(secondsFromGMT: 0) ?? .current).get())
            ?? Date(timeIntervalSince1970: 0)
    }
    let berlin = TimeZone(identifier: "Europe/Berlin") ?? .current
    let kolkata = TimeZone(identifier: "Asia/Kolkata") ?? .current

    @Test func theFixedWindowFollowsLocalTimeOnDSTDays() {
        // Spring forward (29 March) and fall back (25 October) in Berlin.
        for day in ["2026-03-29", "2026-10-25"] {
            #expect(
                !NightWindow.isNight(
                    at: at("\(day)T21:59:00+0\(day.hasSuffix("29") ? 2 : 1):00"), in: berlin, daylight: nil))
            #expect(
                NightWindow.isNight(
                    at: at("\(day)T22:00:00+0\(day.hasSuffix("29") ? 2 : 1):00"), in: berlin, daylight: nil))
        }
        #expect(NightWindow.isNight(at: at("2026-03-29T06:59:00+02:00"), in: berlin, daylight: nil))
        #expect(!NightWindow.isNight(at: at("2026-03-29T07:00:00+02:00"), in: berlin, daylight: nil))
        #expect(NightWindow.isNight(at: at("2026-10-25T06:59:00+01:00"), in: berlin, daylight: nil))
        #expect(!NightWindow.isNight(at: at("2026-10-25T07:00:00+01:00"), in: berlin, daylight: nil))
    }

    @Test func aZoneWithoutDSTAndAHalfHourOffset() {
        #expect(!NightWindow.isNight(at: at("2026-06-01T16:29:00Z"), in: kolkata, daylight: nil))  // 21:59 IST
        #expect(NightWindow.isNight(at: at("2026-06-01T16:30:00Z"), in: kolkata, daylight: nil))  // 22:00 IST
        #expect(!NightWindow.isNight(at: at("2026-06-01T01:30:00Z"), in: kolkata, daylight: nil))  // 07:00 IST
    }

    @Test func theFixedWindowsEdgesAreFoundInAnyOffset() {
        let kathmandu = TimeZone(secondsFromGMT: 5 * 3600 + 45 * 60) ?? .current
        // 21:57 +05:45: the edge is 22:00 local, 16:15 UTC, on no 10-minute step.
        #expect(
            NightWindow.nextFixedEdge(after: at("2026-06-01T16:12:00Z"), in: kathmandu) == at("2026-06-01T16:15:00Z"))
        // 03:00 local: the night ends at 07:00, 01:15 UTC.
        #expect(
            NightWindow.nextFixedEdge(after: at("2026-05-31T21:15:00Z"), in: kathmandu) == at("2026-06-01T01:15:00Z"))
        // An offset a shell allows but no database holds: 5 hours 7 minutes west.
        // 12:00 UTC is 06:53 there.
        let odd = TimeZone(secondsFromGMT: -(5 * 3600 + 7 * 60)) ?? .current
        #expect(NightWindow.nextFixedEdge(after: at("2026-06-01T12:00:00Z"), in: odd) == at("2026-06-01T12:07:00Z"))
        #expect(NightWindow.nextFixedEdge(after: at("2026-06-01T12:07:00Z"), in: odd) == at("2026-06-02T03:07:00Z"))
        // Berlin's spring-forward night: 02:00 becomes 03:00, and the night still ends at 07:00 CEST.
        #expect(NightWindow.nextFixedEdge(after: at("2026-03-29T00:30:00Z"), in: berlin) == at("2026-03-29T05:00:00Z"))
        // Exactly on an edge, the next one.
        #expect(
            NightWindow.nextFixedEdge(after: at("2026-06-01T16:15:00Z"), in: kathmandu) == at("2026-06-02T01:15:00Z"))
    }

    @Test func aClockWhoseOffsetHasSecondsWakesOnItsOwnMinute() {
        // TZ='<+000030>-0:00:30', which a shell and the C library accept: the local minute
        // turns 30 seconds before the UTC one, and the Clock and the Stopwatch's time of
        // day with it.
        let zone = TimeZone(secondsFromGMT: 30) ?? .current
        let size = TerminalSize(columns: 80, rows: 24)
        let now = at("2026-06-01T12:00:10Z")
        let clock = AppState(page: .clock, size: size, preferences: ClockPreferences(dimsAtNight: false))
        #expect(clock.nextDeadline(after: now, in: zone) == at("2026-06-01T12:00:30Z"))
        let stopwatch = AppState(page: .stopwatch, size: size, preferences: ClockPreferences(dimsAtNight: false))
        #expect(stopwatch.nextDeadline(after: now, in: zone) == at("2026-06-01T12:00:30Z"))
        // Exactly on the local minute, the next one; seconds mode is unaffected.
        #expect(clock.nextDeadline(after: at("2026-06-01T12:00:30Z"), in: zone) == at("2026-06-01T12:01:30Z"))
        let seconds = AppState(
            page: .clock, size: size, preferences: ClockPreferences(showsSeconds: true, dimsAtNight: false))
        #expect(seconds.nextDeadline(after: now, in: zone) == at("2026-06-01T12:00:11Z"))
    }

    @Test func aPageThatNeverWakesStillDimsOnItsMinute() {
        let kathmandu = TimeZone(secondsFromGMT: 5 * 3600 + 45 * 60) ?? .current
        let state = AppState(page: .settings, size: TerminalSize(columns: 80, rows: 24))
        let now = at("2026-06-01T16:12:00Z")
        #expect(state.nextDeadline(after: now, in: kathmandu) == at("2026-06-01T16:15:00Z"))
        #expect(!state.isNight(at: at("2026-06-01T16:14:59Z"), in: kathmandu))
        #expect(state.isNight(at: at("2026-06-01T16:15:00Z"), in: kathmandu))
        // Dimming off: no such wake-up.
        let off = AppState(
            page: .settings, size: TerminalSize(columns: 80, rows: 24),
            preferences: ClockPreferences(dimsAtNight: false))
        #expect(off.nextDeadline(after: now, in: kathmandu) == off.nextDeadline(after: now))
    }

    @Test func sunsetAndSunriseFromARealForecast() throws {
        // Copenhagen, 26 July 2026: sunrise 05:04, sunset 21:28 at +02:00.
        let daylight = try #require(
            DaylightDecoder.decode(
                try fixture("open-meteo/cocodedk-forecast-current-new-style-copenhagen-2026-07-26.json")))
        #expect(daylight.days.count == 7)
        #expect(daylight.days[0].sunset == at("2026-07-26T19:28:00Z"))
        let zone = TimeZone(identifier: "Europe/Copenhagen") ?? .current
        #expect(!NightWindow.isNight(at: at("2026-07-26T19:27:59Z"), in: zone, daylight: daylight))
        #expect(NightWindow.isNight(at: at("2026-07-26T19:28:00Z"), in: zone, daylight: daylight))
        // 22:30 local is night by the fixed window too; 04:00 local is night only by the sun.
        #expect(NightWindow.isNight(at: at("2026-07-27T02:00:00Z"), in: zone, daylight: daylight))
        #expect(!NightWindow.isNight(at: at("2026-07-27T03:06:00Z"), in: zone, daylight: daylight))
        // 21:30 local on the 27th: after sunset (21:26), before the fixed window.
        #expect(NightWindow.isNight(at: at("2026-07-27T19:30:00Z"), in: zone, daylight: daylight))
        #expect(
            NightWindow.nextSunEvent(after: at("2026-07-26T12:00:00Z"), daylight: daylight)
                == at("2026-07-26T19:28:00Z"))
    }

    @Test func polarNightAndDayFallBackToTheFixedWindow() throws {
        let nulls = try #require(
            DaylightDecoder.decode(try fixture("open-meteo/made-forecast-daily-polar-night-tromso.json")))
        #expect(nulls.days.count == 3 && nulls.days.allSatisfy { $0.sunrise == nil && $0.sunset == nil })
        let utc = TimeZone(secondsFromGMT: 0) ?? .current
        #expect(!NightWindow.isNight(at: at("2026-12-21T12:00:00Z"), in: utc, daylight: nulls), "07:00-22:00 is day")
        #expect(NightWindow.isNight(at: at("2026-12-21T23:00:00Z"), in: utc, daylight: nulls))
        #expect(NightWindow.nextSunEvent(after: at("2026-12-21T12:00:00Z"), daylight: nulls) == nil)
        #expect(DaylightDecoder.decode(try fixture("open-meteo/made-forecast-daily-absent.json")) == nil)
        // A forecast that has run out says nothing about a week later.
        let copenhagen = try #require(
            DaylightDecoder.decode(
                try fixture("open-meteo/cocodedk-forecast-current-new-style-copenhagen-2026-07-26.json")))
        #expect(NightWindow.isNight(at: at("2026-08-20T21:00:00Z"), in: utc, daylight: copenhagen) == false)
    }

    @Test func theSwitchIsADeadlineAndDimmingOffNeverDims() throws {
        let daylight = try #require(
            DaylightDecoder.decode(
                try fixture("open-meteo/cocodedk-forecast-current-new-style-copenhagen-2026-07-26.json")))
        let body = try fixture("open-meteo/cocodedk-forecast-current-new-style-copenhagen-2026-07-26.json")
        var weather = WeatherModel(location: Coordinate(latitude: 55.75, longitude: 12.5))
        let id = FetchID(.weather, 1)
        let noon = at("2026-07-26T19:21:30Z")
        weather.begin(id, at: noon)
        weather.receive(id, .success(HTTPResponse(status: 200, headers: [:], body: body)), at: noon)
        #expect(weather.daylight == daylight)
        let state = AppState(page: .settings, size: TerminalSize(columns: 80, rows: 24), weather: weather)
        #expect(state.nextDeadline(after: noon) == at("2026-07-26T19:28:00Z"), "sunset wakes Settings")
        let zone = TimeZone(identifier: "Europe/Copenhagen") ?? .current
        #expect(state.isNight(at: at("2026-07-26T19:28:00Z"), in: zone))
        let off = AppState(
            page: .settings, size: TerminalSize(columns: 80, rows: 24),
            preferences: ClockPreferences(dimsAtNight: false), weather: weather)
        #expect(!off.isNight(at: at("2026-07-26T23:00:00Z"), in: zone))
        #expect(off.nextDeadline(after: noon) == at("2026-07-26T19:30:00Z"), "only the heal")
    }
}
