import PulseCore

/// Draws placed labels: pixel-face labels onto the canvas, text-tier labels as cells.
public struct LabelPainter: Sendable {
    /// The typeface used for pixel labels.
    public let typeface: Typeface

    /// A painter using `typeface`.
    public init(typeface: Typeface) {
        self.typeface = typeface
    }

    /// Draws the pixel-face labels of `labels` onto `canvas`.
    public func paint(_ labels: [PlacedLabel], on canvas: inout PixelCanvas) {
        for placed in labels {
            // A font pixel's width and height in terminal pixels, and the tracking.
            let (wide, tall, tracking): (Int, Int, Int)
            switch placed.tier {
            case .text: continue
            case .pixels(let pixel, let spacing): (wide, tall, tracking) = (pixel, pixel, spacing)
            case .tallPixels(let spacing): (wide, tall, tracking) = (1, 2, spacing)
            }
            let baseline = placed.y + (placed.label.lineBox.capTop + 5) * tall
            var x = placed.x
            for character in placed.label.text.uppercased() {
                let glyph = typeface.glyph(for: character)
                for row in 0..<glyph.height {
                    let top = baseline - (glyph.yOffset + glyph.height - row) * tall
                    for column in 0..<glyph.width where glyph.isSet(x: column, y: row) {
                        canvas.fill(
                            x: x + (glyph.xOffset + column) * wide, y: top,
                            width: wide, height: tall, role: placed.label.role)
                    }
                }
                x += typeface.advance(of: character, tabular: placed.label.tabularDigits) * wide + tracking
            }
        }
    }

    /// Draws figures onto `canvas`, one square of `cell` pixels per mark: `#` in the
    /// figure's colour, a step of the heatmap's ramps in that step's (`FigureMark`).
    public func paint(_ figures: [PlacedFigure], on canvas: inout PixelCanvas) {
        for figure in figures {
            for (row, line) in figure.rows.enumerated() {
                for (column, mark) in line.enumerated() {
                    guard let role = FigureMark.role(of: mark, ink: figure.role) else { continue }
                    canvas.fill(
                        x: figure.x + column * figure.cell, y: figure.y + row * figure.cell, width: figure.cell,
                        height: figure.cell, role: role)
                }
            }
        }
    }

    /// Writes the text-tier labels of `labels` into `frame`.
    public func write(_ labels: [PlacedLabel], into frame: inout Frame) {
        for placed in labels {
            guard case .text(let spacing) = placed.tier else { continue }
            let text = TerminalText.sanitized(placed.label.text.uppercased())
            var column = placed.x
            for scalar in text.unicodeScalars {
                frame[placed.y / 2, column] = Cell(scalar, placed.label.role)
                column += 1 + spacing
            }
        }
    }

    /// The whole frame for a laid-out stack.
    public func frame(for layout: StackLayout, size: TerminalSize) -> Frame {
        var canvas = PixelCanvas(covering: size.columns, rows: size.rows)
        paint(layout.labels + layout.marks, on: &canvas)
        paint(layout.figures, on: &canvas)
        var frame = canvas.frame(grid: layout.grid)
        write(layout.labels + layout.marks, into: &frame)
        return frame
    }
}
