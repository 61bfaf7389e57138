import FoundationEssentials
import PulseCore

/// A `VEVENT` while its lines are read: the properties the page and the expansion use,
/// its text kept as bytes until the event is known to stay (most of a long history does
/// not). A time, duration or rule that cannot be read is `notUnderstood` at its line; a
/// property the page does not use is passed over, however it is written.
struct EventDraft {
    /// The event so far; its start is a placeholder until `DTSTART` is read.
    private var fields: FeedEvent
    private var hasStart = false
    private var uid: [UInt8] = []
    private var summary: [UInt8] = []

    /// A draft for the event whose `BEGIN:VEVENT` is on `line`.
    init(line: Int) {
        fields = FeedEvent(start: FeedTime(CivilTime(year: 1970, month: 1, day: 1), .date), line: line)
    }

    /// `DTSTART`, once read.
    var start: FeedTime? { hasStart ? fields.start : nil }
    /// `DTEND`, if read.
    var end: FeedTime? { fields.end }
    /// `DURATION`, if read.
    var duration: FeedDuration? { fields.duration }

    /// Whether it recurs or overrides an instance: kept whatever the window.
    var recursOrOverrides: Bool { !fields.rules.isEmpty || !fields.rdates.isEmpty || fields.recurrenceID != nil }

    /// Takes one of its properties, read on physical line `at`.
    mutating func take(_ content: ContentLine, at lineNumber: Int) throws(FeedError) {
        switch content.name {
        case "UID", "SUMMARY", "STATUS", "SEQUENCE", "DTSTAMP":
            guard let (_, value) = content.split() else { return }
            switch content.name {
            case "UID": uid = Array(value)
            case "SUMMARY": summary = Array(value)
            case "SEQUENCE": fields.sequence = Int(String(decoding: FeedTimeValue.trimmed(value), as: UTF8.self)) ?? 0
            case "DTSTAMP": fields.stamp = FeedTimeValue.read(FeedTimeValue.trimmed(value), tzid: nil)
            default:
                fields.isCancelled = FeedTimeValue.trimmed(value).elementsEqual("CANCELLED".utf8) { $0 & 0xDF == $1 }
            }
        case "DTSTART", "DTEND", "RECURRENCE-ID", "DURATION", "RRULE", "RDATE", "EXDATE":
            guard let (parameters, value) = content.split(),
                take(content.name, parameters, FeedTimeValue.trimmed(value))
            else { throw .notUnderstood(line: lineNumber) }
        default: break
        }
    }

    /// Takes a time, duration or rule; false when its value cannot be read.
    private mutating func take(
        _ name: String, _ parameters: [ContentLine.Parameter], _ value: ArraySlice<UInt8>
    ) -> Bool {
        let tzid = parameters.first("TZID")
        // A list of another type than dates, date-times and periods (`RDATE;VALUE=TIME`,
        // which RFC 5545 does not allow) names no day: passed over.
        if name == "RDATE" || name == "EXDATE",
            let type = parameters.first("VALUE")?.uppercased(), !["DATE", "DATE-TIME", "PERIOD"].contains(type)
        {
            return true
        }
        switch name {
        case "DTSTART", "DTEND", "RECURRENCE-ID":
            guard let time = FeedTimeValue.read(value, tzid: tzid) else { return false }
            if name == "DTSTART" {
                if !hasStart { (fields.start, hasStart) = (time, true) }
            } else if name == "DTEND" {
                fields.end = fields.end ?? time
            } else if fields.recurrenceID == nil {
                fields.recurrenceID = time
                fields.thisAndFuture = parameters.first("RANGE")?.uppercased() == "THISANDFUTURE"
            }
        case "DURATION":
            guard let read = FeedDurationValue.read(value) else { return false }
            fields.duration = fields.duration ?? read
        case "RRULE":
            // An empty rule (`RRULE:`, as some holiday feeds write) is no rule.
            if value.isEmpty { return true }
            guard let rule = RecurrenceRuleValue.read(value) else { return false }
            fields.rules.append(rule)
        case "EXDATE":
            guard let times = FeedTimeValue.list(value, tzid: tzid) else { return false }
            fields.exdates += times
        default:
            if parameters.first("VALUE")?.uppercased() == "PERIOD" { return takePeriods(value, tzid: tzid) }
            guard let times = FeedTimeValue.list(value, tzid: tzid) else { return false }
            fields.rdates += times
            fields.rdatePeriodEnds += Array(repeating: nil, count: times.count)
        }
        return true
    }

    /// `RDATE;VALUE=PERIOD`: each `start/end` or `start/duration` (RFC 5545 §3.3.9). A
    /// duration's end is its start moved on the wall clock, in the start's form.
    private mutating func takePeriods(_ value: ArraySlice<UInt8>, tzid: String?) -> Bool {
        for item in value.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: true) {
            let halves = item.split(separator: UInt8(ascii: "/"), maxSplits: 1, omittingEmptySubsequences: false)
            guard halves.count == 2, let start = FeedTimeValue.read(FeedTimeValue.trimmed(halves[0]), tzid: tzid)
            else { return false }
            let endText = FeedTimeValue.trimmed(halves[1])
            if let end = FeedTimeValue.read(endText, tzid: tzid) {
                fields.rdatePeriodEnds.append(end)
            } else if let length = FeedDurationValue.read(endText) {
                let moved = start.wall.secondsIfUTC + length.days * 86_400 + length.seconds
                let wall = CivilTime(at: Date(timeIntervalSince1970: Double(moved)), offset: 0)
                fields.rdatePeriodEnds.append(FeedTime(wall, start.form))
            } else {
                return false
            }
            fields.rdates.append(start)
        }
        return true
    }

    /// The event, its text made into strings; `notUnderstood` at its `BEGIN` without a
    /// `DTSTART`.
    func event() throws(FeedError) -> FeedEvent {
        guard hasStart else { throw .notUnderstood(line: fields.line) }
        var event = fields
        event.uid = String(decoding: FeedTimeValue.trimmed(uid[...]), as: UTF8.self)
        event.summary = FeedText.clean(summary)
        if event.end != nil { event.duration = nil }
        return event
    }
}
