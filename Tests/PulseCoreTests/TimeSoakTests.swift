import Foundation
import PulseTestSupport
import Testing

@testable import PulseCore

/// Simulated weeks of wall-clock time with jumps (NTP steps both ways, a day's suspend),
/// driven exactly as the runtime drives the state: wake at the next deadline, a little
/// late, handle a tick, answer fetches at once. Time is injected; nothing waits.
/// `make test` lives 40 days from 1 October 2026 (Sydney and Lord Howe spring forward,
/// Berlin and New York fall back); `make soak` sets `PULSE_SOAK_DAYS` to live a year.
@Suite struct TimeSoakTests {
    let start = Date(timeIntervalSince1970: 1_790_812_800)  // 2026-10-01T00:00Z
    let days = Int(ProcessInfo.processInfo.environment["PULSE_SOAK_DAYS"] ?? "") ?? 40
    /// The zones the machine is switched between while it runs: both hemispheres' DST, a
    /// half-hour DST (Lord Howe) and a quarter-hour offset (Kathmandu).
    let zones = ["Australia/Sydney", "Asia/Kathmandu", "Europe/Berlin", "America/New_York", "Australia/Lord_Howe"]
        .compactMap(TimeZone.init(identifier:))
    let berlin = Coordinate(latitude: 52.52, longitude: 13.41)
    let forecast = #"{"current":{"temperature_2m":21.3,"weather_code":3}}"#

    /// Jumps applied when the simulated wall clock passes each instant: forward 3 h, back
    /// 1 h (an NTP step), forward a day (a suspend), back 10 min.
    var jumps: [(at: TimeInterval, by: TimeInterval)] {
        [(86_400 * 2, 10_800), (86_400 * 5, -3600), (86_400 * 9, 86_400), (86_400 * 12, -600)]
    }

    /// The wall-clock minute of `now` in `zone` by arithmetic on the offset, independent of
    /// the calendar code the Clock uses.
    func expectedTime(_ now: Date, _ zone: TimeZone) -> String {
        let local = Int(now.timeIntervalSince1970.rounded(.down)) + zone.secondsFromGMT(for: now)
        let minutes = ((local / 60) % 1440 + 1440) % 1440
        return String(format: "%02d:%02d", minutes / 60, minutes % 60)
    }

    @Test func theClockAlwaysWakesForTheNextMinuteAndNothingStorms() throws {
        #expect(zones.count == 5)
        var state = AppState(size: TerminalSize(columns: 100, rows: 30), weather: WeatherModel(location: berlin))
        var now = start
        var lookups: [Date] = []
        var pendingJumps = jumps
        func run(_ event: AppEvent) {
            for (id, _) in state.handle(event, at: now).fetches {
                lookups.append(now)
                let reply = HTTPResponse(status: 200, headers: [:], body: Data(forecast.utf8))
                _ = state.handle(.fetched(id: id, result: .success(reply)), at: now)
            }
        }
        run(.started)
        var wakes = 0
        while now < start.addingTimeInterval(86_400 * Double(days)) {
            let deadline = try #require(state.nextDeadline(after: now))
            #expect(deadline > now)
            // The Clock wakes on the minute: never later than the next boundary.
            let boundary = TickGranularity.minute.nextBoundary(after: now)
            #expect(deadline <= boundary)
            now = deadline.addingTimeInterval(0.004)
            if let jump = pendingJumps.first, now.timeIntervalSince(start) >= jump.at {
                pendingJumps.removeFirst()
                now = now.addingTimeInterval(jump.by)
            }
            run(.tick)
            wakes += 1
            // The runtime reads the machine's zone at each wake, so the zone may change
            // between any two: every zone must read right at every wake.
            for zone in zones where ClockReading(at: now, in: zone).time != expectedTime(now, zone) {
                let shown = ClockReading(at: now, in: zone).time
                Issue.record("\(now) in \(zone.identifier): shows \(shown), is \(expectedTime(now, zone))")
                return
            }
        }
        // One lookup per 30 minutes of the clock's own time at most, never a burst.
        for (earlier, later) in zip(lookups, lookups.dropFirst()) where later > earlier {
            #expect(later.timeIntervalSince(earlier) >= WeatherModel.refreshInterval - 1)
        }
        #expect(lookups.count <= days * 48 + jumps.count + 1)
        #expect(wakes <= days * 1440 + 60, "about one wake-up a minute: \(wakes)")
        #expect(state.weather.reading != nil)
    }

    @Test func aRunningStopwatchNeverReadsNegative() {
        var stopwatch = Stopwatch()
        stopwatch.toggle(at: start)
        var now = start
        for step in 0..<10_000 {
            // Mostly forward, sometimes a step back of up to an hour.
            now = now.addingTimeInterval(step % 97 == 0 ? -Double(step % 3600) : 37)
            #expect(stopwatch.elapsed(at: now) >= 0)
            #expect(!stopwatch.readout(at: now).hasPrefix("-"))
        }
        stopwatch.toggle(at: start.addingTimeInterval(-100))
        #expect(stopwatch.elapsed(at: start) >= 0, "stopped before it started: zero, not negative")
    }

    @Test func aClockSteppedBackRefreshesOnceRatherThanFallingSilent() throws {
        let later = start.addingTimeInterval(600)
        let model = UptimeModel(services: [], lastCheck: nil, lastAttempt: later)
        #expect(model.isDue(at: start))
        #expect(model.nextChange(after: start) == start, "wake now, not in ten minutes")
        var weather = WeatherModel(location: berlin)
        weather.begin(FetchID(.weather, 1), at: later)
        weather.receive(FetchID(.weather, 1), .failure(.refused), at: later)
        #expect(weather.isDue(at: start))
    }

    @Test func theUptimeScheduleNeverStormsAfterAJump() {
        var state = AppState(
            page: .uptime, size: TerminalSize(columns: 100, rows: 30),
            credentials: CredentialPresence(hasUptimeKey: true))
        var now = start
        var requests = 0
        func run(_ event: AppEvent) {
            for (id, _) in state.handle(event, at: now).fetches {
                requests += 1
                _ = state.handle(.fetched(id: id, result: uptimeResponse(200, oneService)), at: now)
            }
        }
        run(.started)
        // An hour, or under `make soak` a day per simulated week.
        let seconds = max(3600, days * 86_400 / 7)
        for second in 1...seconds {
            now = start.addingTimeInterval(Double(second))
            if second == 1800 { now = now.addingTimeInterval(-900) }  // NTP steps back 15 min
            if second > 1800 { now = now.addingTimeInterval(-900) }
            run(.tick)
        }
        // Wall time with 15 minutes lived twice: one request per 20 s all along, one at the
        // step itself, no burst and no silence for the length of the step.
        #expect(requests <= seconds / 20 + 2)
        #expect(requests >= seconds / 20 - 1)
        #expect(state.nextDeadline(after: now).map { $0.timeIntervalSince(now) <= 1 } == true)
    }
}
