import Foundation
import PulseCalendar
import PulseCore

/// Pulse's side of the differential test: the lines `pulse snapshot calendar --format text`
/// prints after the page's, made through the PulseCalendar API as the snapshot makes them.
enum PulseSide {
    /// The IANA zone files the feed's `TZID`s are read from.
    static let zoneDirectory = "/usr/share/zoneinfo"

    /// The sorted lines of every occurrence in [at, at + 14 days) in `zone`.
    static func lines(feed bytes: Data, at: Date, zone: TimeZone) throws(FeedError) -> [String] {
        let window = at..<at.addingTimeInterval(14 * 86_400)
        let feed = try FeedReader.read(bytes, window: window)
        let zones = FeedZones(feed: feed, directory: zoneDirectory)
        return feed.occurrences(in: window, local: zone, zones: { zones.zone(named: $0) })
            .map { $0.tabLine(in: zone) }.sorted()
    }

    /// The window's start: `YYYY-MM-DDTHH:MM` local in `zone`, or with `Z` or `±HH:MM`.
    static func instant(_ text: String, in zone: TimeZone) -> Date? {
        let digits = text.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        guard digits.count >= 5 else { return nil }
        let civil = CivilTime(year: digits[0], month: digits[1], day: digits[2], hour: digits[3], minute: digits[4])
        if text.hasSuffix("Z") { return Date(timeIntervalSince1970: Double(civil.secondsIfUTC)) }
        if let sign = text.dropFirst(16).first(where: { $0 == "+" || $0 == "-" }), digits.count >= 7 {
            let offset = (digits[digits.count - 2] * 3600 + digits[digits.count - 1] * 60) * (sign == "-" ? -1 : 1)
            return Date(timeIntervalSince1970: Double(civil.secondsIfUTC - offset))
        }
        return zone.instant(showing: civil)
    }
}
