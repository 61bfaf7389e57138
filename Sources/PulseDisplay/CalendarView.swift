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

    /// The most characters a title or a row keeps on a screen `columns` cells wide: at the
    /// smallest, text is drawn a character every other cell. A longer one ends in `…`, so
    /// one long title never makes the page too small for the screen.
    static func textLimit(forColumns columns: Int) -> Int { max(8, (columns - 4) / 2) }

    /// `text`, at most `limit` characters.
    static func cut(_ text: String, to limit: Int) -> String {
        text.count <= limit ? text : String(text.prefix(max(1, limit - 1))) + "…"
    }

    /// The page's stack for `page` at `now` in `zone`.
    public static func composition(
        for page: CalendarPage, faces: [CalendarFeedFace], at now: Date, in zone: some CivilZone, format: TimeFormat,
        fitting size: TerminalSize? = nil
    ) -> Composition {
        let agenda = agenda(page, faces, now, zone, format)
        let rowLimit = size.map { Self.rowLimit(forRows: $0.rows) } ?? Int.max
        let textLimit = size.map { Self.textLimit(forColumns: $0.columns) } ?? Int.max
        var rows = agenda.rows
        if rows.count > rowLimit {
            var kept = Array(rows.prefix(rowLimit - 1))
            // A day's heading with none of its rows under it says nothing: it goes too.
            if kept.last?.isHeading == true, kept.count > 1 { kept.removeLast() }
            let hidden = rows.dropFirst(kept.count).filter { !$0.isHeading }.count
            rows = kept
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
            entries.append(
                .init(Label(cut(next.title, to: textLimit), size: 16, tracking: 3, role: .bright), gapBefore: titleGap))
            entries.append(
                .init(Label(next.distance, size: 12, tracking: 3, role: .muted), gapBefore: distanceGap))
        } else if rows.isEmpty {
            // Nothing ahead only once a list was read; before, the page is reading, or says
            // at its foot why it could not.
            let words = page.model.hasList ? CalendarAgenda.nothingAhead : page.model.failed ? nil : reading
            if let words { entries.append(.init(Label(words, size: 14, tracking: 3, role: .muted))) }
        }
        for (index, row) in rows.enumerated() {
            let gap = index == 0 ? (entries.isEmpty ? 0 : rowsGap) : (row.isHeading ? rowGap * 2 : rowGap)
            entries.append(
                .init(
                    Label(
                        cut(row.text, to: textLimit), size: 10, tracking: 2, role: row.isHeading ? .faint : .muted,
                        tabularDigits: true),
                    gapBefore: gap))
        }
        if let status = statusLine(page, at: now, in: zone, format: format) {
            entries.append(
                .init(
                    Label(cut(status, to: textLimit), size: 9, tracking: 2, role: .faint),
                    gapBefore: entries.isEmpty ? 0 : rowsGap,
                    target: .changeCredential))
        }
        return Composition(entries)
    }

    /// What the page says while its first list is read.
    public static let reading = "READING THE CALENDAR…"

    /// The page's content as plain lines, in reading order.
    public static func textLines(
        for page: CalendarPage, faces: [CalendarFeedFace], at now: Date, in zone: some CivilZone, format: TimeFormat
    ) -> [String] {
        let status = statusLine(page, at: now, in: zone, format: format).map { [$0] } ?? []
        guard page.model.hasList else { return (page.model.failed ? [] : [reading]) + status }
        return agenda(page, faces, now, zone, format).textLines + status
    }

    /// The agenda of the feeds read.
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
