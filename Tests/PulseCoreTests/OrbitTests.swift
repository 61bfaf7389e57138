import Foundation
import PulseTestSupport
import Testing

@testable import PulseCore

/// The orbit as a pure function of the instant: the step, the places, the path.
@Suite struct OrbitTests {
    let amplitude = OrbitAmplitude(columns: 6, rows: 3)

    @Test func theStepComesFromTheInstantAlone() {
        let at = Date(timeIntervalSince1970: 1_790_812_800)  // 2026-10-01T00:00Z, a step boundary
        #expect(Orbit.step(at: at) == 1_790_812_800 / 600)
        #expect(
            Orbit.offset(at: at, amplitude: amplitude)
                == Orbit.offset(at: at.addingTimeInterval(599), amplitude: amplitude))
        #expect(Orbit.nextStep(after: at) == at.addingTimeInterval(600))
        #expect(Orbit.nextStep(after: at.addingTimeInterval(-0.5)) == at)
    }

    @Test func everyDayMeetsEachPlaceTwiceAndEachStepGoesToANeighbour() {
        let start = Date(timeIntervalSince1970: 0)
        let day = Int(86_400 / Orbit.stepInterval)
        #expect(day % Orbit.period == 0, "the tour's period divides a day")
        // From any step on, a day meets every place as often as every other.
        for first in [0, 1, 37, 71] {
            var visits: [String: Int] = [:]
            for step in first..<(first + day) {
                let offset = Orbit.offset(at: start.addingTimeInterval(Double(step) * 600), amplitude: amplitude)
                #expect(abs(offset.columns) <= amplitude.columns && abs(offset.rows) <= amplitude.rows)
                visits["\(offset.columns),\(offset.rows)", default: 0] += 1
            }
            #expect(visits.count == Orbit.period && Set(visits.values) == [day / Orbit.period])
        }
        // Neighbouring places of the grid: at most two cells apart here (12 places over 13
        // columns, 6 over 7 rows), one axis at a time, and the tour closes the same way.
        var last = Orbit.offset(at: start.addingTimeInterval(-600), amplitude: amplitude)
        for step in 0...Orbit.period {
            let offset = Orbit.offset(at: start.addingTimeInterval(Double(step) * 600), amplitude: amplitude)
            let columns = abs(offset.columns - last.columns), rows = abs(offset.rows - last.rows)
            #expect((columns == 0) != (rows == 0) && max(columns, rows) <= 2, "step \(step)")
            last = offset
        }
    }

    @Test func thePlacesSpreadEvenlyAndSymmetrically() {
        let columns = (0..<12).map { Orbit.spread($0, of: 12, over: 6) }
        #expect(columns == [-6, -5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6])
        #expect((0..<6).map { Orbit.spread($0, of: 6, over: 3) } == [-3, -2, -1, 1, 2, 3])
        #expect((0..<6).map { Orbit.spread($0, of: 6, over: 6) } == [-6, -4, -1, 1, 4, 6])
        #expect(Orbit.spread(0, of: 1, over: 6) == 0)
        let tour = (0..<Orbit.period).map { Orbit.tour($0) }
        #expect(Set(tour.map { "\($0.column),\($0.row)" }).count == Orbit.period)
    }

    @Test func noAmplitudeNeverMovesAndInstantsBeforeTheEpochStillWork() {
        #expect(Orbit.offset(at: Date(timeIntervalSince1970: 12_345), amplitude: .none) == .zero)
        let before = Orbit.offset(at: Date(timeIntervalSince1970: -1_000_000), amplitude: amplitude)
        #expect(abs(before.columns) <= 6 && abs(before.rows) <= 3)
    }

    @Test func theAmplitudeFollowsTheLargestFeature() {
        #expect(OrbitAmplitude(featurePixels: 1) == OrbitAmplitude(columns: 6, rows: 3))
        #expect(OrbitAmplitude(featurePixels: 4) == OrbitAmplitude(columns: 12, rows: 6))
    }

    @Test func theStepLandsOnAMinuteTheClockAlreadyWakesFor() {
        var state = AppState(size: TerminalSize(columns: 100, rows: 30))
        var now = Date(timeIntervalSince1970: 1_790_812_800)
        _ = state.handle(.started, at: now)
        for _ in 0..<30 {
            let deadline = state.nextDeadline(after: now) ?? now
            #expect(deadline == TickGranularity.minute.nextBoundary(after: now))
            now = deadline
        }
    }
}
