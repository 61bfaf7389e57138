import FoundationEssentials
import PulseCore

/// Applies the burn-in orbit uniformly to every page: the page is laid out on the terminal
/// less twice the amplitude, so nothing is ever clipped, and the result is placed at the
/// orbit's offset, click targets with it.
enum OrbitPlacement {
    /// The amplitude for a page whose largest label is `size` reference units, on a
    /// terminal of `terminal`, for a composition `height` units tall: the label's glyph
    /// pixel at the page's starting scale is its largest solid feature.
    static func amplitude(largestLabel size: Double, height: Double, on terminal: TerminalSize) -> OrbitAmplitude {
        let metrics = PixelMetrics(
            pixelWidth: terminal.pixelWidth, pixelHeight: terminal.pixelHeight, compositionHeight: height)
        return OrbitAmplitude(featurePixels: metrics.bigGlyphPixel(forSize: size))
    }

    /// The size the page is laid out on.
    static func inner(_ size: TerminalSize, amplitude: OrbitAmplitude) -> TerminalSize {
        TerminalSize(columns: size.columns - 2 * amplitude.columns, rows: size.rows - 2 * amplitude.rows)
    }

    /// `drawn`, laid out on the inner size, placed on a blank frame of `size` at `offset`
    /// from the centre of the orbit.
    static func place(_ drawn: DrawnFrame, in size: TerminalSize, amplitude: OrbitAmplitude, offset: OrbitOffset)
        -> DrawnFrame
    {
        let left = amplitude.columns + offset.columns, top = amplitude.rows + offset.rows
        var frame = Frame(columns: size.columns, rows: size.rows)
        for row in 0..<drawn.frame.rows {
            for column in 0..<drawn.frame.columns {
                frame[row + top, column + left] = drawn.frame[row, column]
            }
        }
        let targets = drawn.targets.map {
            CellTarget(
                target: $0.target, row: $0.row + top, column: $0.column + left, rows: $0.rows, columns: $0.columns)
        }
        return DrawnFrame(frame, targets: targets, furthestScroll: drawn.furthestScroll)
    }
}

extension Composition {
    /// The size of the largest label, in reference units.
    public var largestLabelSize: Double { entries.map(\.label.size).max() ?? 0 }
}

extension Panel {
    /// The size of the largest label, in reference units.
    public var largestLabelSize: Double {
        (top + foot).compactMap { entry -> Double? in
            switch entry.item {
            case .label(let label, _): label.size
            case .pair(let left, let right): max(left.size, right.size)
            case .row(let row): row.name.size
            case .button(let label, _): label.size
            case .field(let field): field.title.size
            case .slot(let label, _): label?.size
            case .rule, .grid: nil
            }
        }.max() ?? 0
    }
}
