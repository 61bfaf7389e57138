import FoundationEssentials
import PulseCore

/// The Calendar page: the next event's start large, as the Clock draws its time, its title
/// and how far it is; then the rest of today and the next day with something as rows, and
/// a status line when a read failed or the list is an old copy.
public struct CalendarView {
    /// The start's size: the Clock's time, one step down, so a 12-hour mark still fits.
    static let startSize = 64.0
    /// The gaps, in reference units.
    static let titleGap = 12.0, distanceGap = 10.0, rowsGap = 22.0, rowGap = 6.0

    /// The page's stack for `page` at `now` in `zone`.
    public static func composition(
        for page: CalendarPage, faces: [CalendarFeedFace], at now: Date, in zone: some CivilZone, format: TimeFormat
    ) -> Composition {
        let agenda = agenda(page, faces, now, zone, format)
        var entries: [Composition.Entry] = []
        if let next = agenda.next {
            let mark = next.start.mark.map { Label($0, size: startSize * 0.3, tracking: 2, role: .primary) }
            entries.append(
                .init(
                    Label(
                        next.start.digits, size: startSize, tracking: 2, role: .primary, lineBox: .tight, isBig: true,
                        tabularDigits: true), mark: mark))
            entries.append(.init(Label(next.title, size: 16, tracking: 3, role: .bright), gapBefore: titleGap))
            entries.append(
                .init(Label(next.distance, size: 12, tracking: 3, role: .muted), gapBefore: distanceGap))
        } else if agenda.rows.isEmpty {
            entries.append(.init(Label(CalendarAgenda.nothingAhead, size: 14, tracking: 3, role: .muted)))
        }
        for (index, row) in agenda.rows.enumerated() {
            let gap = index == 0 ? (entries.isEmpty ? 0 : rowsGap) : (row.isHeading ? rowGap * 2 : rowGap)
            entries.append(
                .init(
                    Label(row.text, size: 10, tracking: 2, role: row.isHeading ? .faint : .muted, tabularDigits: true),
                    gapBefore: gap))
        }
        if let status = statusLine(page, at: now, in: zone, format: format) {
            entries.append(
                .init(
                    Label(status, size: 9, tracking: 2, role: .faint), gapBefore: entries.isEmpty ? 0 : rowsGap,
                    target: .changeCredential))
        }
        return Composition(entries)
    }

    /// The page's content as plain lines, in reading order.
    public static func textLines(
        for page: CalendarPage, faces: [CalendarFeedFace], at now: Date, in zone: some CivilZone, format: TimeFormat
    ) -> [String] {
        agenda(page, faces, now, zone, format).textLines
            + (statusLine(page, at: now, in: zone, format: format).map { [$0] } ?? [])
    }

    /// The agenda of the feeds read, or nil before any feed has answered.
    static func agenda(
        _ page: CalendarPage, _ faces: [CalendarFeedFace], _ now: Date, _ zone: some CivilZone, _ format: TimeFormat
    ) -> CalendarAgenda {
        CalendarAgenda(page.entries(faces), at: now, in: zone, format: format)
    }

    /// `CONNECTION FAILED · LAST READ 14:02` when a read failed, `LAST READ 14:02` when the
    /// list shown is older than two reads' interval, nothing while all is well.
    static func statusLine(_ page: CalendarPage, at now: Date, in zone: some CivilZone, format: TimeFormat) -> String? {
        let model = page.model
        let failures = model.feeds.keys.sorted().compactMap { model[$0].failure?.text }.filter { !$0.isEmpty }
        let lastRead = model.oldestReadAt.map { "LAST READ " + ClockReading(at: $0, in: zone).shown(format).text }
        let stale = model.oldestReadAt.map { now.timeIntervalSince($0) > 2 * CalendarModel.interval } ?? false
        if let failure = failures.first { return ([failure] + (lastRead.map { [$0] } ?? [])).joined(separator: " · ") }
        return stale ? lastRead : nil
    }
}
