import Foundation
import Testing

@testable import PulseCore

/// The Countdown's engine with injected instants: to zero, pause and resume, restarts,
/// the thirty-hour limit, and the wall clock set or jumping.
@Suite struct CountdownTests {
    let t0 = Date(timeIntervalSince1970: 1_788_081_810)

    func started(_ seconds: TimeInterval) -> Countdown {
        var countdown = Countdown(length: seconds)
        countdown.toggle(at: t0)
        return countdown
    }

    @Test func itCountsDownToZeroAndEndsAtItsInstant() {
        let countdown = started(60)
        #expect(countdown.readout(at: t0) == "1:00")
        #expect(countdown.readout(at: t0.addingTimeInterval(0.5)) == "1:00", "whole seconds are counted up")
        #expect(countdown.readout(at: t0.addingTimeInterval(1)) == "0:59")
        #expect(countdown.readout(at: t0.addingTimeInterval(59.5)) == "0:01")
        #expect(countdown.phase(at: t0.addingTimeInterval(59.999)) == .running)
        #expect(countdown.phase(at: t0.addingTimeInterval(60)) == .finished(at: t0.addingTimeInterval(60)))
        #expect(countdown.readout(at: t0.addingTimeInterval(60)) == "0:00")
        #expect(countdown.left(at: t0.addingTimeInterval(600)) == 0)
    }

    @Test func theReadoutChangesOnceASecondAndTheLastChangeIsTheEnd() {
        let countdown = started(60)
        var now = t0
        var changes: [TimeInterval] = []
        var shown = Set<String>()
        while let next = countdown.nextChange(after: now) {
            #expect(next > now, "a deadline is always ahead")
            #expect(countdown.readout(at: next) != countdown.readout(at: now), "each wake shows a change")
            changes.append(next.timeIntervalSince(t0))
            shown.insert(countdown.readout(at: next))
            now = next
        }
        #expect(changes.count == 60)
        #expect(abs((changes.last ?? 0) - 60) < 0.01 && abs(changes[0] - 1) < 0.01)
        #expect(shown.count == 60)
    }

    @Test func aStartAtAnOddInstantStillWakesEverySecondOfTheReadout() {
        var countdown = Countdown(length: 5)
        let start = Date(timeIntervalSince1970: 1_788_081_810.123456)
        countdown.toggle(at: start)
        var now = start
        var wakes = 0
        while let next = countdown.nextChange(after: now), wakes < 100 {
            now = next
            wakes += 1
        }
        #expect(wakes == 5)
        #expect(countdown.phase(at: now).isFinished)
    }

    @Test func pauseHoldsTheValueAndResumeGoesOnFromIt() {
        var countdown = started(60)
        countdown.toggle(at: t0.addingTimeInterval(20))
        #expect(countdown.phase(at: t0.addingTimeInterval(20)) == .paused)
        #expect(countdown.readout(at: t0.addingTimeInterval(5000)) == "0:40", "paused holds")
        #expect(countdown.nextChange(after: t0.addingTimeInterval(21)) == nil, "nothing to wake for")
        countdown.toggle(at: t0.addingTimeInterval(5000))
        #expect(countdown.readout(at: t0.addingTimeInterval(5010)) == "0:30")
        #expect(countdown.phase(at: t0.addingTimeInterval(5040)).isFinished)
    }

    @Test func resetGoesBackToTheWholeLengthAndAFinishedOneStartsAnew() {
        var countdown = started(60)
        countdown.reset()
        #expect(countdown.phase(at: t0.addingTimeInterval(100)) == .ready)
        #expect(countdown.readout(at: t0.addingTimeInterval(100)) == "1:00")
        countdown = started(60)
        countdown.toggle(at: t0.addingTimeInterval(90))
        #expect(countdown.phase(at: t0.addingTimeInterval(90)) == .running, "a finished countdown starts again")
        #expect(countdown.readout(at: t0.addingTimeInterval(90)) == "1:00")
    }

    @Test func aCountdownOfNoLengthDoesNotStart() {
        var countdown = Countdown(length: 0)
        countdown.toggle(at: t0)
        #expect(countdown.phase(at: t0) == .ready && countdown.endsAt == nil)
    }

    @Test func aRestartFindsItWhereTheClockSays() {
        let running = started(1500)
        // What the file keeps is the instants; a new process reads them back.
        let restarted = Countdown(length: running.length, endsAt: running.endsAt, pausedLeft: running.pausedLeft)
        #expect(restarted.readout(at: t0.addingTimeInterval(600)) == "15:00")
        #expect(restarted.phase(at: t0.addingTimeInterval(3 * 3600)) == .finished(at: t0.addingTimeInterval(1500)))
        var paused = running
        paused.toggle(at: t0.addingTimeInterval(100))
        let reread = Countdown(length: paused.length, endsAt: paused.endsAt, pausedLeft: paused.pausedLeft)
        #expect(reread.readout(at: t0.addingTimeInterval(99_999)) == "23:20")
    }

