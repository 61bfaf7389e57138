import Foundation
import PulseCore
import Testing

@testable import PulseStore

/// The timers' files are one format each, whichever code writes them: the bytes a save
/// writes are pinned here, and files in that format (as an older Pulse or a hand wrote
/// them, keys in any order, `null` for what is not set) still read.
@Suite struct TimerFileFormatTests {
    let started = Date(timeIntervalSince1970: 1_788_081_780.25)

    @Test func aCountdownIsWrittenInItsFormat() throws {
        let scratch = try Scratch()
        let file = CountdownFile(url: scratch.url.appendingPathComponent("countdown.json"))
        try file.save(Countdown(length: 1500, endsAt: started.addingTimeInterval(1500), announcedEnd: started))
        let expected = """
            {
              "added" : 0,
              "announced" : 1788081780.25,
              "endsAt" : 1788083280.25,
              "left" : null,
              "length" : 1500,
              "until" : false,
              "version" : 1
            }

            """
        #expect(try String(contentsOf: file.url, encoding: .utf8) == expected)
    }

    @Test func anIntervalIsWrittenInItsFormat() throws {
        let scratch = try Scratch()
        let file = IntervalFile(url: scratch.url.appendingPathComponent("interval.json"))
        let plan = IntervalPlan(focusMinutes: 50, breakMinutes: 10, rounds: 3)
        try file.save(Interval(plan: plan, index: 2, pausedElapsed: 90.5))
        let expected = """
            {
              "added" : 0,
              "announced" : null,
              "block" : 2,
              "breakMinutes" : 10,
              "elapsed" : 90.5,
              "focusMinutes" : 50,
              "longBreakEvery" : 4,
              "longBreakMinutes" : 15,
              "rounds" : 3,
              "startedAt" : null,
              "version" : 1,
              "waitBeforeBreak" : false,
              "waitBeforeFocus" : true
            }

            """
        #expect(try String(contentsOf: file.url, encoding: .utf8) == expected)
    }

    @Test func anEndlessIntervalWithALongBreakAndItsWaitsComesBack() throws {
        let scratch = try Scratch()
        let file = IntervalFile(url: scratch.url.appendingPathComponent("interval.json"))
        let plan = IntervalPlan(
            focusMinutes: 50, breakMinutes: 10, rounds: nil, longBreakMinutes: 30, longBreakEvery: 3,
            waitsBeforeFocus: false, waitsBeforeBreak: true)
        let interval = Interval(plan: plan, index: 41, startedAt: started)
        try file.save(interval)
        #expect(try String(contentsOf: file.url, encoding: .utf8).contains(#""rounds" : "endless""#))
        #expect(file.load() == .loaded(interval))
    }

    @Test func aMinuteAddedToARunningTimerIsKept() throws {
        let scratch = try Scratch()
        let countdownFile = CountdownFile(url: scratch.url.appendingPathComponent("countdown.json"))
        var countdown = Countdown(length: 1500)
        countdown.start(at: started)
        countdown.adjust(by: 60, at: started.addingTimeInterval(10))
        try countdownFile.save(countdown)
        #expect(countdownFile.load() == .loaded(countdown))
        #expect(countdown.endsAt == started.addingTimeInterval(1560))
        let intervalFile = IntervalFile(url: scratch.url.appendingPathComponent("interval.json"))
        var interval = Interval()
        interval.start(at: started)
        interval.adjust(by: -60, at: started.addingTimeInterval(10))
        try intervalFile.save(interval)
        #expect(intervalFile.load() == .loaded(interval))
        #expect(interval.added == -60)
    }

    /// A countdown to a time of day (`--until`) is one across a restart; a running one in a
    /// file from before is a length, as it was.
    @Test func aCountdownToATimeOfDayIsKeptAndOneFromBeforeIsALength() throws {
        let scratch = try Scratch()
        let file = CountdownFile(url: scratch.url.appendingPathComponent("countdown.json"))
        let until = Countdown(length: 1500, endsAt: started.addingTimeInterval(1500), endsAtTimeOfDay: true)
        try file.save(until)
        #expect(try String(contentsOf: file.url, encoding: .utf8).contains(#""until" : true"#))
        #expect(file.load() == .loaded(until))
        #expect(until.endsAtTimeOfDay)
        try Data(#"{"version":1,"length":1500,"endsAt":1788083280.25,"left":null,"announced":null}"#.utf8)
            .write(to: file.url)
        #expect(file.load() == .loaded(Countdown(length: 1500, endsAt: started.addingTimeInterval(1500))))
    }

    @Test func filesInTheFormatStillRead() throws {
        let scratch = try Scratch()
        let countdown = scratch.url.appendingPathComponent("countdown.json")
        try Data(#"{"version":1,"length":600,"endsAt":null,"left":125.5,"announced":1788081780.25}"#.utf8)
            .write(to: countdown)
        #expect(
            CountdownFile(url: countdown).load()
                == .loaded(Countdown(length: 600, pausedLeft: 125.5, announcedEnd: started)))
        let interval = scratch.url.appendingPathComponent("interval.json")
        try Data(
            #"""
            {"rounds":4,"version":1,"focusMinutes":25,"breakMinutes":5,"block":1,"startedAt":1788081780.25,
             "elapsed":null,"announced":null}
            """#.utf8
        ).write(to: interval)
        #expect(
            IntervalFile(url: interval).load()
                == .loaded(Interval(plan: IntervalPlan(), index: 1, startedAt: started)))
        try Data(#"{"version":1,"length":-5,"endsAt":null,"left":null,"announced":null}"#.utf8).write(to: countdown)
        #expect(CountdownFile(url: countdown).load() == .unreadable("its numbers are out of range"))
        try Data(#"{"version":2,"length":5}"#.utf8).write(to: countdown)
        #expect(CountdownFile(url: countdown).load() == .unreadable("it is not a Pulse countdown file"))
    }
}
