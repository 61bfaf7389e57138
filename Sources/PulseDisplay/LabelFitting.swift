import PulseCore

extension PanelMeasurer {
    /// `label` as the room it is drawn in takes it: its `whole` text where that fits in
    /// `room` pixels, else as much of it as fits, cut as the label says; never less than its
    /// `text`, which the column was measured with, so a roomy screen shows a long name or
    /// address whole and a small one keeps the page's layout.
    func fitted(_ label: Label, room: Int) -> Label {
        guard let whole = label.whole, whole != label.text else { return label }
        func cut(to length: Int) -> Label {
            var shown = label
            shown.text = label.cut.shortened(whole, to: length)
            shown.whole = nil
            return shown
        }
        let entire = cut(to: whole.count)
        if width(of: entire) <= room { return entire }
        // The longest cut that fits: its width grows with its length.
        var fits = label.text.count, tooLong = whole.count
        while tooLong - fits > 1 {
            let middle = (fits + tooLong) / 2
            if width(of: cut(to: middle)) <= room { fits = middle } else { tooLong = middle }
        }
        return fits > label.text.count ? cut(to: fits) : label
    }
}
