import Foundation
import PulseCalendar
import PulseCore
import Testing

/// Which zone a `TZID` names: IANA, Windows, the feed's own, or none.
@Suite struct FeedZonesTests {
    static let summer = Date(timeIntervalSince1970: 1_783_000_000)  // 2026-07-02
    static let winter = Date(timeIntervalSince1970: 1_796_342_400)  // 2026-12-04

    static func offsets(_ zone: (any CivilZone)?) -> [Int]? {
        zone.map { [$0.secondsFromGMT(for: summer), $0.secondsFromGMT(for: winter)] }
    }

    @Test func ianaNamesAndTheirOldPrefixesAreRead() {
        let zones = FeedZones(feed: Feed())
        #expect(Self.offsets(zones.zone(named: "Europe/Berlin")) == [7200, 3600])
        #expect(Self.offsets(zones.zone(named: "/mozilla.org/20050126_1/Europe/Berlin")) == [7200, 3600])
        #expect(Self.offsets(zones.zone(named: "/freeassociation.sourceforge.net/Tzfile/Europe/London")) == [3600, 0])
        #expect(
            Self.offsets(zones.zone(named: "/citadel.org/20190914_1/America/Argentina/Buenos_Aires")) == [
                -10_800, -10_800,
            ])
        #expect(Self.offsets(zones.zone(named: "\"America/New_York\"")) == [-14_400, -18_000])
        #expect(Self.offsets(zones.zone(named: "UTC")) == [0, 0])
    }

    @Test func windowsNamesAreReadThroughCLDR() {
        let zones = FeedZones(feed: Feed())
        #expect(Self.offsets(zones.zone(named: "W. Europe Standard Time")) == [7200, 3600])
        #expect(Self.offsets(zones.zone(named: "Romance Standard Time")) == [7200, 3600])
        #expect(Self.offsets(zones.zone(named: "Eastern Standard Time 1")) == [-14_400, -18_000])
        #expect(Self.offsets(zones.zone(named: "\"Pacific Standard Time\"")) == [-25_200, -28_800])
        #expect(Self.offsets(zones.zone(named: "india standard time")) == [19_800, 19_800])
        #expect(zones.zone(named: "Eastern Standard Time X") == nil)
        #expect(zones.zone(named: "Nowhere Standard Time") == nil)
    }

    @Test func aFeedsOwnZoneIsReadWhenTheNameIsNeitherIANANorWindows() throws {
        let feed = try #require(ReaderFixtures.feed("customized-time-zone.ics").feed)
        let zones = FeedZones(feed: feed)
        let custom = try #require(zones.zone(named: "Customized Time Zone"))
        // Summer time begins on 29 March 2026 at 02:00 local (01:00 UTC), ends on 25 October at 03:00.
        for (seconds, offset) in [
            (1_774_745_999, 3600), (1_774_746_000, 7200), (1_792_889_999, 7200), (1_792_890_000, 3600),
        ] {
            #expect(custom.secondsFromGMT(for: Date(timeIntervalSince1970: Double(seconds))) == offset)
        }
        // The same as Berlin's every two days and a bit, 1997 to 2040.
        let berlin = try #require(zones.zone(named: "Europe/Berlin"))
        for seconds in stride(from: 852_076_800, to: 2_208_988_800, by: 190_003) {
            let instant = Date(timeIntervalSince1970: Double(seconds))
            #expect(custom.secondsFromGMT(for: instant) == berlin.secondsFromGMT(for: instant))
        }
        #expect(
            custom.instant(showing: ReaderFixtures.wall(2026, 12, 4, 9)) == Date(timeIntervalSince1970: 1_796_371_200))
    }

    @Test func aFeedsZoneWithOddOffsetsAndRdates() throws {
        let zones = FeedZones(feed: try #require(ReaderFixtures.feed("customized-time-zone.ics").feed))
        let odd = try #require(zones.zone(named: "Odd Offsets"))
        func offset(_ seconds: Int) -> Int { odd.secondsFromGMT(for: Date(timeIntervalSince1970: Double(seconds))) }
        #expect(offset(-100_000) == -16_200)
        #expect(offset(1_796_342_400) == 5445)
        // 2027-06-01 00:00 at +01:30:45 is 2027-05-31 22:29:15 UTC.
        #expect(offset(1_811_802_554) == 5445)
        #expect(offset(1_811_802_555) == 9000)
    }

    @Test func anUnknownNameIsNoZone() {
        #expect(FeedZones(feed: Feed()).zone(named: "Customized Time Zone") == nil)
        #expect(FeedZones(feed: Feed()).zone(named: "") == nil)
    }

    @Test func zoneFilesAreReadFromTheDirectoryTZDIRNames() {
        let elsewhere = FeedZones(feed: Feed(), environment: ["TZDIR": "/nonexistent"])
        #expect(elsewhere.zone(named: "Europe/Berlin") == nil)
        #expect(FeedZones(feed: Feed(), environment: ["TZDIR": ""]).zone(named: "Europe/Berlin") != nil)
        #expect(FeedZones(feed: Feed(), environment: [:]).zone(named: "Europe/Berlin") != nil)
    }

    @Test func eachNameIsReadOnceAndKept() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tzdir-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Kathmandu")
        try FileManager.default.copyItem(atPath: "/usr/share/zoneinfo/Asia/Kathmandu", toPath: file.path)
        let zones = FeedZones(feed: Feed(), directory: directory.path)
        #expect(Self.offsets(zones.zone(named: "Kathmandu")) == [20_700, 20_700])
        // The file gone, the zone read from it stays, in copies of the zones too.
        try FileManager.default.removeItem(at: file)
        let copy = zones
        #expect(Self.offsets(copy.zone(named: "Kathmandu")) == [20_700, 20_700])
        #expect(FeedZones(feed: Feed(), directory: directory.path).zone(named: "Kathmandu") == nil)
    }

    @Test func aHandBuiltZoneWithAHugeCountDoesNotOverflow() throws {
        var rule = FeedZoneRule(id: "Huge")
        var yearly = RecurrenceRule(frequency: .yearly)
        (yearly.byMonth, yearly.byDay, yearly.count, yearly.interval) = (
            [3], [.init(ordinal: -1, weekday: 1)], .max, .max
        )
        rule.observances = [
            .init(start: ReaderFixtures.wall(1601, 3, 25, 2), offsetFrom: 3600, offsetTo: 7200, rule: yearly)
        ]
        var feed = Feed()
        feed.zones["Huge"] = rule
        let zone = try #require(FeedZones(feed: feed).zone(named: "Huge"))
        #expect(zone.secondsFromGMT(for: Self.winter) == 7200)
    }
}
