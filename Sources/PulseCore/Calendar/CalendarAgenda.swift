import FoundationEssentials

/// What the Calendar page says at one instant, read from the merged occurrences: the next
/// timed event large (its start, its title, how far or how long left), then the rest of
/// today and the next day with something as rows. Pure: the same list, instant and zone
/// always read the same.
public struct CalendarAgenda: Equatable, Sendable {
    /// An occurrence with the feed it came from.
    public struct Entry: Equatable, Sendable {
        /// The occurrence.
        public let occurrence: CalendarOccurrence
        /// Its feed's label, when the page merges more than one feed.
        public let label: String?

        /// An entry as given.
        public init(_ occurrence: CalendarOccurrence, label: String? = nil) {
            self.occurrence = occurrence
            self.label = label
        }
    }

    /// The event shown large.
    public struct Next: Equatable, Sendable {
        /// Its start, as the Clock writes a time (`14:00`, `2:00 PM`).
        public let start: ShownTime
        /// Its title, with its feed's label when there are several.
        public let title: String
        /// `IN 12 MIN`, `IN 2 H 5 MIN`, `TOMORROW`, `NOW · 25 MIN LEFT`.
        public let distance: String
        /// Whether it is running now.
        public let isNow: Bool
    }

    /// One row under it: `14:00–15:00 STANDUP`, `ALL DAY HOLIDAY`, or a day's heading.
    public struct Row: Equatable, Sendable {
        /// The time part (`14:00–15:00`, `ALL DAY`), or the heading (`TOMORROW`, `TU 08 DEC`).
        public let time: String
        /// The title ("" for a heading).
        public let title: String
        /// Whether it is a day's heading.
        public let isHeading: Bool

        /// A row as given.
        public init(time: String, title: String, isHeading: Bool) {
            self.time = time
            self.title = title
            self.isHeading = isHeading
        }
    }

    /// The next timed event, or nil when there is none in the window.
    public let next: Next?
    /// The rows, in reading order.
    public let rows: [Row]

    /// The line shown when nothing at all is ahead.
    public static let nothingAhead = "NOTHING IN THE NEXT 14 DAYS"
    /// The row when today holds nothing more.
    public static let nothingElseToday = "NOTHING ELSE TODAY"

    /// The agenda of `entries` at `now` in `zone`, times written in `format`.
    public init(_ entries: [Entry], at now: Date, in zone: some CivilZone, format: TimeFormat) {
        let today = zone.civilTime(at: now).days
        let ahead = entries.filter { Self.endsAfter($0.occurrence, now, zone) }
            .sorted { CalendarOccurrence.inOrder(in: zone)($0.occurrence, $1.occurrence) }
        let timed = ahead.filter { if case .instant = $0.occurrence.start { true } else { false } }
        let big = timed.first
        next = big.map { Self.next($0, at: now, in: zone, format: format) }

        var rows: [Row] = []
        let rest = ahead.filter { $0 != big }
        let todays = rest.filter { Self.covers($0.occurrence, day: today, zone) }
        if todays.isEmpty {
            if big != nil || !rest.isEmpty { rows.append(Row(time: Self.nothingElseToday, title: "", isHeading: true)) }
        } else {
            rows += todays.map { Self.row($0, on: today, zone, format) }
        }
        // The next day with something: tomorrow when it has anything.
        for day in (today + 1)...(today + 14) {
            let days = rest.filter { Self.covers($0.occurrence, day: day, zone) }
            guard !days.isEmpty else { continue }
            rows.append(Row(time: Self.heading(day, today: today), title: "", isHeading: true))
            rows += days.map { Self.row($0, on: day, zone, format) }
            break
        }
        self.rows = big == nil && rest.isEmpty ? [] : rows
    }

    /// The text lines the snapshot prints for it, in reading order.
    public var textLines: [String] {
        guard let next else {
            return rows.isEmpty ? [Self.nothingAhead] : rows.map(\.text)
        }
        return [next.start.text, next.title, next.distance] + rows.map(\.text)
    }

    // MARK: Reading an occurrence

    /// Whether it has not ended by `now` (one of no length: not yet begun).
    private static func endsAfter(_ occurrence: CalendarOccurrence, _ now: Date, _ zone: some CivilZone) -> Bool {
        occurrence.overlaps(now..<Date.distantFuture, in: zone)
    }

