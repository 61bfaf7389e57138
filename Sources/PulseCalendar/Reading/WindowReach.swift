import FoundationEssentials
import PulseCore

/// Whether an event that neither recurs nor overrides one can reach the window: its wall
/// dates against the window's UTC dates with two days' margin either side, which covers
/// every zone (none is more than a day from UTC) and an end that is exclusive, without
/// resolving a single zone while the feed is read.
struct WindowReach {
    private let firstDay: Int
    private let lastDay: Int

    /// The reach of `window`.
    init(_ window: Range<Date>) {
        firstDay = CivilTime(at: window.lowerBound, offset: 0).days - 2
        lastDay = CivilTime(at: window.upperBound, offset: 0).days + 2
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
            endDay = CivilTime(at: Date(timeIntervalSince1970: Double(seconds)), offset: 0).days
        }
        return max(startDay, endDay) >= firstDay && min(startDay, endDay) <= lastDay
    }
}
