import PulseCore

/// What a page draws, laid out through one contract: a centred stack of labels
/// (`Composition`, the Clock and the Stopwatch) or a page of left-aligned blocks (`Panel`,
/// every other page and the prompts). The renderer asks a page's view once for its body,
/// moves it along the burn-in orbit and lays it out; both kinds find their scale through
/// the same search (`ScaleSearch`).
public protocol PageBody: Sendable {
    /// The height the scale is fitted to, in reference units.
    var referenceHeight: Double { get }
    /// The reference size of the body's largest label: the orbit's amplitude follows it.
    var largestLabelSize: Double { get }
    /// The body laid out on `size` at the largest scale that fits, with where clicks land
    /// and how far its list scrolls; nil when it does not fit at all.
    func lay(on size: TerminalSize, typeface: Typeface, grid: PixelGrid) -> DrawnFrame?
    /// The smallest terminal the body fits on, for the `TERMINAL TOO SMALL` notice.
    func minimumSize(typeface: Typeface, grid: PixelGrid) -> TerminalSize
    /// The body with a quiet notice about the program rather than the page (the settings
    /// file cannot be used) at its end.
    func noting(_ notice: String) -> any PageBody
    /// What is painted behind and across the body over the whole terminal once it is
    /// placed (a timer's fill), if anything.
    var backdrop: Backdrop? { get }
    /// Whether the body lays out on `size` giving up nothing a larger terminal would keep
    /// (on whole cells, a grid's dark row between its rows of squares): the orbit takes
    /// its rows from the page only where they cost nothing of this.
    func laysWhole(on size: TerminalSize, typeface: Typeface, grid: PixelGrid) -> Bool
}

extension PageBody {
    /// Nothing behind: every page but the timers.
    public var backdrop: Backdrop? { nil }

    /// Whole wherever it fits: every body but a panel with a grid.
    public func laysWhole(on size: TerminalSize, typeface: Typeface, grid: PixelGrid) -> Bool { true }
}

/// A timer page's body: a centred stack, with its fill and its press anywhere.
public struct TimerBody: PageBody, Equatable {
    /// The stack.
    public private(set) var composition: Composition
    /// The fill and the press anywhere.
    public let backdrop: Backdrop?

    /// `composition` over `backdrop`.
    public init(_ composition: Composition, backdrop: Backdrop) {
        self.composition = composition
        self.backdrop = backdrop
    }

    /// The stack's height.
    public var referenceHeight: Double { composition.referenceHeight }
    /// The stack's largest label.
    public var largestLabelSize: Double { composition.largestLabelSize }

    /// The stack laid out; the backdrop is the renderer's to paint over the terminal.
    public func lay(on size: TerminalSize, typeface: Typeface, grid: PixelGrid) -> DrawnFrame? {
        composition.lay(on: size, typeface: typeface, grid: grid)
    }

    /// The stack's minimum.
    public func minimumSize(typeface: Typeface, grid: PixelGrid) -> TerminalSize {
        composition.minimumSize(typeface: typeface, grid: grid)
    }

    /// The notice as the stack's last line, over the same fill.
    public func noting(_ notice: String) -> any PageBody {
        var noted = self
        noted.composition.entries.append(
            .init(Label(notice, size: 10, tracking: 2, role: .faint), gapBefore: ClockView.dateGap))
        return noted
    }
}

/// The one scale search both layout engines use: from the scale at which the body's
/// reference size fills the terminal, down in steps of 3 % until the snapped layout fits
/// (snapping rounds sizes down but gaps and text rows can push past the frame).
enum ScaleSearch {
    /// The ratio between steps.
    static let step = 0.97
    /// Below this a stack cannot shrink further: every size is at its one-pixel floor.
    static let floor = 0.0005

    /// The first layout `place` gives, trying `start` and each smaller step down to
    /// `floor`; nil when none fits.
    static func largest<Layout>(from start: Double, floor: Double = floor, _ place: (PixelMetrics) -> Layout?)
        -> Layout?
    {
        var scale = start
        while scale > floor {
            if let layout = place(PixelMetrics(scale: scale)) { return layout }
            scale *= step
        }
        return nil
    }

    /// The size a body needs at the smallest scale, measured on a terminal too large to
    /// limit it: what both engines report as their minimum.
    static let roomy = TerminalSize(columns: 10_000, rows: 10_000)
}

extension Composition: PageBody {
    /// The stack centred on `size` at the largest scale that fits.
    public func lay(on size: TerminalSize, typeface: Typeface, grid: PixelGrid) -> DrawnFrame? {
        guard let layout = StackLayout.centred(self, in: size, typeface: typeface, grid: grid) else { return nil }
        return DrawnFrame(LabelPainter(typeface: typeface).frame(for: layout, size: size), targets: layout.targets)
    }

    /// The stack at the smallest scale.
    public func minimumSize(typeface: Typeface, grid: PixelGrid) -> TerminalSize {
        StackLayout.minimumSize(of: self, typeface: typeface, grid: grid)
    }

    /// The notice as the stack's last line, as the Clock says a setting was not saved.
    public func noting(_ notice: String) -> any PageBody {
        var noted = self
        noted.entries.append(.init(Label(notice, size: 10, tracking: 2, role: .faint), gapBefore: ClockView.dateGap))
        return noted
    }
}

extension Panel: PageBody {
    /// A panel lays out wherever it fits (it scrolls or shrinks); a scrolling list says how
    /// far it can go.
    public func lay(on size: TerminalSize, typeface: Typeface, grid: PixelGrid) -> DrawnFrame? {
        let layout = PanelLayout.lay(self, in: size, typeface: typeface, grid: grid)
        guard layout.fits else { return nil }
        let scrolls = top.contains(where: \.scrolls) && reportsScroll
        return DrawnFrame(
            layout.frame(size: size, typeface: typeface), targets: layout.targets,
            furthestScroll: scrolls ? layout.furthestScroll : nil)
    }

    /// Whole unless, on whole cells, its grid's rows touch there.
    public func laysWhole(on size: TerminalSize, typeface: Typeface, grid: PixelGrid) -> Bool {
        guard grid == .wholeCells, (top + foot).contains(where: { if case .grid = $0.item { true } else { false } })
        else { return true }
        return !PanelLayout.lay(self, in: size, typeface: typeface, grid: grid).rowsTouch
    }

    /// The panel's lines as terminal text and its rows at the smallest scale.
    public func minimumSize(typeface: Typeface, grid: PixelGrid) -> TerminalSize {
        PanelLayout.minimumSize(of: self, typeface: typeface, grid: grid)
    }

    /// The notice as the first line of the foot, above the page's own.
    public func noting(_ notice: String) -> any PageBody {
        var noted = self
        if !noted.foot.isEmpty, noted.foot[0].gapBefore == 0 { noted.foot[0].gapBefore = 12 }
        noted.foot.insert(PanelEntry(.label(Label(notice, size: 10, tracking: 2, role: .muted), .leading)), at: 0)
        return noted
    }
}

extension Array where Element == CellTarget {
    /// What a click at cell (`column`, `row`) lands on: the last target drawn there.
    func hit(column: Int, row: Int) -> HitTarget? {
        last { $0.contains(column: column, row: row) }?.target
    }
}
