import PulseCore

/// A vertical stack of labels with gaps between them, as the original's pages stack
/// their elements. Gaps are in reference units.
public struct Composition: Sendable, Equatable {
    /// One element and the gap above it.
    public struct Entry: Sendable, Equatable {
        /// The label.
        public var label: Label
        /// Space above it, in reference units (ignored for the first entry).
        public var gapBefore: Double
        /// A figure drawn left of the label (`#` filled), in cells of `figureCell` units.
        public var figure: [String]?
        /// What a click on the entry (its label, figure and mark as one) presses, if anything.
        public var target: HitTarget?
        /// A smaller label set right of the label with its baseline on the label's, scaled
        /// by the same metrics: the 12-hour clock's `AM` and `PM`. It must be smaller than
        /// the label, so it stays inside the label's box.
        public var mark: Label?

        /// The weather figure's cell and its gap to the text, in reference units.
        public static let figureCell = 2.0, figureGap = 6.0
        /// The gap between a label and its mark, in reference units.
        public static let markGap = 6.0

        /// An entry.
        public init(
            _ label: Label, gapBefore: Double = 0, figure: [String]? = nil, target: HitTarget? = nil,
            mark: Label? = nil
        ) {
            self.label = label
            self.gapBefore = gapBefore
            self.figure = figure
            self.target = target
            self.mark = mark
        }

        /// Height in reference units: the label's box, or the figure if taller.
        public var referenceHeight: Double {
            max(label.referenceHeight, Double(figure?.count ?? 0) * Self.figureCell)
        }
    }

    /// The entries from top to bottom.
    public var entries: [Entry]

    /// A stack of `entries`.
    public init(_ entries: [Entry]) {
        self.entries = entries
    }

    /// Height of the whole stack in reference units: what the page's scale is fitted to.
    public var referenceHeight: Double {
        entries.enumerated().reduce(0) { total, item in
            total + item.element.referenceHeight + (item.offset == 0 ? 0 : item.element.gapBefore)
        }
    }
}
