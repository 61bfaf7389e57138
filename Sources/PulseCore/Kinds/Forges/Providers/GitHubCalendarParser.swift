import FoundationEssentials

/// Reads GitHub's contributions page (`/users/{u}/contributions`) in every markup it has
/// had: day cells are `<td>` or `<rect>` tags whose class holds `ContributionCalendar-day`
/// (or `day`, before 2019) with a real `data-date` (the legend's `div`s carry the class but
/// no date). A cell's count is its `data-count` (2014–2022), else its `<tool-tip for=…>`
/// (mid-2023 on), else the text inside it (the `sr-only` span of 2023, the rect's text of
/// 2022), each read only when the whole sentence says a count for that very day
/// (`GitHubCountSentence`). A cell's level may stand in for a missing count, shading the
/// cell but never a number, only while at most `levelFallbackBudget` cells lack one; a
/// date two cells give is not read at all. A page with no cell, or no count anywhere, is
/// not understood: it never invents a number.
///
/// It scans the bytes once, without regular expressions or a DOM.
public enum GitHubCalendarParser {
    /// How many cells may lack a count before levels are no longer trusted.
    public static let levelFallbackBudget = 3

    /// The days read, in document order (each date once); none for a page not understood.
    public static func parse(_ body: Data) -> [ContributionDay] {
        let page = scan(body)
        guard case .success(let answer) = read(page) else { return [] }
        var seen: Set<String> = []
        return page.cells.compactMap { cell in
            guard let day = answer.days[cell.date], seen.insert(cell.date).inserted else { return nil }
            return day
        }
    }

    /// The page as an answer to judge, or why it is none.
    public static func read(_ body: Data) -> Result<CalendarAnswer, ContributionsFailure> {
        read(scan(body))
    }

    static func read(_ page: Page) -> Result<CalendarAnswer, ContributionsFailure> {
        let counts = page.cells.map { cell in
            cell.dataCount ?? tooltipCount(cell, page) ?? cell.text
        }
        guard counts.contains(where: { $0 != nil }) else { return .failure(.notUnderstood) }
        let levelsTrusted = counts.filter { $0 == nil }.count <= levelFallbackBudget
        var days: [String: ContributionDay] = [:]
        var unread: Set<String> = []
        for (cell, count) in zip(page.cells, counts) {
            guard !unread.contains(cell.date) else { continue }
            if days.removeValue(forKey: cell.date) != nil {
                unread.insert(cell.date)
            } else if let count {
                days[cell.date] = ContributionDay(date: cell.date, count: count, isCountExact: true)
            } else if levelsTrusted, let level = cell.level {
                days[cell.date] = ContributionDay(
                    date: cell.date, count: approximateCount(forLevel: level), isCountExact: false)
            } else {
                unread.insert(cell.date)
            }
        }
        return .success(CalendarAnswer(days: days, unread: unread, coverage: .cells(through: page.through)))
    }

    /// The count a level stands for when the count is missing: it shades the cell as the
    /// level does, and never reaches the headline.
    public static func approximateCount(forLevel level: Int) -> Int {
        switch level {
        case ...0: 0
        case 1: 1
        case 2: 3
        case 3: 6
        default: 10
        }
    }

    /// A day cell as found: its date, and what may give its count.
    struct Cell {
        let date: String, day: CivilTime, id: String?, level: Int?
        /// The count in its `data-count`, or in the text inside it.
        let dataCount: Int?, text: Int?
    }

    /// What a scan finds: the cells in document order, the tooltips' texts by the cell
    /// they are for (nil: two for one cell, or one too long to be a count), and the last
    /// day the calendar says it covers.
    struct Page {
        var cells: [Cell] = []
        var tooltips: [String: [UInt8]?] = [:]
        var through: String?
    }

    // Patterns as bytes, made once: the scanner meets a `<` every few bytes.
    private static let td = Array("td".utf8), rect = Array("rect".utf8), toolTip = Array("tool-tip".utf8)
    private static let div = Array("div".utf8), toolTipClose = Array("</tool-tip".utf8)
    private static let tdClose = Array("</td".utf8), rectClose = Array("</rect".utf8)
    private static let cellStops = [Array("<td".utf8), Array("<rect".utf8), Array("<tool-tip".utf8)]

