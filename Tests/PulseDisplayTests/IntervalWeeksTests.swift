import Foundation
import PulseCore
import PulseTestSupport
import Testing

@testable import PulseDisplay

/// The Interval's last 17 weeks of focus on a large screen: a day's step counted in focus
/// blocks as the GitHub page counts contributions, today marked, and nothing of it on a
/// screen too small, where the readout keeps the room.
@Suite struct IntervalWeeksTests {
    @Test func aLargeScreenShowsTheWeeksAndASmallOneDoesNot() {
        let large = TerminalSize(columns: 200, rows: 60)
        let (state, at) = TimerLayoutTests.interval("running", size: large)
        let lines = IntervalView.face(state.intervalPage, at: at, in: utc, size: large).textLines(at: at, in: utc)
        let weeks = Array(lines.drop { !$0.hasPrefix("TODAY") }.dropFirst())
        #expect(weeks.count == 7 && weeks.allSatisfy { $0.filter(\.isNumber).count == 17 }, "\(weeks)")
        // 2026-08-28 is a Friday: today is the sixth row's last day, two blocks (step 1).
        #expect(weeks[5].hasSuffix("1*") && weeks[6].hasSuffix("0"), "\(weeks)")
        // Thursday, a day back: 1 block (step 1); Tuesday, three days back: 6 blocks (step 3).
        #expect(weeks[4].hasSuffix("1") && weeks[2].hasSuffix("3"), "\(weeks)")
        let small = TerminalSize(columns: 80, rows: 24)
        let few = IntervalView.face(state.intervalPage, at: at, in: utc, size: small).textLines(at: at, in: utc)
        #expect(few.last?.hasPrefix("TODAY") == true, "\(few)")
    }

    @Test func theFigureDrawsEachDayAsASquareOfItsStep() {
        let now = TimerLayoutTests.now
        let history = TimerHistory(
            (0..<6).map {
                FinishedBlock(kind: .focus, end: now.addingTimeInterval(Double(-86_400 - $0 * 60)), length: 60)
            })
        let weeks = IntervalView.weeks(history, at: now, in: utc)
        #expect(weeks.figure.count == 7 * 2 + 6 * 2)
        #expect(weeks.figure[0].count == 17 * 2 + 16 * 2)
        // Yesterday (Thursday, the fifth row) holds six blocks: step 3, two marks in its column.
        #expect(weeks.figure[4 * 4].suffix(2) == "33" && weeks.figure[4 * 4 + 1].suffix(2) == "33")
        #expect(weeks.figure[5 * 4].suffix(2) == "aa", "today, none yet, on today's ramp")
        #expect(FigureMark.role(of: "3", ink: .primary) == .heat3 && FigureMark.role(of: "a", ink: .primary) == .today0)
        #expect(FigureMark.role(of: "#", ink: .muted) == .muted && FigureMark.role(of: " ", ink: .muted) == nil)
    }
}
