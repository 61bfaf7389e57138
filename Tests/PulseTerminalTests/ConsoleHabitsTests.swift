import Testing

@testable import PulseTerminal

@Suite struct ConsoleHabitsTests {
    @Test func theIntervalIsPutBackInWholeMinutesAtMostAnHour() {
        #expect(ConsoleHabits(blankingSeconds: 0).restore == "\u{1B}[9;0]\u{1B}[14;0]")
        #expect(ConsoleHabits(blankingSeconds: 600).restore == "\u{1B}[9;10]\u{1B}[14;0]")
        // 90 seconds cannot be said in minutes: rounded up, so the screen still blanks.
        #expect(ConsoleHabits(blankingSeconds: 90).restore == "\u{1B}[9;2]\u{1B}[14;0]")
        #expect(ConsoleHabits(blankingSeconds: 86400).restore == "\u{1B}[9;60]\u{1B}[14;0]")
        // Unreadable: the kernel's default, which is off.
        #expect(ConsoleHabits(blankingSeconds: nil).restore == "\u{1B}[9;0]\u{1B}[14;0]")
    }

    @Test func theWholeFrameIsSentOnceEachNewMinute() {
        var habits = ConsoleHabits(blankingSeconds: 0)
        // The first frame is whole anyway; a second wake in the same minute sends only the
        // changes; a clock set back is a new minute too.
        let wakes = [100, 100, 101, 101, 90].map { habits.needsRepaint(minute: $0) }
        #expect(wakes == [false, false, true, false, true])
    }

    @Test func onlyTheConsoleIsDetected() {
        #expect(ConsoleHabits.detect(environment: ["TERM": "linux"]) != nil)
        #expect(ConsoleHabits.detect(environment: ["TERM": "linux-16color"]) != nil)
        // The test runs on no virtual console, so TERM alone decides.
        #expect(ConsoleHabits.detect(environment: ["TERM": "xterm-256color"]) == nil)
        #expect(ConsoleHabits.detect(environment: ["TERM": "linuxish"]) == nil)
    }
}
