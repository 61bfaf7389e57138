import PulseCore

/// A `VEVENT` while its lines are read: the properties the page and the expansion use,
/// its text kept as bytes until the event is known to stay (most of a long history does
/// not). A time, duration or rule that cannot be read is `notUnderstood` at its line; a
/// property the page does not use is passed over, however it is written.
struct EventDraft {
    /// The line of its `BEGIN:VEVENT`.
    let line: Int
    private(set) var start: FeedTime?
    private(set) var end: FeedTime?
    private(set) var duration: FeedDuration?
    private var uid: [UInt8] = []
    private var summary: [UInt8] = []
    private var rules: [RecurrenceRule] = []
    private var rdates: [FeedTime] = []
    private var rdatePeriodEnds: [FeedTime?] = []
    private var exdates: [FeedTime] = []
    private var recurrenceID: FeedTime?
    private var thisAndFuture = false
    private var isCancelled = false

    init(line: Int) {
        self.line = line
    }

    /// Whether it recurs or overrides an instance: kept whatever the window.
    var recursOrOverrides: Bool { !rules.isEmpty || !rdates.isEmpty || recurrenceID != nil }

    /// Takes one of its properties, read on physical line `at`.
    mutating func take(_ content: ContentLine, at lineNumber: Int) throws(FeedError) {
        switch content.name {
        case "UID", "SUMMARY", "STATUS":
            guard let (_, value) = content.split() else { return }
            switch content.name {
            case "UID": uid = Array(value)
            case "SUMMARY": summary = Array(value)
            default: isCancelled = FeedTimeValue.trimmed(value).elementsEqual("CANCELLED".utf8) { $0 & 0xDF == $1 }
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
        switch name {
        case "DTSTART", "DTEND", "RECURRENCE-ID":
            guard let time = FeedTimeValue.read(value, tzid: tzid) else { return false }
            if name == "DTSTART" {
                start = start ?? time
            } else if name == "DTEND" {
                end = end ?? time
            } else {
                recurrenceID = recurrenceID ?? time
                thisAndFuture = parameters.first("RANGE")?.uppercased() == "THISANDFUTURE"
            }
        case "DURATION":
            guard let read = FeedDurationValue.read(value) else { return false }
            duration = duration ?? read
        case "RRULE":
            guard let rule = RecurrenceRuleValue.read(value) else { return false }
            rules.append(rule)
        case "EXDATE":
            guard let times = FeedTimeValue.list(value, tzid: tzid) else { return false }
            exdates += times
        default:
            if parameters.first("VALUE")?.uppercased() == "PERIOD" { return takePeriods(value, tzid: tzid) }
            guard let times = FeedTimeValue.list(value, tzid: tzid) else { return false }
            rdates += times
            rdatePeriodEnds += Array(repeating: nil, count: times.count)
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
                rdatePeriodEnds.append(end)
            } else if let length = FeedDurationValue.read(endText) {
                let moved = start.wall.secondsIfUTC + length.days * 86_400 + length.seconds
                var wall = CivilTime(days: Self.floorDivide(moved, 86_400))
                let seconds = moved - wall.days * 86_400
                (wall.hour, wall.minute, wall.second) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
                rdatePeriodEnds.append(FeedTime(wall, start.form))
            } else {
                return false
            }
            rdates.append(start)
        }
        return true
    }

    /// The event, its text made into strings; `notUnderstood` at its `BEGIN` without a
    /// `DTSTART`.
    func event() throws(FeedError) -> FeedEvent {
        guard let start else { throw .notUnderstood(line: line) }
        var event = FeedEvent(
            uid: String(decoding: FeedTimeValue.trimmed(uid[...]), as: UTF8.self), summary: FeedText.clean(summary),
            start: start, line: line)
        event.end = end
        event.duration = end == nil ? duration : nil
        event.rules = rules
        event.rdates = rdates
        event.rdatePeriodEnds = rdatePeriodEnds
        event.exdates = exdates
        event.recurrenceID = recurrenceID
        event.thisAndFuture = thisAndFuture
        event.isCancelled = isCancelled
        return event
    }

    static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
        value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
    }
}
