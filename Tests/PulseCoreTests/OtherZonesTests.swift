import Foundation
import PulseTestSupport
import Testing

@testable import PulseCore

/// `--zones` and `clock.zones`: labels, the three-zone limit, POSIX rules with commas.
@Suite struct OtherZonesTests {
    let knows: (String) -> Bool = { ["America/New_York", "Asia/Tokyo", "CET-1CEST,M3.5.0,M10.5.0/3"].contains($0) }

    @Test func labelsAndZonesInOrder() throws {
        let zones = try OtherZones.parse("nyc=America/New_York,TYO=Asia/Tokyo", knows: knows)
        #expect(
            zones == [OtherZone(label: "NYC", zone: "America/New_York"), OtherZone(label: "TYO", zone: "Asia/Tokyo")])
        #expect(OtherZones.storedForm(zones) == "NYC=America/New_York,TYO=Asia/Tokyo")
        #expect(try OtherZones.parse("", knows: knows).isEmpty, "empty: no zones")
    }

    @Test func aRulesCommasStayWithItsZone() throws {
        let zones = try OtherZones.parse("BER=CET-1CEST,M3.5.0,M10.5.0/3,NYC=America/New_York", knows: knows)
        #expect(zones.map(\.zone) == ["CET-1CEST,M3.5.0,M10.5.0/3", "America/New_York"])
    }

    @Test(arguments: [
        ("A=Asia/Tokyo,B=Asia/Tokyo,C=Asia/Tokyo,D=Asia/Tokyo", "at most 3 zones, not 4"),
        ("Asia/Tokyo", "'Asia/Tokyo' needs a label: LABEL=ZONE (for example NYC=America/New_York)"),
        ("TOOLONG=Asia/Tokyo", "the label 'TOOLONG' is not 1 to 5 letters or digits"),
        ("N-Y=Asia/Tokyo", "the label 'N-Y' is not 1 to 5 letters or digits"),
        ("=Asia/Tokyo", "the label '' is not 1 to 5 letters or digits"),
        ("X=Nowhere/Special", "no time zone 'Nowhere/Special'"), ("X=", "no time zone ''"),
        (
            "NYC=America/New_York,Asia/Tokyo",
            "'Asia/Tokyo' needs a label: LABEL=ZONE (for example NYC=America/New_York)"
        ),
    ])
    func mistakesAreSaidInWords(_ text: String, _ message: String) {
        #expect(throws: ZoneListError(description: message)) { try OtherZones.parse(text, knows: knows) }
    }

    /// A hand-edited file can hold anything: what a message repeats never steers a terminal.
    @Test func aZoneWithControlsIsRepeatedHarmlessly() {
        #expect(throws: ZoneListError(description: "no time zone 'Asia/\\u{1B}[2JTokyo'")) {
            try OtherZones.parse("X=Asia/\u{1B}[2JTokyo", knows: knows)
        }
        let long = String(repeating: "A", count: 300)
        #expect(throws: ZoneListError(description: "no time zone '\(String(repeating: "A", count: 57))...'")) {
            try OtherZones.parse("X=" + long, knows: knows)
        }
    }

    @Test(arguments: [
        "JST-9", "EST+5", "IST-5:30", "<+0545>-5:45", "CET-1CEST,M3.5.0,M10.5.0/3", "AEST-10AEDT,M10.1.0,M4.1.0/3",
        "<-02>2<-01>,M3.5.0/-1,M10.5.0/0", "EST5EDT", "UTC0", "<+000030>-0:00:30", "NZST-12NZDT,J60/2,300/3",
    ])
    func posixRulesAreRead(_ rule: String) {
        #expect(PosixZoneRule.isValid(rule))
    }

    @Test(arguments: ["UTC", "Nowhere/Special", "EST", "<AB>3", "JST-25", "CET-1CEST,M13.5.0,M10.5.0", "EST5EDT,", ""])
    func otherTextIsNoRule(_ text: String) {
        #expect(!PosixZoneRule.isValid(text))
    }
}

/// A Clock showing three other zones still wakes once a minute: their minutes turn with
/// the local one.
@Suite struct ZoneWakeTests {
    @Test func threeZonesWakeTheClockOncePerMinute() {
        let zones = ["Pacific/Kiritimati", "Pacific/Midway", "Asia/Kathmandu"].enumerated().map {
            OtherZone(label: "Z\($0.offset)", zone: $0.element)
        }
        let state = AppState(size: TerminalSize(columns: 80, rows: 24), preferences: ClockPreferences(zones: zones))
        var now = instant("2026-03-08T06:30:20Z")
        var wakes = 0
        let end = now.addingTimeInterval(3600)
        while let next = state.nextDeadline(after: now, in: zone("America/New_York")), next <= end {
            wakes += 1
            #expect(next.timeIntervalSince1970.truncatingRemainder(dividingBy: 60) == 0, "on a minute")
            now = next
        }
        #expect(wakes == 60)
    }
}
