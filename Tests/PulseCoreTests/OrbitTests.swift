import Foundation
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

    @Test func everyPlaceIsVisitedAndEachStepMovesOneCell() {
        let start = Date(timeIntervalSince1970: 0)
        let places = (2 * amplitude.columns + 1) * (2 * amplitude.rows + 1)
        var seen: Set<String> = []
        var last = Orbit.offset(at: start, amplitude: amplitude)
        for step in 0..<(2 * places - 2) {
            let offset = Orbit.offset(at: start.addingTimeInterval(Double(step) * 600), amplitude: amplitude)
            #expect(abs(offset.columns) <= amplitude.columns && abs(offset.rows) <= amplitude.rows)
            #expect(abs(offset.columns - last.columns) + abs(offset.rows - last.rows) <= 1, "one cell a step")
            seen.insert("\(offset.columns),\(offset.rows)")
            last = offset
        }
        #expect(seen.count == places)
        let closed = Orbit.offset(at: start.addingTimeInterval(Double(2 * places - 2) * 600), amplitude: amplitude)
        #expect(closed == Orbit.offset(at: start, amplitude: amplitude), "the path closes")
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
