import FoundationEssentials
import PulseCore

extension CalendarOccurrence {
    /// The snapshot's line: start, end and title separated by tabs. A timed occurrence's
    /// start and end are local date-times `YYYY-MM-DDTHH:MM` in `zone`, seconds dropped; an
    /// all-day one's are dates `YYYY-MM-DD`, the end exclusive (a holiday on 4 December:
    /// `2026-12-04\t2026-12-05\tHoliday`).
    public func tabLine(in zone: any CivilZone) -> String {
        Self.text(start, zone) + "\t" + Self.text(end, zone) + "\t" + title
    }

    private static func text(_ time: Time, _ zone: any CivilZone) -> String {
        switch time {
        case .date(let day): return day.dateKey
        case .instant(let instant):
            let local = zone.civilTime(at: instant)
            return local.dateKey + "T" + twoDigits(local.hour) + ":" + twoDigits(local.minute)
        }
    }

    private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
