import Foundation
import PulseTestSupport
import Testing

@testable import PulseCore

/// The state decides when a frame goes out whole: once each new heal period (each minute
/// on the console, each orbit step elsewhere) and after Ctrl-L, so nothing outside the
/// update decides it.
@Suite struct RepaintTests {
    let size = TerminalSize(columns: 80, rows: 24)

    @Test func theWholeFrameIsAskedForOnceEachNewPeriod() {
        let console = AppState(page: .settings, size: size, run: Run(healPeriod: 60))
        // A second wake in the same minute has the same mark, so it sends only the changes;
        // a clock set back is a new minute too.
        let marks = [6000, 6030, 6060, 6119, 5400].map { console.repaint(at: Date(timeIntervalSince1970: $0)).heal }
        let changes = zip(marks, marks.dropFirst()).map { $0 != $1 }
        #expect(changes == [false, true, false, true])
        // Elsewhere at each orbit step: every 10 minutes at least.
        let elsewhere = AppState(size: size)
        let minutes = (0..<61).map { elsewhere.repaint(at: Date(timeIntervalSince1970: Double($0) * 60)).heal }
        #expect(Set(minutes).count == 7 && Orbit.stepInterval <= 600)
    }

    @Test func onTheConsoleEveryPageWakesForItsMinuteSettingsIncluded() {
        let at = Date(timeIntervalSince1970: 6010)
        for page in Page.allCases {
            let state = AppState(page: page, size: size, run: Run(healPeriod: 60))
            let next = state.nextDeadline(after: at)
            #expect(next.map { $0 <= Date(timeIntervalSince1970: 6060) } == true, "\(page)")
        }
        // Elsewhere Settings sleeps until the orbit's step.
        #expect(AppState(page: .settings, size: size).nextDeadline(after: at) == Orbit.nextStep(after: at))
    }
}
