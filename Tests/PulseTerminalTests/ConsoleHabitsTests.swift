import Foundation
import PulseCore
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

    @Test func theWholeFrameIsSentOnceEachNewPeriod() {
        var console = HealSchedule(period: 60)
        // The first frame is whole anyway; a second wake in the same minute sends only the
        // changes; a clock set back is a new minute too.
        let wakes = [6000, 6030, 6060, 6119, 5400].map { console.isDue(at: Date(timeIntervalSince1970: $0)) }
        #expect(wakes == [false, false, true, false, true])
        // Elsewhere at each orbit step: every 10 minutes at least.
        var elsewhere = HealSchedule(period: Orbit.stepInterval)
        let minutes = (0..<60).map { elsewhere.isDue(at: Date(timeIntervalSince1970: Double($0) * 60)) }
        #expect(minutes.filter { $0 }.count == 5 && Orbit.stepInterval <= 600)
    }

    @Test func onlyTheConsoleIsDetected() {
        #expect(ConsoleHabits.detect(environment: ["TERM": "linux"]) != nil)
        #expect(ConsoleHabits.detect(environment: ["TERM": "linux-16color"]) != nil)
        // The test runs on no virtual console, so TERM alone decides.
        #expect(ConsoleHabits.detect(environment: ["TERM": "xterm-256color"]) == nil)
        #expect(ConsoleHabits.detect(environment: ["TERM": "linuxish"]) == nil)
    }
}
