import PulseCore

/// Centred lines of terminal text: the key help and the too-small notice.
public enum MessageView {
    /// A frame of `size` with `lines` centred, each clipped to the width; lines that do not
    /// fit the height are dropped from the bottom.
    public static func frame(lines: [(text: String, role: ColorRole)], size: TerminalSize) -> Frame {
        var frame = Frame(columns: size.columns, rows: size.rows)
        let shown = lines.prefix(size.rows)
        let top = (size.rows - shown.count) / 2
        for (offset, line) in shown.enumerated() {
            let text = String(TerminalText.sanitized(line.text).prefix(size.columns))
            let column = (size.columns - text.count) / 2
            frame.write(text, row: top + offset, column: column, role: line.role)
        }
        return frame
    }

    /// `TERMINAL TOO SMALL` and the size the page needs, wrapped to narrow widths.
    public static func tooSmall(needs: TerminalSize, size: TerminalSize) -> Frame {
        let need = "NEED \(needs.columns)\u{00D7}\(needs.rows)"
        let words = size.columns >= 18 ? ["TERMINAL TOO SMALL", need] : ["TERMINAL", "TOO SMALL", need]
        return frame(lines: words.map { ($0, .primary) }, size: size)
    }

    /// The key help for `page`: its own keys and gestures under its name, then those of
    /// every page, then a prompt's where the page has one.
    public static func help(size: TerminalSize, page: Page, help: KeyHelp) -> Frame {
        let sections: [(String, [(label: String, summary: String)])] = [
            (page.name.uppercased(), help.page), ("EVERY PAGE", help.everyPage), ("IN A PROMPT", help.prompt),
        ]
        let rows = sections.flatMap(\.1)
        let keyWidth = rows.map(\.label.count).max() ?? 0
        func line(_ row: (label: String, summary: String)) -> String {
            row.label + String(repeating: " ", count: keyWidth - row.label.count) + "  " + row.summary
        }
        let footer = "ANY KEY CLOSES THIS HELP"
        var body: [(String, ColorRole)] = []
        for (title, entries) in sections where !entries.isEmpty {
            if !body.isEmpty { body.append(("", .faint)) }
            body.append((title, .muted))
            body += entries.map { (line($0), .bright) }
        }
        // One block, left-aligned inside and centred as a whole, so the columns line up.
        let width = max(footer.count, body.map(\.0.count).max() ?? 0)
        func padded(_ text: String) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
        let lines: [(String, ColorRole)] =
            [(padded("KEYS"), .primary), ("", .faint)] + body.map { (padded($0.0), $0.1) }
            + [("", .faint), (padded(footer), .faint)]
        return frame(lines: lines, size: size)
    }
}
