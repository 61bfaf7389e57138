import FoundationEssentials
import Testing

@testable import PulseTerminal

/// The benchmark's clock shift and speed-up: values that would carry the time out of every
/// calendar (and trap where it is converted) are ignored.
@Suite struct DisplayClockTests {
    @Test(arguments: ["nan", "inf", "-inf", "1e300", "-1e11", "soon"])
    func anOffsetBeyondReasonIsIgnored(_ value: String) {
        let clock = DisplayClock(environment: ["PULSE_TIME_OFFSET": value])
        #expect(abs(clock.read().timeIntervalSinceNow) < 60, "\(value)")
    }

    @Test(arguments: ["nan", "inf", "1e300", "0.5", "-3", "3601"])
    func aScaleBeyondReasonIsIgnored(_ value: String) {
        let clock = DisplayClock(environment: ["PULSE_TIME_SCALE": value])
        let later = Date().addingTimeInterval(10)
        // At the normal speed ten seconds from now are ten seconds of the wall clock.
        #expect(abs(clock.wallTime(of: later).timeIntervalSince(later)) < 1, "\(value)")
    }

    @Test func aShiftAndASpeedWithinReasonAreTaken() {
        let clock = DisplayClock(environment: ["PULSE_TIME_OFFSET": "-86400", "PULSE_TIME_SCALE": "60"])
        #expect(abs(clock.read().timeIntervalSinceNow + 86_400) < 60)
        let fast = DisplayClock(environment: ["PULSE_TIME_SCALE": "60"])
        let inAMinute = fast.read().addingTimeInterval(60)
        #expect(abs(fast.wallTime(of: inAMinute).timeIntervalSinceNow - 1) < 0.5)
    }
}
