import Foundation
import PulseCore
import Testing

/// `--at`'s reading of ISO 8601: what is accepted is exact, the rest is refused with why.
@Suite struct ISO8601InstantTests {
    let berlin: TimeZone

    init() throws {
        berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
    }

    func parse(_ text: String) -> Result<Date, ISO8601Instant.Problem> {
        ISO8601Instant.parse(text, localZone: berlin)
    }

    /// 2026-08-28T14:32:00Z.
    let reference = Date(timeIntervalSince1970: 1_787_927_520)

    // Built outside the attribute: Swift 6.0's type checker (Debian 13's) crashes on a
    // string interpolation inside `@Test(arguments:)`.
    static let fivehundredNines = "2026-08-28T14:32:00.\(String(repeating: "9", count: 500))Z"
    static let fortyZerosThenOne = "2026-08-28T14:32:00.\(String(repeating: "0", count: 40))1Z"

    @Test(arguments: [
        ("2026-08-28T14:32:00Z", 0.0), ("2026-08-28T14:32Z", 0), ("2026-08-28T16:32:00+02:00", 0),
        ("2026-08-28T16:32:00+0200", 0), ("2026-08-28T16:32:00+02", 0), ("2026-08-28T04:32:00-10:00", 0),
        ("2026-08-29T04:32:00+14:00", 0), ("2026-08-28T00:32:00-14:00", 0), ("2026-08-28T14:32:00.5Z", 0.5),
        ("2026-08-28T14:32:00,25Z", 0.25), ("2026-08-28T14:32:00.123456789Z", 0.123456789),
        // ISO 8601 sets no limit on the digits: ten were refused where four were taken.
        ("2026-08-28T14:32:00.1234567890Z", 0.123456789), ("2026-08-28T14:32:00.1234Z", 0.1234),
        (fivehundredNines, 1.0), (fortyZerosThenOne, 0.0),
        ("2026-08-28T16:32", 0), ("2026-08-28T16:32:00", 0),
    ])
    func aWellFormedInstantIsRead(_ text: String, _ fraction: Double) throws {
        let date = try parse(text).get()
        #expect(abs(date.timeIntervalSince(reference) - fraction) < 1e-6, "\(text)")
    }

    @Test func leapDaysAndLocalTimesAcrossAClockChange() throws {
        #expect(try parse("2028-02-29T12:00:00Z").get() == Date(timeIntervalSince1970: 1_835_438_400))
        #expect(try parse("2000-02-29T00:00:00Z").get() == Date(timeIntervalSince1970: 951_782_400))
        // 03:05 on the day Berlin springs forward is summer time, UTC+2.
        #expect(try parse("2026-03-29T03:05").get() == Date(timeIntervalSince1970: 1_774_746_300))
        // 02:30 on the day it falls back happens twice; either is that wall-clock time.
        let twice = try parse("2026-10-25T02:30").get()
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = berlin
        #expect(calendar.dateComponents([.hour, .minute], from: twice) == DateComponents(hour: 2, minute: 30))
    }

    @Test(arguments: [
        "2026-02-30T10:00:00Z", "2026-02-29T10:00:00Z", "1900-02-29T00:00:00Z", "2026-04-31T10:00",
        "2026-13-01T10:00:00Z", "2026-00-10T10:00:00Z", "2026-08-00T10:00:00Z", "0000-01-01T00:00:00Z",
    ])
    func aDayTheCalendarLacksIsRefused(_ text: String) {
        #expect(parse(text) == .failure(.noSuchDay), "\(text)")
    }

    @Test(arguments: ["2026-08-28T24:00:00Z", "2026-08-28T25:32", "2026-08-28T14:60Z", "2026-08-28T14:32:60Z"])
    func aTimeOfDayThatDoesNotExistIsRefused(_ text: String) {
        #expect(parse(text) == .failure(.noSuchTime), "\(text)")
    }

    @Test func aLocalTimeTheClocksSkipIsRefused() {
        #expect(parse("2026-03-29T02:30") == .failure(.skippedLocalTime))
        #expect(parse("2026-03-29T02:30Z") != .failure(.skippedLocalTime), "with an offset it is no local time")
    }

    @Test(arguments: ["2026-08-28T14:32:00+99:00", "2026-08-28T14:32:00+14:01", "2026-08-28T14:32:00-15:00"])
    func anOffsetNoClockUsesIsRefused(_ text: String) {
        #expect(parse(text) == .failure(.offsetOutOfRange), "\(text)")
    }

    /// Minutes past 59 are no offset at all, however near UTC the hours are, and are said
    /// apart from an offset too far away.
    @Test(arguments: ["2026-08-28T14:32:00+02:60", "2026-08-28T14:32:00+0275", "2026-08-28T14:32:00-14:60"])
    func anOffsetWithMinutesPast59IsNoOffset(_ text: String) {
        #expect(parse(text) == .failure(.noSuchOffset), "\(text)")
    }

    @Test(arguments: [
        "", "yesterday", "2026-08-28", "2026-08-28T14", "2026-08-28T14:32:00junk", "2026-08-28T14:32:00Zjunk",
        "2026-08-28T14:32:00+02:00xyz", "2026-08-28T14:32junk", "2026-08-28 14:32:00Z", "20260828T143200Z",
        "2026-8-28T14:32", "2026-08-28T14:32:00.Z", "2026-08-28T14:32:00.12a4Z", "2026-08-28T14:32:00+2",
        "2026-08-28T14:32:00+02:", "2026-08-28T14:32:00+02:0", " 2026-08-28T14:32Z", "2026-08-28T14:32Z ",
        "2026-08-28t14:32Z", "٢٠٢٦-08-28T14:32Z", "+2026-08-28T14:32Z", "2026-08-28T14:32:00Z\n",
    ])
    func anythingElseIsMalformed(_ text: String) {
        #expect(parse(text) == .failure(.malformed), "\(text)")
    }
}