    @Test func thirtyHoursIsTheLongest() {
        #expect(Countdown(length: 31 * 3600).length == 30 * 3600)
        #expect(Countdown(length: .infinity).length == 0)
        #expect(Countdown(length: -5).length == 0)
        var countdown = Countdown(length: 30 * 3600)
        countdown.set(length: countdown.length + 60)
        #expect(countdown.length == 30 * 3600)
        countdown.toggle(at: t0)
        #expect(countdown.readout(at: t0) == "30:00:00")
        #expect(Countdown(length: 90, pausedLeft: 500).pausedLeft == 90, "never more left than its length")
    }

    @Test func theReadoutReadsAsTheStudiosTimer() {
        #expect(TimerReadout.text(wholeSeconds: 60) == "1:00")
        #expect(TimerReadout.text(wholeSeconds: 1500) == "25:00")
        #expect(TimerReadout.text(wholeSeconds: 13 * 3600) == "13:00:00")
        #expect(TimerReadout.text(wholeSeconds: 3599) == "59:59")
        #expect(TimerReadout.text(wholeSeconds: 0) == "0:00")
        #expect(TimerReadout.text(59.0000001) == "0:59", "rounding in the last bits is no second")
    }

    @Test func aClockSetBackHoldsTheReadoutAtItsLengthAndTheEndStaysPut() {
        let countdown = started(600)
        // The wall clock goes back an hour a minute in: the value follows the instants.
        let jumped = t0.addingTimeInterval(60 - 3600)
        #expect(countdown.readout(at: jumped) == "10:00")
        #expect(countdown.phase(at: jumped) == .running)
        #expect(
            countdown.end(after: jumped) == t0.addingTimeInterval(600), "it still ends at the instant it was set to")
        #expect(
            countdown.nextChange(after: jumped) == t0.addingTimeInterval(1), "and wakes when the readout moves again")
    }

    @Test func aClockJumpingPastTheEndFindsItEndedAtItsOwnInstant() {
        let countdown = started(600)
        #expect(countdown.phase(at: t0.addingTimeInterval(86_400)) == .finished(at: t0.addingTimeInterval(600)))
    }

    @Test func summerTimeChangesNothingButTheTimeOfDay() throws {
        // Berlin's clocks go from 02:00 to 03:00 at 01:00Z on 29 March 2026.
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        let start = Date(timeIntervalSince1970: 1_774_745_970)  // 00:59:30Z, 01:59:30 in Berlin
        var countdown = Countdown(length: 60)
        countdown.toggle(at: start)
        #expect(countdown.readout(at: start.addingTimeInterval(30)) == "0:30", "across the change")
        #expect(countdown.phase(at: start.addingTimeInterval(60)) == .finished(at: start.addingTimeInterval(60)))
        #expect(ClockReading(at: start, in: berlin).time == "01:59")
        #expect(ClockReading(at: start.addingTimeInterval(60), in: berlin).time == "03:00", "the end's local time")
    }
}

/// Setting a length as on a microwave.
@Suite struct DurationEntryTests {
    func typed(_ digits: [Int]) -> DurationEntry {
        var entry = DurationEntry()
        for digit in digits { entry.type(digit) }
        return entry
    }

    @Test func digitsFillFromTheRight() {
        #expect(typed([1, 0, 0]).length == 60)
        #expect(typed([2, 5, 0, 0]).length == 25 * 60)
        #expect(typed([1, 3, 0, 0, 0, 0]).length == 13 * 3600)
        #expect(typed([9, 0]).length == 90, "ninety seconds, as a microwave reads it")
        #expect(typed([4, 5]).length == 45)
    }

    @Test func backspaceTakesTheLastDigitBack() {
        var entry = typed([2, 5, 0, 0])
        entry.erase()
        #expect(entry.length == 170, "2:50")
        var fromLength = DurationEntry(length: 600)
        #expect(fromLength.digits == [1, 0, 0, 0])
        fromLength.erase()
        #expect(fromLength.length == 60)
        var empty = DurationEntry()
        empty.erase()
        #expect(empty.length == 0)
    }

    @Test func noMoreThanSixDigitsNorMoreThanThirtyHours() {
        #expect(typed([1, 2, 3, 4, 5, 6, 7]).digits == [1, 2, 3, 4, 5, 6])
        #expect(typed([9, 9, 9, 9, 9, 9]).length == 30 * 3600)
        #expect(typed([3, 1, 0, 0, 0, 0]).length == 30 * 3600)
        #expect(typed([0, 0, 1]).digits == [1], "leading zeros are nothing")
    }
}
