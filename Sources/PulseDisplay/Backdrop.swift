import PulseCore

/// What a timer page paints behind and across its stack once it is placed: the one
/// progress indicator, a fill rising from the terminal's bottom edge, and what a press
/// anywhere on the page presses. The fill is drawn as cells' backgrounds in half-cell
/// steps (whole cells where the terminal has no half blocks), so no glyph's edge can leave
/// a seam through it, and whatever crosses its edge changes tone pixel by pixel.
public struct Backdrop: Sendable, Equatable {
    /// Pixel rows of the fill, counted up from the bottom edge over the terminal's height.
    public let fillRows: Int
    /// What a press anywhere that is no other target presses.
    public let target: HitTarget?

    /// The fill's colour: the ink's quieter neighbour, so the readout's ink above the edge
    /// stays the brightest thing on screen.
    public static let fill = ColorRole.bright

    /// A backdrop of `fillRows` pixel rows and `target`.
    public init(fillRows: Int, target: HitTarget?) {
        self.fillRows = fillRows
        self.target = target
    }

    /// The two-tone rule, for one pixel below the fill's edge: the page's black becomes
    /// the fill, the ink (primary or bright) becomes the page's black, and a dimmer tone
    /// keeps its own, already dark against the fill (a faint `SKIP` stays faint). Above the
    /// edge every pixel is as drawn.
    public static func onFill(_ role: ColorRole) -> ColorRole {
        switch role {
        case .background: fill
        case .primary, .bright: .background
        default: role
        }
    }
}

extension DrawnFrame {
    /// The frame with `backdrop` applied over the whole terminal: every pixel below the
    /// fill's edge in its on-fill tone, and the backdrop's target under every other target.
    /// A cell of terminal text below the edge takes the fill behind it and its tone; one the
    /// edge crosses is left as it is, since one character cannot carry two tones.
    func applying(_ backdrop: Backdrop, grid: PixelGrid) -> DrawnFrame {
        var frame = self.frame
        let height = frame.rows * 2
        var lit = min(height, max(0, backdrop.fillRows))
        if grid == .wholeCells { lit -= lit % 2 }
        let edge = height - lit
        for row in 0..<frame.rows where 2 * row + 1 >= edge {
            let upperBelow = 2 * row >= edge
            for column in 0..<frame.columns {
                let cell = frame[row, column]
                if let (upper, lower) = Self.pixels(of: cell) {
                    frame[row, column] = PixelCanvas.cell(
                        upper: upperBelow ? Backdrop.onFill(upper) : upper, lower: Backdrop.onFill(lower))
                } else if upperBelow {
                    frame[row, column] = Cell(cell.glyph, Backdrop.onFill(cell.foreground), Backdrop.fill)
                }
            }
        }
        let whole = backdrop.target.map {
            [CellTarget(target: $0, row: 0, column: 0, rows: frame.rows, columns: frame.columns)]
        }
        return DrawnFrame(frame, targets: (whole ?? []) + targets, furthestScroll: furthestScroll)
    }

    /// The upper and lower pixel of a cell drawn from pixels, or nil for terminal text.
    private static func pixels(of cell: Cell) -> (ColorRole, ColorRole)? {
        switch cell.glyph {
        case " ": (cell.background, cell.background)
        case "\u{2588}": (cell.foreground, cell.foreground)
        case "\u{2580}": (cell.foreground, cell.background)
        case "\u{2584}": (cell.background, cell.foreground)
        default: nil
        }
    }
}
