/// Frames as reviewable text: the glyph lines, then a mask of foreground roles and one of
/// background roles (one character per cell, see `ColorRole.code`). Golden screens are
/// stored in this form.
public enum FrameText {
    /// The glyphs, one line per row, trailing blanks kept so columns line up.
    public static func glyphLines(_ frame: Frame) -> [String] {
        (0..<frame.rows).map { row in
            var line = String.UnicodeScalarView()
            for column in 0..<frame.columns {
                line.append(frame[row, column].glyph)
            }
            return String(line)
        }
    }

    /// The foreground roles of non-blank cells.
    public static func foregroundLines(_ frame: Frame) -> [String] {
        mask(frame) { $0.glyph == " " ? " " : $0.foreground.code }
    }

    /// The background roles.
    public static func backgroundLines(_ frame: Frame) -> [String] {
        mask(frame) { $0.background.code }
    }

    /// The whole golden document: a header line, glyphs, foreground mask, background mask.
    public static func document(_ frame: Frame, title: String) -> String {
        var lines = ["# \(title) (\(frame.columns)x\(frame.rows))", "## glyphs"]
        lines += glyphLines(frame).map { "|" + $0 + "|" }
        lines.append("## foreground")
        lines += foregroundLines(frame).map { "|" + $0 + "|" }
        lines.append("## background")
        lines += backgroundLines(frame).map { "|" + $0 + "|" }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func mask(_ frame: Frame, _ code: (Cell) -> Character) -> [String] {
        (0..<frame.rows).map { row in String((0..<frame.columns).map { code(frame[row, $0]) }) }
    }
}
