import Foundation
import Testing

@testable import PulseCore

/// `--until`'s times of day, and the end of a countdown to one across daylight saving.
@Suite struct TypedTimeOfDayTests {
    let newYork: TimeZone

    init() throws {
        newYork = try #require(TimeZone(identifier: "America/New_York"))
    }

    @Test(arguments: [
        ("14:30", 14, 30), ("9:05", 9, 5), ("09:05", 9, 5), ("0:00", 0, 0), ("23:59", 23, 59), ("2:30pm", 14, 30),
        ("2:30 PM", 14, 30), ("2pm", 14, 0), ("12am", 0, 0), ("12:15 am", 0, 15), ("12pm", 12, 0), (" 7:45AM ", 7, 45),
    ])
    func theFormsOfATimeOfDay(_ text: String, _ hour: Int, _ minute: Int) throws {
        let time = try #require(TypedTimeOfDay(text))
        #expect(time.hour == hour && time.minute == minute)
    }

    @Test(arguments: [
        "", "14", "1430", "24:00", "14:60", "14:3", "2:30 xm", "13pm", "0am", "14:30pm", "1:2:3", "-1:00", "pm",
        "114:30", "2:30p", "1 4:30",
    ])
    func anythingElseIsRefused(_ text: String) {
        #expect(TypedTimeOfDay(text) == nil, "\(text)")
    }

    /// The end from `now` (seconds since 1970) to `text` in New York.
    func end(_ text: String, from now: TimeInterval) throws -> Result<Date, TypedTimeOfDay.Skipped> {
        try #require(TypedTimeOfDay(text)).end(after: Date(timeIntervalSince1970: now), in: newYork)
    }

    @Test func aTimeStillToComeIsTodaysAndOneTheClockHasReachedIsTomorrows() throws {
        // 2026-08-28 10:00 EDT (14:00Z).
        let morning = 1_787_925_600.0
        #expect(try end("14:30", from: morning) == .success(Date(timeIntervalSince1970: morning + 4.5 * 3600)))
        #expect(try end("2:30 PM", from: morning) == .success(Date(timeIntervalSince1970: morning + 4.5 * 3600)))
        #expect(try end("9:59", from: morning) == .success(Date(timeIntervalSince1970: morning + 86_340)))
        #expect(try end("10:00", from: morning) == .success(Date(timeIntervalSince1970: morning + 86_400)))
        #expect(try end("10:00", from: morning - 0.5) == .success(Date(timeIntervalSince1970: morning)))
    }

    @Test func aTimeASpringForwardSkipsIsNoSuchTimeThatDay() throws {
        // 2027-03-14, when New York's clocks go from 02:00 to 03:00: 01:00 EST is 06:00Z.
        let night = 1_805_004_000.0
        let skipped = TypedTimeOfDay.Skipped(day: CivilTime(year: 2027, month: 3, day: 14, hour: 2, minute: 30))
        #expect(try end("2:30", from: night) == .failure(skipped))
        // From the evening before, tomorrow's 02:30 is the one skipped.
        #expect(try end("02:30", from: night - 6 * 3600) == .failure(skipped))
        // After the change 03:30 is an hour after 01:30 EST was; from later that day, 02:30
        // is the next day's.
        #expect(try end("3:30", from: night) == .success(Date(timeIntervalSince1970: night + 1.5 * 3600)))
        #expect(
            try end("2:30", from: night + 8 * 3600) == .success(Date(timeIntervalSince1970: night + 86_400 + 1800)))
    }

    @Test func aTimeAFallBackRepeatsIsItsFirstStillToCome() throws {
        // 2026-11-01, when New York's clocks go from 02:00 EDT back to 01:00 EST: 00:00 EDT
        // is 04:00Z; 01:30 is shown at 05:30Z (EDT) and again at 06:30Z (EST).
        let midnight = 1_793_505_600.0
        let first = Date(timeIntervalSince1970: midnight + 1.5 * 3600)
        #expect(try end("1:30", from: midnight) == .success(first))
        #expect(try end("1:30am", from: midnight - 12 * 3600) == .success(first), "from the day before")
        // At 01:15 EST, the second time round, the clock has not reached 01:30 yet.
        #expect(try end("1:30", from: midnight + 2.25 * 3600) == .success(first.addingTimeInterval(3600)))
        // At 01:45 EDT the clock is past it: tomorrow's.
        #expect(
            try end("1:30", from: midnight + 1.75 * 3600)
                == .success(Date(timeIntervalSince1970: midnight + 86_400 + 2.5 * 3600)))
    }

    @Test func theCountdownUntilATimeStartsAtTheRunsFirstInstantAndEndsThen() {
        let t0 = Date(timeIntervalSince1970: 1_788_081_780.25)
        let end = Date(timeIntervalSince1970: 1_788_082_200)
        var state = AppState(
            page: .countdown, size: TerminalSize(columns: 80, rows: 24),
            timersAtStart: TimersAtStart(countdown: Countdown(length: 600), startingCountdown: .until(end)))
        let effects = state.handleAnswered(.started, at: t0)
        #expect(state.countdown.endsAt == end && state.countdown.length == 420)
        #expect(state.countdown.phase(at: t0) == .running && state.countdown.left(at: t0) == 419.75)
        #expect(effects.saves.contains { $0.item == .timer(.countdown(state.countdown)) })
        _ = state.handleAnswered(.tick, at: t0.addingTimeInterval(10))
        #expect(state.countdown.endsAt == end, "started once")
        #expect(state.countdown.endsAtTimeOfDay)
    }

    /// A minute more keeps it a countdown to a (later) time; a pause, a reset or a start of
    /// its own makes it a length again, since its end is no longer the time named.
    @Test func onlyItsOwnRunToTheTimeIsUntilThatTime() {
        let t0 = Date(timeIntervalSince1970: 1_788_081_780)
        let end = t0.addingTimeInterval(600)
        var countdown = CountdownStart.until(end).countdown(at: t0, announcedEnd: nil)
        countdown.adjust(by: 60, at: t0)
        #expect(countdown.endsAtTimeOfDay && countdown.endsAt == end.addingTimeInterval(60))
        var paused = countdown
        paused.pause(at: t0.addingTimeInterval(1))
        paused.resume(at: t0.addingTimeInterval(2))
        #expect(!paused.endsAtTimeOfDay)
        var reset = countdown
        reset.reset()
        #expect(!reset.endsAtTimeOfDay)
        var started = countdown
        started.start(at: t0)
        #expect(!started.endsAtTimeOfDay)
        #expect(!CountdownStart.lasting(600).countdown(at: t0, announcedEnd: nil).endsAtTimeOfDay)
    }
}