    static func scan(_ body: Data) -> Page {
        body.withUnsafeBytes { raw in scan(raw.bindMemory(to: UInt8.self)) }
    }

    static func scan(_ bytes: HTMLBytes.Bytes) -> Page {
        var page = Page()
        var index = 0
        var close = HTMLBytes.TagClose()
        while index < bytes.count {
            guard let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) else { break }
            index = open
            if let tag = HTMLBytes.openingTag(named: td, in: bytes, at: index, close: &close)
                ?? HTMLBytes.openingTag(named: rect, in: bytes, at: index, close: &close)
            {
                let closing = HTMLBytes.startsWith(td, in: bytes, at: index + 1) ? tdClose : rectClose
                if let cell = cell(bytes, tag, closedBy: closing) { page.cells.append(cell) }
                index = tag.end
            } else if let tag = HTMLBytes.openingTag(named: toolTip, in: bytes, at: index, close: &close) {
                index = tag.end
                guard let target = HTMLBytes.values(tooltipAttributes, in: bytes[tag.attributes])[0] else { continue }
                // The text runs to the next `<`, which must close the tooltip.
                var end = index
                while end < bytes.count, bytes[end] != UInt8(ascii: "<") { end += 1 }
                guard HTMLBytes.startsWith(toolTipClose, in: bytes, at: end) else { continue }
                let text = end - index <= GitHubCountSentence.longest ? Array(bytes[index..<end]) : nil
                let key = String(decoding: target, as: UTF8.self)
                page.tooltips[key] = page.tooltips[key] == nil ? .some(text) : .some(nil)
                index = end
            } else if page.through == nil,
                let tag = HTMLBytes.openingTag(named: div, in: bytes, at: index, close: &close)
            {
                let values = HTMLBytes.values(calendarAttributes, in: bytes[tag.attributes])
                if let classes = values[0], HTMLBytes.hasWord(calendarClass, in: classes), let to = values[1],
                    to.count >= 10
                {
                    let day = String(decoding: to.prefix(10), as: UTF8.self)
                    if ContributionCalendar.dayNumber(day) != nil { page.through = day }
                }
                index = tag.end
            } else {
                index += 1
            }
        }
        return page
    }

    /// The count the tooltip for `cell` says of the cell's own day, if one does.
    private static func tooltipCount(_ cell: Cell, _ page: Page) -> Int? {
        guard let id = cell.id, let found = page.tooltips[id], let text = found else { return nil }
        return GitHubCountSentence.count(in: text[...], on: cell.day)
    }

    private static let cellAttributes = ["class", "data-date", "data-count", "id", "data-level"].map { Array($0.utf8) }
    private static let calendarAttributes = ["class", "data-to"].map { Array($0.utf8) }
    private static let tooltipAttributes = [Array("for".utf8)]
    private static let dayClasses = [Array("ContributionCalendar-day".utf8), Array("day".utf8)]
    private static let calendarClass = Array("js-calendar-graph".utf8)

    private static func cell(_ bytes: HTMLBytes.Bytes, _ tag: HTMLBytes.Tag, closedBy closing: [UInt8]) -> Cell? {
        let values = HTMLBytes.values(cellAttributes, in: bytes[tag.attributes])
        guard let classes = values[0], dayClasses.contains(where: { HTMLBytes.hasWord($0, in: classes) }),
            let dateBytes = values[1], let number = ContributionCalendar.dayNumber(ArraySlice(dateBytes))
        else { return nil }
        let civil = CivilTime(days: number)
        let date = String(decoding: dateBytes, as: UTF8.self)
        let dataCount = values[2].flatMap { text -> Int? in
            guard (1...9).contains(text.count), text.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            return Int(String(decoding: text, as: UTF8.self))
        }
        let inside =
            tag.closesItself
            ? nil
            : HTMLBytes.text(
                from: tag.end, closedBy: closing, in: bytes, limit: GitHubCountSentence.longest * 2,
                stoppingAt: cellStops)
        let text = inside.flatMap { GitHubCountSentence.count(in: $0, on: civil) }
        return Cell(
            date: date, day: civil, id: values[3].map { String(decoding: $0, as: UTF8.self) },
            level: values[4].flatMap { Int(String(decoding: $0, as: UTF8.self)) }, dataCount: dataCount, text: text)
    }
}
