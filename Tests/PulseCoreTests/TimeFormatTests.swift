import Foundation
import Testing

@testable import PulseCore

/// The 12-hour clock: noon is 12 PM, midnight 12 AM, no leading zero; the 24-hour form is
/// the original's.
@Suite struct TimeFormatTests {
    static let samples: [(String, String, String)] = [
        ("00:00", "12:00 AM", "00:00"), ("00:30", "12:30 AM", "00:30"), ("11:59", "11:59 AM", "11:59"),
        ("12:00", "12:00 PM", "12:00"), ("12:30", "12:30 PM", "12:30"), ("13:05", "1:05 PM", "13:05"),
        ("23:59", "11:59 PM", "23:59"), ("09:05", "9:05 AM", "09:05"),
    ]

    @Test(arguments: samples)
    func bothFormsReadAsAClockDoes(_ time: String, _ twelve: String, _ twentyFour: String) {
        let reading = ClockReading(at: instant("2026-08-28T\(time):07Z"), in: zone("UTC"))
        #expect(reading.shown(.twelveHour).text == twelve)
        #expect(reading.shown(.twentyFourHour).text == twentyFour)
        #expect(reading.shown(.twentyFourHour).mark == nil)
    }

    @Test func secondsFollowTheMinuteInBothForms() {
        let reading = ClockReading(at: instant("2026-08-28T13:05:09Z"), in: zone("UTC"))
        #expect(reading.shown(.twelveHour, seconds: true) == ShownTime(digits: "1:05:09", mark: "PM"))
        #expect(reading.shown(.twentyFourHour, seconds: true).text == "13:05:09")
        #expect(reading.timeWithSeconds == "13:05:09" && reading.time == "13:05")
    }

    /// Every minute of a day: the hour counts 12, 1 … 11 twice, AM before noon and PM after.
    @Test func everyMinuteOfADayHasOneTwelveHourName() {
        var seen = Set<String>()
        for minute in 0..<1440 {
            let reading = ClockReading(at: Date(timeIntervalSince1970: Double(minute * 60)), in: zone("UTC"))
            let shown = reading.shown(.twelveHour)
            let hour = Int(shown.digits.split(separator: ":")[0]) ?? 0
            #expect((1...12).contains(hour) && !shown.digits.hasPrefix("0"))
            #expect(shown.mark == (minute < 720 ? "AM" : "PM"))
            #expect(hour % 12 == (minute / 60) % 12)
            seen.insert(shown.text)
        }
        #expect(seen.count == 1440)
    }
}
