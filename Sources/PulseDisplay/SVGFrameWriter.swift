import PulseCore

/// A frame as an SVG of square pixels, the way the original's README illustrations are
/// drawn: each half-block cell becomes two pixels; terminal-text cells become text.
public enum SVGFrameWriter {
    /// The SVG document for `frame`, its roles in `ink`.
    public static func render(_ frame: Frame, ink: Ink = .white) -> String {
        let width = frame.columns, height = frame.rows * 2
        var pixelsByColor: [UInt32: [(x: Int, y: Int)]] = [:]
        var texts: [String] = []
        for row in 0..<frame.rows {
            for column in 0..<frame.columns {
                let cell = frame[row, column]
                let (upper, lower) = halves(of: cell)
                if let upper { pixelsByColor[upper.rgb(in: ink), default: []].append((column, row * 2)) }
                if let lower { pixelsByColor[lower.rgb(in: ink), default: []].append((column, row * 2 + 1)) }
                if upper == nil, lower == nil, cell.glyph != " " {
                    let glyph = escape(String(Character(cell.glyph)))
                    texts.append(
                        "<text x=\"\(column)\" y=\"\(row * 2 + 2)\" fill=\"\(hex(cell.foreground.rgb(in: ink)))\">\(glyph)</text>"
                    )
                }
            }
        }
        var out = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(width) \(height)" \
            width="\(width * 4)" height="\(height * 4)" shape-rendering="crispEdges">
            <rect width="\(width)" height="\(height)" fill="#000000"/>

            """
        for color in pixelsByColor.keys.sorted() {
            let path = (pixelsByColor[color] ?? []).map { "M\($0.x) \($0.y)h1v1h-1z" }.joined()
            out += "<path fill=\"\(hex(color))\" d=\"\(path)\"/>\n"
        }
        if !texts.isEmpty {
            out += "<g font-family=\"monospace\" font-size=\"2\">\n" + texts.joined(separator: "\n") + "\n</g>\n"
        }
        return out + "</svg>\n"
    }

    private static func halves(of cell: Cell) -> (ColorRole?, ColorRole?) {
        func lit(_ role: ColorRole) -> ColorRole? { role == .background ? nil : role }
        switch cell.glyph {
        case "\u{2580}": return (lit(cell.foreground), lit(cell.background))
        case "\u{2584}": return (lit(cell.background), lit(cell.foreground))
        case "\u{2588}": return (lit(cell.foreground), lit(cell.foreground))
        default: return (nil, nil)
        }
    }

    private static func hex(_ rgb: UInt32) -> String {
        let digits = String(rgb, radix: 16, uppercase: true)
        return "#" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits
    }

    private static func escape(_ text: String) -> String {
        text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
    }
}
