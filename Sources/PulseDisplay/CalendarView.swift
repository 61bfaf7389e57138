import FoundationEssentials
import PulseCore

/// The Calendar page: the next event's start large, as the Clock draws its time, its title
/// and how far it is; then the rest of today and the next day with something as rows, and
/// a status line when a read failed or the list is an old copy.
public struct CalendarView {
    /// The start's size: the Clock's time, one step down, so a 12-hour mark still fits.
    static let startSize = 70.0
    /// The gaps, in reference units.
    static let titleGap = 12.0, distanceGap = 10.0, rowsGap = 22.0, rowGap = 4.0

    /// How many rows fit under the large event on a screen `rows` cells tall with it still
    /// the largest thing there: every row costs a cell line however small it is drawn.
    static func rowLimit(forRows rows: Int) -> Int { max(3, (rows - 14) / 3) }

    /// The page's stack for `page` at `now` in `zone`.
    public static func composition(
        for page: CalendarPage, faces: [CalendarFeedFace], at now: Date, in zone: some CivilZone, format: TimeFormat,
        rowLimit: Int = .max
    ) -> Composition {
        let agenda = agenda(page, faces, now, zone, format)
        var rows = agenda.rows
        if rows.count > rowLimit {
            let hidden = rows.count - rowLimit + 1
            rows = Array(rows.prefix(rowLimit - 1))
            rows.append(CalendarAgenda.Row(time: "+\(hidden) MORE", title: "", isHeading: true))
        }
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
        } else if rows.isEmpty {
            entries.append(.init(Label(CalendarAgenda.nothingAhead, size: 14, tracking: 3, role: .muted)))
        }
        for (index, row) in rows.enumerated() {
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

    /// `LAST READ 14:02` (the oldest list shown), after the failure when a read failed:
    /// `CONNECTION FAILED · LAST READ 14:02`. Nothing before any list was read.
    static func statusLine(_ page: CalendarPage, at now: Date, in zone: some CivilZone, format: TimeFormat) -> String? {
        let model = page.model
        let failures = model.feeds.keys.sorted().compactMap { model[$0].failure?.text }.filter { !$0.isEmpty }
        let lastRead = model.oldestReadAt.map { "LAST READ " + ClockReading(at: $0, in: zone).shown(format).text }
        guard let failure = failures.first else { return lastRead }
        return ([failure] + (lastRead.map { [$0] } ?? [])).joined(separator: " · ")
    }
}
