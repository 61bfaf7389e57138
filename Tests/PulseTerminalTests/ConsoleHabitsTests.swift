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
        // However large: bounded before any arithmetic, which used to trap on overflow.
        #expect(ConsoleHabits(blankingSeconds: Int.max).restore == "\u{1B}[9;60]\u{1B}[14;0]")
        #expect(ConsoleHabits(blankingSeconds: Int.max - 30).restore == "\u{1B}[9;60]\u{1B}[14;0]")
    }

    @Test func theFileGivesDigitsOnly() {
        #expect(ConsoleHabits.seconds(in: "600") == 600)
        #expect(ConsoleHabits.seconds(in: "99999999999999999999999") == Int.max)
        for text in ["", "-5", "+5", "6e2", "١٢", "0x10"] {
            #expect(ConsoleHabits.seconds(in: text) == nil, "\(text)")
        }
    }

    @Test func onlyTheConsoleIsDetected() {
        #expect(ConsoleHabits.detect(environment: ["TERM": "linux"]) != nil)
        #expect(ConsoleHabits.detect(environment: ["TERM": "linux-16color"]) != nil)
        // The test runs on no virtual console, so TERM alone decides.
        #expect(ConsoleHabits.detect(environment: ["TERM": "xterm-256color"]) == nil)
        #expect(ConsoleHabits.detect(environment: ["TERM": "linuxish"]) == nil)
    }
}
