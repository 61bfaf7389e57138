import FoundationEssentials
import PulseCore

extension Feed {
    /// The events that are current: Thunderbird and Nextcloud exports carry an old revision
    /// of an event beside the new one under the same `UID`, and RFC 5545 §3.8.7.4 makes the
    /// higher `SEQUENCE` the current one; between equal ones the later `DTSTAMP`, then the
    /// later in the feed. Of each `UID` one master is kept, and of its overrides one per
    /// instance they replace. Events without a `UID` are all kept. The feed's order stays.
    func currentEvents(clock: FeedClock) -> [FeedEvent] {
        var chosen: [Revision: Int] = [:]
        for (index, event) in events.enumerated() where !event.uid.isEmpty {
            let revision = Revision(event, clock: clock)
            if let kept = chosen[revision], Self.isNewer(events[kept], than: event, clock: clock) { continue }
            chosen[revision] = index
        }
        let kept = Set(chosen.values)
        return events.enumerated().compactMap { index, event in
            event.uid.isEmpty || kept.contains(index) ? event : nil
        }
    }

    /// Whether `first` is a later revision than `second` (a tie is not).
    private static func isNewer(_ first: FeedEvent, than second: FeedEvent, clock: FeedClock) -> Bool {
        if first.sequence != second.sequence { return first.sequence > second.sequence }
        guard let firstStamp = first.stamp, let secondStamp = second.stamp else { return false }
        return clock.instant(firstStamp) > clock.instant(secondStamp)
    }

    /// What two revisions share: the `UID`, and for an override the instance it replaces.
    private struct Revision: Hashable {
        let uid: String
        let instance: InstanceKey?

        init(_ event: FeedEvent, clock: FeedClock) {
            uid = event.uid
            instance = event.recurrenceID.map { InstanceKey($0, at: clock.instant($0)) }
        }
    }
}
