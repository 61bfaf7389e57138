import Foundation
import Testing

/// `pulse --page countdown --until 1:30` in New York on the night its clocks go back, through
/// the binary on a clock moved to five minutes before and running sixty times fast: the
/// page says what it runs until, the countdown ends at the first 01:30 (EDT), not the
/// second, and its command sees that end.
@Suite(.serialized) struct CountdownUntilEndToEndTests {
    let binary: String

    init() throws {
        binary = try pulseBinary()
    }

    @Test func untilEndsAtTheFirstTimeTheClockShowsThatTime() throws {
        // 2026-11-01 01:25 EDT is 05:25Z; 01:30 EDT, 05:30Z, comes an hour before 01:30 EST.
        let firstHalfPastOne = 1_793_511_000
        let offset = Double(firstHalfPastOne - 300) - Date().timeIntervalSince1970
        let (stored, endedAt) = try runCountdownFromTheCommandLine(
            binary, arguments: "--page countdown --until 1:30",
            environment: ["TZ": "America/New_York", "PULSE_TIME_OFFSET": String(offset), "PULSE_TIME_SCALE": "60"]
        ) { (pane: TmuxPane) throws in
            #expect(try pane.waitUntil { squeezed($0).contains("UNTIL01:30") }, "the page says the time named")
        }
        #expect(stored["endsAt"] as? Double == Double(firstHalfPastOne))
        #expect(endedAt == String(firstHalfPastOne), "the command sees the time named")
    }
}
