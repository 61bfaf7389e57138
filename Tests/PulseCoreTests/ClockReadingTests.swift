import Foundation
import Testing

@testable import PulseCore

/// Builds an instant from an ISO-8601 string with an offset.
func instant(_ text: String) -> Date {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    guard let date = formatter.date(from: text) else {
        Issue.record("bad instant \(text)")
        return Date(timeIntervalSince1970: 0)
    }
    return date
}

func zone(_ identifier: String) -> TimeZone {
    guard let zone = TimeZone(identifier: identifier) else {
        Issue.record("no zone \(identifier)")
        return TimeZone(secondsFromGMT: 0) ?? .current
    }
    return zone
}

@Suite struct ClockReadingTests {
    @Test func formatsTheReferenceSample() {
        let reading = ClockReading(at: instant("2024-08-30T14:32:05Z"), in: zone("UTC"))
        #expect(reading.time == "14:32")
        #expect(reading.timeWithSeconds == "14:32:05")
        #expect(reading.date == "FR 30 AUG")
    }

    @Test func zeroPadsTheDayAndTheHour() {
        let reading = ClockReading(at: instant("2026-03-05T04:07:09Z"), in: zone("UTC"))
        #expect(reading.time == "04:07")
        #expect(reading.date == "TH 05 MAR")
    }

    @Test(arguments: [
        ("2026-11-29T00:00:00Z", "SU 29 NOV"), ("2026-11-30T00:00:00Z", "MO 30 NOV"),
        ("2026-12-01T00:00:00Z", "TU 01 DEC"), ("2026-12-02T00:00:00Z", "WE 02 DEC"),
        ("2026-12-03T00:00:00Z", "TH 03 DEC"), ("2026-12-04T00:00:00Z", "FR 04 DEC"),
        ("2026-12-05T00:00:00Z", "SA 05 DEC"), ("2026-01-15T12:00:00Z", "TH 15 JAN"),
        ("2026-02-15T12:00:00Z", "SU 15 FEB"), ("2026-04-15T12:00:00Z", "WE 15 APR"),
        ("2026-05-15T12:00:00Z", "FR 15 MAY"), ("2026-06-15T12:00:00Z", "MO 15 JUN"),
        ("2026-07-15T12:00:00Z", "WE 15 JUL"), ("2026-09-15T12:00:00Z", "TU 15 SEP"),
        ("2026-10-15T12:00:00Z", "TH 15 OCT"),
    ])
    func everyWeekdayAndMonthIsTwoAndThreeUpperCaseLetters(_ time: String, _ expected: String) {
        #expect(ClockReading(at: instant(time), in: zone("UTC")).date == expected)
    }

    @Test func kiritimatiIsFourteenHoursAheadAndAlreadyTomorrow() {
        let reading = ClockReading(at: instant("2026-11-30T23:40:00Z"), in: zone("Pacific/Kiritimati"))
        #expect(reading.time == "13:40")
        #expect(reading.date == "TU 01 DEC")
    }

    @Test func midwayIsElevenHoursBehindAndStillYesterday() {
        let reading = ClockReading(at: instant("2026-12-01T09:30:00Z"), in: zone("Pacific/Midway"))
        #expect(reading.time == "22:30")
        #expect(reading.date == "MO 30 NOV")
    }

    @Test func stJohnsHasAHalfHourOffsetInBothSeasons() {
        #expect(ClockReading(at: instant("2026-01-10T12:00:00Z"), in: zone("America/St_Johns")).time == "08:30")
        #expect(ClockReading(at: instant("2026-07-10T12:00:00Z"), in: zone("America/St_Johns")).time == "09:30")
    }

    @Test func berlinSpringForwardSkipsTwoOClock() {
        let berlin = zone("Europe/Berlin")
        // 2026-03-29: 02:00 CET becomes 03:00 CEST at 01:00 UTC.
        #expect(ClockReading(at: instant("2026-03-29T00:59:59Z"), in: berlin).timeWithSeconds == "01:59:59")
        #expect(ClockReading(at: instant("2026-03-29T01:00:00Z"), in: berlin).timeWithSeconds == "03:00:00")
        #expect(ClockReading(at: instant("2026-03-29T01:00:00Z"), in: berlin).date == "SU 29 MAR")
    }

    @Test func berlinFallBackRepeatsTwoOClock() {
        let berlin = zone("Europe/Berlin")
        // 2026-10-25: 03:00 CEST becomes 02:00 CET at 01:00 UTC.
        #expect(ClockReading(at: instant("2026-10-25T00:59:00Z"), in: berlin).time == "02:59")
        #expect(ClockReading(at: instant("2026-10-25T01:00:00Z"), in: berlin).time == "02:00")
        #expect(ClockReading(at: instant("2026-10-25T01:30:00Z"), in: berlin).time == "02:30")
    }

    @Test func midnightTurnsTheDateWithTheTime() {
        let berlin = zone("Europe/Berlin")
        let before = ClockReading(at: instant("2026-12-31T22:59:59Z"), in: berlin)
        let after = ClockReading(at: instant("2026-12-31T23:00:00Z"), in: berlin)
        #expect(before.timeWithSeconds == "23:59:59")
        #expect(before.date == "TH 31 DEC")
        #expect(after.time == "00:00")
        #expect(after.date == "FR 01 JAN")
    }

    @Test func secondsReadingExtendsTheMinuteReading() {
        let reading = ClockReading(at: instant("2026-06-01T09:08:59Z"), in: zone("UTC"))
        #expect(reading.timeWithSeconds.hasPrefix(reading.time))
        #expect(reading.time.count == 5)
        #expect(reading.timeWithSeconds.count == 8)
    }
}
