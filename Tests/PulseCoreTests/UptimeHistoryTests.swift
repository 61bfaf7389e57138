import Foundation
import Testing

@testable import PulseCore

/// The rules that read a monitor's recent past from its checks, and the page's counts.
@Suite struct UptimeHistoryTests {
    static let now = Date(timeIntervalSince1970: 1_787_401_800)

    /// Checks one every `step` seconds, the last at `now`, oldest first.
    func checks(_ states: [ServiceStatus], every step: TimeInterval = 60) -> [TimedCheck] {
        states.enumerated().map { index, status in
            TimedCheck(status, at: Self.now.addingTimeInterval(-step * Double(states.count - 1 - index)))
        }
    }

    @Test func troubleBeginsAtTheFirstCheckOfTheRunThatEndsTheChecks() {
        let run = checks([.operational, .down, .operational, .degraded, .degraded, .down, .down])
        #expect(UptimeHistory.troubleStart(run) == Self.now.addingTimeInterval(-3 * 60), "pending, then down")
        let recovered = checks([.operational, .down, .operational])
        #expect(UptimeHistory.troubleStart(recovered) == nil, "up now: no trouble")
        let paused = checks([.down, .maintenance])
        #expect(UptimeHistory.troubleStart(paused) == nil, "maintenance is not trouble")
        let afterMaintenance = checks([.maintenance, .down])
        #expect(UptimeHistory.troubleStart(afterMaintenance) == Self.now)
    }

    @Test func aRunAsOldAsTheChecksSaysNothingOfWhenItBegan() {
        #expect(UptimeHistory.troubleStart(checks([.down, .down, .down])) == nil)
        #expect(UptimeHistory.troubleStart([]) == nil)
        let untimed = [TimedCheck(.operational, at: Self.now), TimedCheck(.down, at: nil)]
        #expect(UptimeHistory.troubleStart(untimed) == nil, "a check without a time is no time")
    }

    @Test func aDaysShareIsCountedOnlyOverChecksThatCoverTheDay() {
        // Hourly for 30 hours: the day holds the last 24, of which 2 failed.
        let states = Array(repeating: ServiceStatus.operational, count: 28) + [.down, .down]
        let share = UptimeHistory.dayShare(checks(states, every: 3600), at: Self.now)
        #expect(share == 22.0 / 24.0)
        // A minute apart, a hundred checks are not a day: no share, however many succeeded.
        #expect(UptimeHistory.dayShare(checks(Array(repeating: .operational, count: 100)), at: Self.now) == nil)
        var untimed = checks(states, every: 3600)
        untimed[10] = TimedCheck(.operational, at: nil)
        #expect(UptimeHistory.dayShare(untimed, at: Self.now) == nil, "a check that cannot be placed")
        let unknown = checks([.operational] + Array(repeating: .unknown, count: 24), every: 3600)
        #expect(UptimeHistory.dayShare(unknown, at: Self.now) == nil, "nothing up or down in the day")
        #expect(UptimeHistory.dayShare([], at: Self.now) == nil)
    }

    @Test func aRatioNeedsACheckItCountsInTheDay() {
        #expect(UptimeHistory.hasCountedCheck(checks([.operational]), inDayBefore: Self.now))
        #expect(UptimeHistory.hasCountedCheck(checks([.degraded]), inDayBefore: Self.now))
        #expect(!UptimeHistory.hasCountedCheck(checks([.maintenance, .unknown]), inDayBefore: Self.now))
        let old = [TimedCheck(.operational, at: Self.now.addingTimeInterval(-UptimeHistory.day - 1))]
        #expect(!UptimeHistory.hasCountedCheck(old, inDayBefore: Self.now), "older than the day")
        let ahead = [TimedCheck(.operational, at: Self.now.addingTimeInterval(UptimeModel.futureSkew + 1))]
        #expect(!UptimeHistory.hasCountedCheck(ahead, inDayBefore: Self.now), "not taken yet by this clock")
    }

    @Test func aRatioIsAFractionFromZeroToOne() {
        #expect(UptimeHistory.ratio(0) == 0 && UptimeHistory.ratio(1) == 1 && UptimeHistory.ratio(0.5) == 0.5)
        for value: Any in [true, false, "0.9", 1.5, -0.1, Double.nan, JSONTree.JSONNull()] {
            #expect(UptimeHistory.ratio(value) == nil, "\(value)")
        }
        #expect(UptimeHistory.ratio(nil) == nil)
    }
}

/// The header's counts.
@Suite struct UptimeCountsTests {
    func row(_ status: ServiceStatus, rollUp: Bool = false, key: String? = nil) -> UptimeService {
        UptimeService(name: "m", status: status, isRollUp: rollUp, key: key)
    }

    @Test func downFirstAndAStateWithNoneIsLeftOut() {
        let rows = [row(.operational), row(.down), row(.degraded)] + Array(repeating: row(.operational), count: 16)
        #expect(UptimeCounts(rows).text == "1 DOWN \u{00B7} 1 SLOW \u{00B7} 17 UP")
        #expect(UptimeCounts([row(.operational), row(.operational)]).text == "2 UP")
        #expect(UptimeCounts([row(.down)]).text == "1 DOWN")
        #expect(UptimeCounts([]).text == nil && UptimeCounts([row(.unknown), row(.maintenance)]).text == nil)
    }

    @Test func aRollUpIsNeverCountedAndAMonitorListedTwiceCountsOnce() {
        let rows = [
            row(.down, rollUp: true, key: "20"), row(.operational, key: "7"), row(.down, key: "8"),
            row(.down, key: "8"), row(.maintenance, key: "10"),
        ]
        #expect(UptimeCounts(rows) == UptimeCounts([row(.operational), row(.down)]))
        #expect(UptimeCounts(rows).text == "1 DOWN \u{00B7} 1 UP")
        // Without keys every row is a monitor of its own.
        #expect(UptimeCounts([row(.down), row(.down)]).down == 2)
    }
}

/// A source whose answer holds no checks, ratios or changes shows none of them.
@Suite struct SourcesWithoutHistoryTests {
    static func isBare(_ row: UptimeService) -> Bool {
        row.checks.isEmpty && row.uptime == nil && row.downSince == nil && row.heading == nil && !row.isRollUp
    }

    @Test func healthchecksBetterStackAndTheOriginalAPIShowOnlyTheState() throws {
        let checks = try HealthchecksDecoder.decode(fixture("uptime-providers/healthchecks-checks.json")).get()
        #expect(checks.map(\.status) == [.operational, .down] && checks.allSatisfy(Self.isBare))
        let monitors =
            #"{"data":[{"attributes":{"pronounceable_name":"a","status":"down","last_checked_at":"#
            + #""2026-08-22T12:00:00Z"}}],"pagination":{"next":null}}"#
        let stack = try BetterStackDecoder.decode(Data(monitors.utf8)).get().services
        #expect(stack.map(\.status) == [.down] && stack.allSatisfy(Self.isBare))
        let levo = #"{"data":{"projects":[{"name":"a","currentStatus":"down"}]}}"#
        #expect(try UptimeDecoder.decode(Data(levo.utf8)).get().allSatisfy(Self.isBare))
    }
}
