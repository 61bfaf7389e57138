import PulseCore

/// A `VTIMEZONE` while its lines are read: its `TZID` and the observances read so far.
struct ZoneDraft {
    private var id = ""
    /// Its `STANDARD` and `DAYLIGHT` parts, in feed order.
    var observances: [FeedZoneRule.Observance] = []

    /// Takes one of its own properties (only `TZID` is kept).
    mutating func take(_ content: ContentLine) {
        guard content.name == "TZID", let (_, value) = content.split() else { return }
        id = Self.identifier(value)
    }

    /// The zone, or nil when it names no `TZID`.
    func rule() -> FeedZoneRule? {
        guard !id.isEmpty else { return nil }
        var rule = FeedZoneRule(id: id)
        rule.observances = observances
        return rule
    }

    /// A zone's name as a property writes it, spaces and quotes around it removed.
    static func identifier(_ value: ArraySlice<UInt8>) -> String {
        var slice = FeedTimeValue.trimmed(value)
        if slice.count >= 2, slice.first == UInt8(ascii: "\""), slice.last == UInt8(ascii: "\"") {
            slice = slice.dropFirst().dropLast()
        }
        return String(decoding: slice, as: UTF8.self)
    }
}

/// A `STANDARD` or `DAYLIGHT` part while its lines are read. A part the zone cannot use —
/// no readable `DTSTART` or `TZOFFSETTO` — is left out rather than refusing the feed: the
/// zone is only the last resort for a name that is neither IANA's nor Windows'.
struct ObservanceDraft {
    private var start: CivilTime?
    private var offsetFrom: Int?
    private var offsetTo: Int?
    private var rule: RecurrenceRule?
    private var rdates: [CivilTime] = []

    /// Takes one of its properties.
    mutating func take(_ content: ContentLine) {
        guard let (_, raw) = content.split() else { return }
        let value = FeedTimeValue.trimmed(raw)
        switch content.name {
        case "DTSTART": start = FeedTimeValue.read(value, tzid: nil)?.wall
        case "TZOFFSETFROM": offsetFrom = FeedOffsetValue.read(value)
        case "TZOFFSETTO": offsetTo = FeedOffsetValue.read(value)
        case "RRULE": rule = RecurrenceRuleValue.read(value)
        case "RDATE":
            // A period's start is the change; its end says nothing more.
            for item in value.split(separator: UInt8(ascii: ",")) {
                let start = item.split(separator: UInt8(ascii: "/")).first ?? item
                if let time = FeedTimeValue.read(FeedTimeValue.trimmed(start), tzid: nil) { rdates.append(time.wall) }
            }
        default: break
        }
    }

    /// The observance, or nil when it lacks its start or the offset it changes to.
    func observance() -> FeedZoneRule.Observance? {
        guard let start, let offsetTo else { return nil }
        var observance = FeedZoneRule.Observance(
            start: start, offsetFrom: offsetFrom ?? offsetTo, offsetTo: offsetTo, rule: rule)
        observance.rdates = rdates
        return observance
    }
}
