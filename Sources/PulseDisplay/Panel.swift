import PulseCore

/// Where a label sits across the page's column.
public enum PanelAlignment: Sendable, Equatable {
    case leading, trailing, centred
}

/// A text field as the prompt draws it: a title row, then a bordered box on the input
/// surface holding the typed text in the terminal's own font.
public struct PanelField: Sendable, Equatable {
    /// The field's title (left) and the `SHOW`/`HIDE` toggle (right), if offered.
    public var title: Label, reveal: Label?
    /// What the box shows (already masked where it must be) and where the cursor is.
    public var text: String, cursor: Int
    /// Shown while nothing is typed.
    public var placeholder: String
    /// Whether keys go to it (its border is bright, and the cursor shows).
    public var focused: Bool
}

/// One row of a list in the Uptime style: a name (over a fainter value line), a square on
/// the right, a hairline under it. An Uptime row may open with its group's heading, and
/// its second line may carry the monitor's recent checks as a strip (one pixel column a
/// check, oldest left) and its figures at the right.
public struct PanelRow: Sendable, Equatable {
    /// The name and the optional line under it.
    public var name: Label, detail: Label?
    /// The square's colour, or nil for none.
    public var square: ColorRole?
    /// Whether the square says a service's state, and so takes the state's shape as well as
    /// its colour (StateMark); a toggle's square stays whole.
    public var squareIsState: Bool
    /// Whether the row is chosen (a quiet marker at its left).
    public var selected: Bool
    /// A quiet heading above the row: the group it opens.
    public var heading: Label?
    /// The recent checks' colours, oldest first, on the second line; as many of the newest
    /// as the line has room for beside the figures.
    public var strip: [ColorRole]
    /// Short texts at the right end of the second line, left to right; when the line is too
    /// narrow for them all, the last gives way first (after the strip, which always does).
    public var figures: [Label]

    /// A row.
    public init(
        name: Label, detail: Label? = nil, square: ColorRole?, squareIsState: Bool = false, selected: Bool = false,
        heading: Label? = nil, strip: [ColorRole] = [], figures: [Label] = []
    ) {
        self.name = name
        self.detail = detail
        self.square = square
        self.squareIsState = squareIsState
        self.selected = selected
        self.heading = heading
        self.strip = strip
        self.figures = figures
    }

    /// Whether it has a second line: a detail, a strip or figures.
    var hasSecondLine: Bool { detail != nil || !strip.isEmpty || !figures.isEmpty }
}

/// What an entry of a panel draws.
public enum PanelItem: Sendable, Equatable {
    /// One label.
    case label(Label, PanelAlignment)
    /// Two labels on one line: one at each edge.
    case pair(Label, Label)
    /// A one-unit hairline across the column.
    case rule
    /// A text field.
    case field(PanelField)
    /// A full-width bordered button with its label centred.
    case button(Label, enabled: Bool)
    /// A slot of fixed height (`units`) that may hold a label, so nothing moves when it
    /// appears.
    case slot(Label?, units: Double)
    /// A list row.
    case row(PanelRow)
    /// A grid of square cells (the heatmap): rows of colours, centred in the column.
    case grid([[ColorRole]])
}

/// An element of a panel, with the gap above it and what a click on it means.
public struct PanelEntry: Sendable, Equatable {
    /// What it draws.
    public var item: PanelItem
    /// Space above it, in reference units.
    public var gapBefore: Double
    /// What a click on it lands on.
    public var target: HitTarget?
    /// Whether it belongs to the list that scrolls when the page is too short.
    public var scrolls: Bool
    /// Whether it gives way where the page fits only without it on whole cells (a quiet
    /// line, where the heatmap's rows would otherwise run together).
    public var yields: Bool

    /// An entry.
    public init(
        _ item: PanelItem, gapBefore: Double = 0, target: HitTarget? = nil, scrolls: Bool = false, yields: Bool = false
    ) {
        self.item = item
        self.gapBefore = gapBefore
        self.target = target
        self.scrolls = scrolls
        self.yields = yields
    }
}

