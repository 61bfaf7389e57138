import PulseCore

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

    /// The frame as a palette `mode` sends it: the glyphs after the mode's adaptation, then
    /// the colour numbers of the foregrounds that show and of the backgrounds, one hex digit
    /// a cell (under eight colours, 8–f are bold over 0–7). For the 16- and 8-colour rungs.
    public static func paletteDocument(_ frame: Frame, mode: ColorMode, title: String, ink: Ink = .white) -> String {
        var adapted = frame
        for row in 0..<frame.rows {
            for column in 0..<frame.columns { adapted[row, column] = mode.adapt(frame[row, column], ink: ink) }
        }
        func digit(_ number: Int?) -> Character {
            number.flatMap { (0..<16).contains($0) ? Character(String($0, radix: 16)) : nil } ?? "?"
        }
        var lines = ["# \(title), \(mode.rawValue) colours (\(frame.columns)x\(frame.rows))", "## glyphs"]
        lines += glyphLines(adapted).map { "|" + $0 + "|" }
        lines.append("## foreground")
        let foreground = mask(adapted) {
            $0.glyph == " " ? " " : digit(mode.colorNumber(for: $0.foreground, ink: ink))
        }
        lines += foreground.map { "|" + $0 + "|" }
        lines.append("## background")
        lines += mask(adapted) { digit(mode.backgroundNumber(for: $0.background, ink: ink)) }.map { "|" + $0 + "|" }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func mask(_ frame: Frame, _ code: (Cell) -> Character) -> [String] {
        (0..<frame.rows).map { row in String((0..<frame.columns).map { code(frame[row, $0]) }) }
    }
}