    /// Whether the occurrence covers any of local day `day` (days since 1970).
    private static func covers(_ occurrence: CalendarOccurrence, day: Int, _ zone: some CivilZone) -> Bool {
        switch (occurrence.start, occurrence.end) {
        case (.date(let start), .date(let end)):
            return start.days <= day && day < max(end.days, start.days + 1)
        default:
            let start = zone.civilTime(at: occurrence.start.instant(in: zone)).days
            let endInstant = occurrence.end.instant(in: zone)
            // An end at midnight does not reach into that day.
            var end = zone.civilTime(at: endInstant)
            let endDay =
                (end.hour, end.minute, end.second) == (0, 0, 0) && endInstant > occurrence.start.instant(in: zone)
                ? end.days - 1 : end.days
            end = CivilTime(days: endDay)
            return start <= day && day <= end.days
        }
    }

    private static func next(_ entry: Entry, at now: Date, in zone: some CivilZone, format: TimeFormat) -> Next {
        let start = entry.occurrence.start.instant(in: zone)
        let end = entry.occurrence.end.instant(in: zone)
        let shown = ClockReading(at: start, in: zone).shown(format)
        let title = titled(entry)
        if start <= now {
            return Next(
                start: shown, title: title, distance: "NOW · " + span(end.timeIntervalSince(now)) + " LEFT", isNow: true
            )
        }
        let startDay = zone.civilTime(at: start).days, today = zone.civilTime(at: now).days
        let away = start.timeIntervalSince(now)
        let distance: String
        if startDay == today || away < 12 * 3600 {
            distance = "IN " + span(away)
        } else {
            distance = heading(startDay, today: today)
        }
        return Next(start: shown, title: title, distance: distance, isNow: false)
    }

    /// `12 MIN`, `2 H 5 MIN`, `3 H`: rounded up to the minute, so `IN 1 MIN` until it starts.
    static func span(_ seconds: TimeInterval) -> String {
        let minutes = max(0, Int((seconds / 60).rounded(.up)))
        let (hours, rest) = (minutes / 60, minutes % 60)
        if hours == 0 { return "\(rest) MIN" }
        return rest == 0 ? "\(hours) H" : "\(hours) H \(rest) MIN"
    }

    private static func heading(_ day: Int, today: Int) -> String {
        if day == today + 1 { return "TOMORROW" }
        let civil = CivilTime(days: day)
        let reading = ClockReading(at: Date(timeIntervalSince1970: Double(civil.secondsIfUTC)), in: FixedOffset.utc)
        return reading.date
    }

    private static func row(_ entry: Entry, on day: Int, _ zone: some CivilZone, _ format: TimeFormat) -> Row {
        let title = titled(entry)
        switch (entry.occurrence.start, entry.occurrence.end) {
        case (.date, _), (_, .date):
            return Row(time: "ALL DAY", title: title, isHeading: false)
        case (.instant(let start), .instant(let end)):
            let startDay = zone.civilTime(at: start).days
            let from = startDay < day ? "…" : ClockReading(at: start, in: zone).shown(format).text
            // An end on a later day than this one (but its midnight) goes on past the row.
            let endCivil = zone.civilTime(at: end)
            let endsMidnight = (endCivil.hour, endCivil.minute, endCivil.second) == (0, 0, 0)
            let goesOn = endCivil.days > day + 1 || (endCivil.days == day + 1 && !endsMidnight)
            let to = goesOn ? "…" : ClockReading(at: end, in: zone).shown(format).text
            let time = end == start ? from : from + "–" + to
            return Row(time: time, title: title, isHeading: false)
        }
    }

    private static func titled(_ entry: Entry) -> String {
        let title = entry.occurrence.title.isEmpty ? "(NO TITLE)" : entry.occurrence.title.uppercased()
        return entry.label.map { title + " · " + $0 } ?? title
    }
}

extension CalendarAgenda.Row {
    /// The row as one line of text.
    public var text: String { title.isEmpty ? time : time + "  " + title }
}

/// A zone a fixed number of seconds east of UTC: what a civil date is named in.
struct FixedOffset: CivilZone {
    /// UTC.
    static let utc = FixedOffset(seconds: 0)
    /// Seconds east of UTC.
    let seconds: Int
    func secondsFromGMT(for instant: Date) -> Int { seconds }
}
