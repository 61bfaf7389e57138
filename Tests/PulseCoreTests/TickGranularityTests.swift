import Foundation
import Testing

@testable import PulseCore

@Suite struct TickGranularityTests {
    @Test func periodsAreAMinuteAndASecond() {
        #expect(TickGranularity.minute.period == 60)
        #expect(TickGranularity.second.period == 1)
    }

    @Test(arguments: [0.0, 0.25, 12.5, 59.999, 60, 61, 1_788_081_810.4])
    func nextMinuteIsWithinAMinuteAndOnTheBoundary(_ t: Double) {
        let now = Date(timeIntervalSince1970: t)
        let next = TickGranularity.minute.nextBoundary(after: now)
        let wait = next.timeIntervalSince(now)
        #expect(wait > 0 && wait <= 60)
        #expect(next.timeIntervalSince1970.truncatingRemainder(dividingBy: 60) == 0)
    }

    @Test(arguments: [0.0, 0.5, 59.999, 1_788_081_810.02])
    func nextSecondIsWithinASecondAndOnTheBoundary(_ t: Double) {
        let now = Date(timeIntervalSince1970: t)
        let next = TickGranularity.second.nextBoundary(after: now)
        let wait = next.timeIntervalSince(now)
        #expect(wait > 0 && wait <= 1)
        #expect(next.timeIntervalSince1970 == next.timeIntervalSince1970.rounded(.down))
    }

    @Test func exactlyOnABoundaryWaitsForTheNextOne() {
        let now = Date(timeIntervalSince1970: 120)
        #expect(TickGranularity.minute.nextBoundary(after: now).timeIntervalSince1970 == 180)
    }

    @Test func aLateWakeDoesNotDrift() {
        // Woken 7 s late: the next deadline is still the wall-clock boundary, not now + 60.
        let late = Date(timeIntervalSince1970: 607)
        #expect(TickGranularity.minute.nextBoundary(after: late).timeIntervalSince1970 == 660)
    }

    @Test func aBackwardClockJumpGivesTheBoundaryAfterTheNewTime() {
        let afterJump = Date(timeIntervalSince1970: 3_600 - 3_590)
        #expect(TickGranularity.minute.nextBoundary(after: afterJump).timeIntervalSince1970 == 60)
    }
}
