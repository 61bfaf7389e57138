import Foundation
import PulseCore
import Testing

@testable import PulseCalendar

/// The zone files read in pure Swift, against Foundation's zones.
@Suite struct FeedZonesTZifTests {
    static func zone(_ name: String) throws -> TZifZone {
        try #require(TZifZone(named: name, directory: "/usr/share/zoneinfo"))
    }

    @Test(arguments: [
        "Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "Asia/Kathmandu", "America/Sao_Paulo",
        "Europe/Dublin", "America/Nuuk", "Pacific/Chatham",
    ])
    func offsetsAreFoundationsFrom1970To2110(_ name: String) throws {
        let ours = try Self.zone(name)
        let foundation = try #require(TimeZone(identifier: name))
        var mismatches: [String] = []
        // Every 29 h 17 min: each hour of the day and each day of the week over the years.
        // From 1970: before it the zone database and Foundation's own copy may disagree
        // (Debian 13's Swift 6.0 and its tzdata differ on São Paulo in 1965).
        for seconds in stride(from: 0, to: 4_417_977_600, by: 105_420) {
            let instant = Date(timeIntervalSince1970: Double(seconds))
            if ours.secondsFromGMT(for: instant) != foundation.secondsFromGMT(for: instant) {
                mismatches.append("\(instant)")
            }
        }
        #expect(mismatches.prefix(5) == [], "\(name): \(mismatches.count) mismatches")
    }

    @Test(arguments: ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "America/Sao_Paulo"])
    func everyQuarterHourOfFarYearsFollowsTheFooter(_ name: String) throws {
        let ours = try Self.zone(name)
        let foundation = try #require(TimeZone(identifier: name))
        // 2031 (past the last transition a slim zone file lists) and 2099 (past a fat one's too).
        for start in [1_924_992_000, 4_070_908_800] {
            var mismatches = 0
            for seconds in stride(from: start, to: start + 366 * 86_400, by: 900) {
                let instant = Date(timeIntervalSince1970: Double(seconds))
                if ours.secondsFromGMT(for: instant) != foundation.secondsFromGMT(for: instant) { mismatches += 1 }
            }
            #expect(mismatches == 0, "\(name) from \(start)")
        }
    }

    @Test func whatIsNotAZoneFileIsNoZone() {
        #expect(TZifZone(named: "zone1970.tab", directory: "/usr/share/zoneinfo") == nil)
        #expect(TZifZone(named: "../../etc/passwd", directory: "/usr/share/zoneinfo") == nil)
        #expect(TZifZone(named: "Europe", directory: "/usr/share/zoneinfo") == nil)
        #expect(TZifZone(bytes: Array("TZif2".utf8), name: "short") == nil)
    }

    @Test func footerRulesAreEvaluated() throws {
        func offset(_ rule: String, _ iso: String) throws -> Int {
            let evaluator = try #require(PosixRuleEvaluator(rule), "\(rule)")
            let instant = try #require(try? Date(iso, strategy: .iso8601))
            return evaluator.offset(at: Int(instant.timeIntervalSince1970))
        }
        let berlin = "CET-1CEST,M3.5.0,M10.5.0/3"
        #expect(try offset(berlin, "2200-03-30T00:59:59Z") == 3600)
        #expect(try offset(berlin, "2200-03-30T01:00:00Z") == 7200)
        // Negative daylight saving: Irish standard time is the summer one.
        #expect(try offset("IST-1GMT0,M10.5.0,M3.5.0/1", "2200-01-15T12:00:00Z") == 0)
        #expect(try offset("IST-1GMT0,M10.5.0,M3.5.0/1", "2200-07-15T12:00:00Z") == 3600)
        // The southern hemisphere, half-hour daylight saving, names in angle brackets.
        let lordHowe = "<+1030>-10:30<+11>-11,M10.1.0,M4.1.0"
        #expect(try offset(lordHowe, "2200-01-01T00:00:00Z") == 39_600)
        #expect(try offset(lordHowe, "2200-06-01T00:00:00Z") == 37_800)
        // Negative change times (Nuuk), Julian days, and all-year daylight saving.
        #expect(try offset("<-02>2<-01>,M3.5.0/-1,M10.5.0/0", "2200-07-01T00:00:00Z") == -3600)
        #expect(try offset("XXX3YYY,J60/0,J300/0", "2201-03-01T02:59:59Z") == -10_800)
        #expect(try offset("XXX3YYY,J60/0,J300/0", "2201-03-01T03:00:00Z") == -7200)
        #expect(try offset("EST5EDT,0/0,J365/25", "2200-12-31T12:00:00Z") == -14_400)
        #expect(try offset("<+0545>-5:45", "2200-12-31T12:00:00Z") == 20_700)
        #expect(PosixRuleEvaluator("CET-1CEST,M3.5.0") == nil)
        #expect(PosixRuleEvaluator("C-1") == nil)
    }
}
