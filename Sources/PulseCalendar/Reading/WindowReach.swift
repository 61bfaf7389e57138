import FoundationEssentials

/// Whether an event that neither recurs nor overrides one can reach the window: its wall
/// dates against the window's UTC dates with two days' margin either side, which covers
/// every zone (none is more than a day from UTC) and an end that is exclusive, without
/// resolving a single zone while the feed is read.
struct WindowReach {
    private let firstDay: Int
    private let lastDay: Int

    /// The reach of `window`.
    init(_ window: Range<Date>) {
        firstDay = EventDraft.floorDivide(Int(window.lowerBound.timeIntervalSince1970.rounded(.down)), 86_400) - 2
        lastDay = EventDraft.floorDivide(Int(window.upperBound.timeIntervalSince1970.rounded(.down)), 86_400) + 2
    }

    /// Whether `draft` is kept: it recurs or overrides, or its days meet the window's.
    func canReach(_ draft: EventDraft) -> Bool {
        guard !draft.recursOrOverrides, let start = draft.start else { return true }
        let startDay = start.wall.days
        var endDay = startDay
        if let end = draft.end {
            endDay = end.wall.days
        } else if let duration = draft.duration {
            let seconds = start.wall.secondsIfUTC + duration.days * 86_400 + duration.seconds
            endDay = EventDraft.floorDivide(seconds, 86_400)
        }
        return max(startDay, endDay) >= firstDay && min(startDay, endDay) <= lastDay
    }
}