/// A page built of left-aligned blocks, as the original's GitHub, Uptime, Settings and
/// prompt screens are: a top group under an inset and a foot group on the bottom edge.
/// A prompt is all foot: it is anchored to the bottom and its heading goes first when the
/// terminal is short.
public struct Panel: Sendable, Equatable {
    /// Entries from the top, under `topInset` reference units.
    public var top: [PanelEntry]
    /// Entries anchored to the bottom, above `bottomInset` units.
    public var foot: [PanelEntry]
    /// Insets in reference units.
    public var topInset: Double, bottomInset: Double
    /// The first scrolling entry shown.
    public var scroll: Int
    /// Scrolling entries that count towards the scale: a long list scrolls rather than
    /// shrinking everything. Settings counts all of its rows, so each is seen at once.
    public var scaledRows: Int
    /// Whether the state follows where its list can scroll to (the Uptime list, whose
    /// place the state keeps); a list scrolled by a chosen row keeps it in view itself.
    public var reportsScroll = false
    /// Whether its figures (big labels, the grid) may grow past the scale the rest is
    /// laid out at, into the room the page leaves (see `PanelLayout.lay`).
    public var growsFigures = false

    /// A panel.
    public init(
        top: [PanelEntry] = [], foot: [PanelEntry] = [], topInset: Double = 0, bottomInset: Double = 0,
        scroll: Int = 0, scaledRows: Int = 8
    ) {
        self.top = top
        self.foot = foot
        self.topInset = topInset
        self.bottomInset = bottomInset
        self.scroll = scroll
        self.scaledRows = scaledRows
    }

    /// The panel without its entries that yield.
    var withoutYielding: Panel {
        var panel = self
        panel.top.removeAll(where: \.yields)
        panel.foot.removeAll(where: \.yields)
        return panel
    }

    /// Reference height the scale is fitted to.
    public var referenceHeight: Double {
        var scrolling = 0
        var total = topInset + bottomInset
        for entry in top + foot {
            if entry.scrolls {
                scrolling += 1
                if scrolling > scaledRows { continue }
            }
            total += entry.gapBefore + entry.item.referenceHeight
        }
        return total
    }
}

extension PanelItem {
    /// The item's height in reference units, as the original sizes it.
    public var referenceHeight: Double {
        switch self {
        case .label(let label, _): label.referenceHeight
        case .pair(let left, let right): max(left.referenceHeight, right.referenceHeight)
        case .rule: 1
        case .field(let field): field.title.referenceHeight + 8 + PanelGeometry.fieldHeight
        case .button: PanelGeometry.buttonHeight
        case .slot(_, let units): units
        case .row(let row):
            40 + row.name.referenceHeight + (row.hasSecondLine ? 4 + row.secondLineHeight : 0) + 1
                + (row.heading.map { PanelGeometry.headingGap + $0.referenceHeight } ?? 0)
        case .grid(let cells):
            Double(cells.count) * PanelGeometry.gridCell + Double(max(0, cells.count - 1)) * PanelGeometry.gridGap
        }
    }
}

extension PanelRow {
    /// The second line's height in reference units: its tallest label, or the strip.
    var secondLineHeight: Double {
        ([detail].compactMap { $0 } + figures).map(\.referenceHeight).max() ?? PanelGeometry.square
    }
}

/// The original's fixed sizes for the panel's parts, in reference units.
enum PanelGeometry {
    static let fieldHeight = 52.0, buttonHeight = 54.0, rowPadding = 20.0, square = 11.0
    /// Above a group's heading, between the list's rows.
    static let headingGap = 16.0
    /// Between the figures of a row's second line.
    static let figureGap = 12.0
    /// The heatmap: 17 cells and 16 gaps of 5 fill the 308-unit column.
    static let gridGap = 5.0, gridCell = (308.0 - 16 * 5) / 17
}
