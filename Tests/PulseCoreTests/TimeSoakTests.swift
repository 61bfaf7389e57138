import Foundation
import Testing

@testable import PulseCore

/// Simulated weeks of wall-clock time with jumps (NTP steps both ways, a day's suspend),
/// driven exactly as the runtime drives the state: wake at the next deadline, a little
/// late, handle a tick, answer fetches at once. Time is injected; nothing waits.
@Suite struct TimeSoakTests {
    let start = Date(timeIntervalSince1970: 1_788_048_000)  // 2026-08-30T00:00Z
    let berlin = Coordinate(latitude: 52.52, longitude: 13.41)
    let forecast = #"{"current":{"temperature_2m":21.3,"weather_code":3}}"#

    /// Jumps applied when the simulated wall clock passes each instant: forward 3 h, back
    /// 1 h (an NTP step), forward a day (a suspend), back 10 min.
    var jumps: [(at: TimeInterval, by: TimeInterval)] {
        [(86_400 * 2, 10_800), (86_400 * 5, -3600), (86_400 * 9, 86_400), (86_400 * 12, -600)]
    }

    @Test func theClockAlwaysWakesForTheNextMinuteAndNothingStorms() throws {
        var state = AppState(size: TerminalSize(columns: 100, rows: 30), weather: WeatherModel(location: berlin))
        var now = start
        var lookups: [Date] = []
        var pendingJumps = jumps
        func run(_ event: AppEvent) {
            for case .fetch(let id, _) in state.handle(event, at: now) {
                lookups.append(now)
                let reply = HTTPResponse(status: 200, headers: [:], body: Data(forecast.utf8))
                _ = state.handle(.fetched(id: id, result: .success(reply)), at: now)
            }
        }
        run(.started)
        var wakes = 0
        while now < start.addingTimeInterval(86_400 * 14) {
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
        }
        // One lookup per 30 minutes of the clock's own time at most, never a burst.
        for (earlier, later) in zip(lookups, lookups.dropFirst()) where later > earlier {
            #expect(later.timeIntervalSince(earlier) >= WeatherModel.refreshInterval - 1)
        }
        #expect(lookups.count <= 14 * 48 + jumps.count + 1)
        #expect(wakes <= 14 * 1440 + 60, "about one wake-up a minute: \(wakes)")
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
        weather.begin(1, at: later)
        weather.receive(1, .failure(.refused), at: later)
        #expect(weather.isDue(at: start))
    }

    @Test func theUptimeScheduleNeverStormsAfterAJump() {
        var state = AppState(
            page: .uptime, size: TerminalSize(columns: 100, rows: 30),
            credentials: CredentialPresence(hasUptimeKey: true))
        var now = start
        var requests = 0
        func run(_ event: AppEvent) {
            for case .fetch(let id, _) in state.handle(event, at: now) {
                requests += 1
                _ = state.handle(.fetched(id: id, result: uptimeResponse(200, oneService)), at: now)
            }
        }
        run(.started)
        for second in 1...3600 {
            now = start.addingTimeInterval(Double(second))
            if second == 1800 { now = now.addingTimeInterval(-900) }  // NTP steps back 15 min
            if second > 1800 { now = now.addingTimeInterval(-900) }
            run(.tick)
        }
        // An hour of wall time with 15 minutes lived twice: one request per 20 s all along,
        // one at the step itself, no burst and no silence for the length of the step.
        #expect(requests <= 3600 / 20 + 2)
        #expect(requests >= 3600 / 20 - 1)
        #expect(state.nextDeadline(after: now).map { $0.timeIntervalSince(now) <= 1 } == true)
    }
}
