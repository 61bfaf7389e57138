import FoundationEssentials
import PulseCore

/// An override with `RANGE=THISANDFUTURE`: from its instance on, every instance of the
/// series moves by the same shift as its start did (in wall time, so it keeps its local time
/// across a daylight change), lasts as the override lasts and takes its title; a cancelled
/// one ends the series there.
struct FutureChange {
    /// The instant of the instance it starts at (its `RECURRENCE-ID`).
    let from: Date
    let override: FeedEvent
    private let shiftDays: Int
    private let shiftSeconds: Int
    let length: EventLength

    /// The change `override` makes, or nil when it is not one from here on.
    init?(_ override: FeedEvent, clock: FeedClock) {
        guard override.thisAndFuture, let recurrenceID = override.recurrenceID else { return nil }
        self.override = override
        from = clock.instant(recurrenceID)
        shiftDays = override.start.wall.days - recurrenceID.wall.days
        let start = clock.instant(override.start)
        shiftSeconds = Int(start.timeIntervalSince(from))
        length = EventLength(override, startingAt: start, clock: clock)
    }

    /// `start` moved as the override moved its own instance.
    func moved(_ start: FeedTime) -> FeedTime {
        start.isDate
            ? FeedTime(start.wall.addingDays(shiftDays), start.form)
            : FeedTime(start.wall.addingWallSeconds(shiftSeconds), start.form)
    }

    /// How far it may move an instance, in seconds, and how far that instance then reaches.
    var reach: Int { abs(shiftSeconds) + abs(shiftDays) * 86_400 + length.reach }
}
