import PulseCore

/// The vertical box a label occupies, as in the original's `PixelLabel`.
public enum LineBox: Sendable, Equatable {
    /// Exactly one em (CSS `line-height: 1`): the clock, the stopwatch, the count.
    case tight
    /// The face's own box, 1.28 em (ascent 1.03 + descent 0.25).
    case natural

    /// Height in ems, for the composition's reference height.
    public var ems: Double {
        switch self {
        case .tight: 1.0
        case .natural: 1.28
        }
    }

    /// Height in font pixels once snapped to the 8-pixel em.
    public var fontPixels: Int {
        switch self {
        case .tight: 8
        case .natural: 10
        }
    }

    /// Font pixels from the top of the box to the top of the caps: the tight box is
    /// trimmed 0.14 em each side of the 1.28 em face, which puts the caps 0.265 em down.
    public var capTop: Int {
        switch self {
        case .tight: 2
        case .natural: 3
        }
    }
}

/// One line of text in the pixel face, with its size and tracking in reference units.
public struct Label: Sendable, Equatable {
    /// The text; drawn in upper case. For a label with a `whole` text, the shortest form
    /// it takes: what the page's column is measured with.
    public var text: String
    /// The whole text, drawn in place of `text` as far as the room it is drawn in takes it
    /// (cut as `cut` says); nil for a label drawn as it is.
    public var whole: String?
    /// How `whole` gives way.
    public var cut = TextCut.end
    /// Reference size (the em) and letter spacing after every character.
    public var size: Double, tracking: Double
    /// Its colour role.
    public var role: ColorRole
    /// Its vertical box.
    public var lineBox: LineBox
    /// Big elements stay pixels at any scale; others fall to the text tier when small.
    public var isBig: Bool
    /// Digits all take the same width (times), so the label never shifts as it changes.
    public var tabularDigits: Bool

    /// A label; `isBig` for the times and the count, `tabularDigits` for the times.
    public init(
        _ text: String, size: Double, tracking: Double, role: ColorRole, lineBox: LineBox = .natural,
        isBig: Bool = false, tabularDigits: Bool = false
    ) {
        self.text = text
        self.size = size
        self.tracking = tracking
        self.role = role
        self.lineBox = lineBox
        self.isBig = isBig
        self.tabularDigits = tabularDigits
    }

    /// Height of the label's box in reference units.
    public var referenceHeight: Double { size * lineBox.ems }
}
