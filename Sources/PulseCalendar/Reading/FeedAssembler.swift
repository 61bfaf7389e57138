import FoundationEssentials

/// Builds a `Feed` from content lines in order: the nesting of components (a `VEVENT` or
/// `VTIMEZONE` in the `VCALENDAR`, `STANDARD`/`DAYLIGHT` in a `VTIMEZONE`; anything else,
/// a `VALARM`, `VTODO`, `VJOURNAL`, `VFREEBUSY` or `X-` component, passed over with all it
/// holds), the properties each keeps, and, with a window, which events stay.
struct FeedAssembler {
    private enum Kind { case calendar, event, zone, observance, skipped }

    private struct Frame {
        var kind: Kind
        var name: String
        var line: Int
    }

    private var feed = Feed()
    private var stack: [Frame] = []
    private var event: EventDraft?
    private var zone: ZoneDraft?
    private var observance: ObservanceDraft?
    private let reach: WindowReach?

    /// An assembler keeping every event, or with a `window` those that can reach it.
    init(window: Range<Date>?) {
        reach = window.map(WindowReach.init)
    }

    /// Takes one content line that began on physical line `line`.
    mutating func take(_ bytes: [UInt8], at line: Int) throws(FeedError) {
        // A line with no name (stray text between components) says nothing: passed over.
        guard let content = ContentLine(bytes) else { return }
        switch content.name {
        case "BEGIN": try begin(componentName(content), at: line)
        case "END": try end(componentName(content), at: line)
        default:
            switch stack.last?.kind {
            case .calendar: takeCalendarProperty(content)
            case .event: try event?.take(content, at: line)
            case .zone: zone?.take(content)
            case .observance: observance?.take(content)
            case .skipped, nil: break
            }
        }
    }

    /// The feed, once every line is taken; `notUnderstood` at the `BEGIN` of a component
    /// still open other than the calendar itself.
    mutating func finish() throws(FeedError) -> Feed {
        if let open = stack.last(where: { $0.kind != .calendar }) {
            throw .notUnderstood(line: open.line)
        }
        return feed
    }

    private func componentName(_ content: ContentLine) -> String {
        guard let (_, value) = content.split() else { return "" }
        return String(decoding: FeedTimeValue.trimmed(value), as: UTF8.self).uppercased()
    }

    private mutating func begin(_ name: String, at line: Int) throws(FeedError) {
        let kind: Kind
        switch (stack.last?.kind, name) {
        case (nil, "VCALENDAR"): kind = .calendar
        case (nil, _): throw .notUnderstood(line: line)
        case (.calendar, "VEVENT"):
            kind = .event
            event = EventDraft(line: line)
        case (.calendar, "VTIMEZONE"):
            kind = .zone
            zone = ZoneDraft()
        case (.zone, "STANDARD"), (.zone, "DAYLIGHT"):
            kind = .observance
            observance = ObservanceDraft()
        default: kind = .skipped
        }
        stack.append(Frame(kind: kind, name: name, line: line))
    }

    private mutating func end(_ name: String, at line: Int) throws(FeedError) {
        guard let frame = stack.last, frame.name == name else { throw .notUnderstood(line: line) }
        stack.removeLast()
        switch frame.kind {
        case .event:
            guard let draft = event.take() else { return }
            guard reach?.canReach(draft) ?? true else { return }
            feed.events.append(try draft.event())
        case .zone:
            guard let draft = zone.take(), let rule = draft.rule() else { return }
            feed.zones[rule.id] = rule
        case .observance:
            if let part = observance.take()?.observance() { zone?.observances.append(part) }
        case .calendar, .skipped: break
        }
    }

    private mutating func takeCalendarProperty(_ content: ContentLine) {
        switch content.name {
        case "X-WR-TIMEZONE":
            guard let (_, value) = content.split() else { return }
            let name = ZoneDraft.identifier(value)
            feed.calendarZone = name.isEmpty ? nil : name
        case "X-WR-CALNAME":
            guard let (_, value) = content.split() else { return }
            let name = FeedText.clean(value)
            feed.name = name.isEmpty ? nil : name
        default: break
        }
    }
}
