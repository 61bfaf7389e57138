import Foundation
import Testing

/// `pulse --page countdown --until 1:30` in New York on the night its clocks go back, through
/// the binary on a clock moved to a minute before and running sixty times fast: the
/// countdown ends at the first 01:30 (EDT), not the second, and its command sees that end.
@Suite(.serialized) struct CountdownUntilEndToEndTests {
    let binary: String

    init() throws {
        binary = try pulseBinary()
    }

    @Test func untilEndsAtTheFirstTimeTheClockShowsThatTime() throws {
        // 2026-11-01 01:29 EDT is 05:29Z; 01:30 EDT, 05:30Z, comes an hour before 01:30 EST.
        let firstHalfPastOne = 1_793_511_000
        let offset = Double(firstHalfPastOne - 60) - Date().timeIntervalSince1970
        let (stored, endedAt) = try runCountdownFromTheCommandLine(
            binary, arguments: "--page countdown --until 1:30",
            environment: ["TZ": "America/New_York", "PULSE_TIME_OFFSET": String(offset), "PULSE_TIME_SCALE": "60"])
        #expect(stored["endsAt"] as? Double == Double(firstHalfPastOne))
        #expect(endedAt == String(firstHalfPastOne), "the command sees the time named")
    }
}
