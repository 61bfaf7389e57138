import PulseCore

/// A picker drawn in place of the Settings rows (the uptime source's, the forge's): a
/// title, one row per choice with what it is or asks for, the choice in use with a lit
/// square, the highlight as Settings' chosen row, and a hint under them.
struct PickerPanel {
    /// One choice as the picker shows it.
    struct Choice {
        let name: String
        let detail: String
        let isCurrent: Bool
        let isHighlighted: Bool
        let target: HitTarget
    }

    let title: String
    let choices: [Choice]
    let hint: String

    /// The picker's panel. The highlighted row stays in view on a short terminal, as
    /// Settings' chosen row does, and so does the hint.
    var panel: Panel {
        var list: [PanelEntry] = []
        for (index, choice) in choices.enumerated() {
            list.append(
                PanelEntry(
                    .row(
                        PanelRow(
                            name: Label(choice.name, size: 13, tracking: 2, role: .bright),
                            detail: Label(choice.detail, size: 10, tracking: 2, role: .faint),
                            square: choice.isCurrent ? .bright : .unknown,
                            selected: choice.isHighlighted)),
                    gapBefore: index == 0 ? 34 : 0, target: choice.target, scrolls: true))
        }
        // The hint says how to pick (on first use, the only place that does): it stays
        // under the list's window, never scrolled away behind a "MORE" line.
        list.append(PanelEntry(.label(Label(hint, size: 9, tracking: 2, role: .faint), .leading), gapBefore: 24))
        let top = [PanelEntry(.label(Label(title, size: 16, tracking: 5, role: .primary), .leading))] + list
        let highlighted = choices.firstIndex(where: \.isHighlighted) ?? 0
        return Panel(top: top, topInset: 70, bottomInset: 16, scroll: max(0, highlighted - 1))
    }

    /// The picker as plain lines, in reading order: `>` marks the highlight, `*` the
    /// choice in use.
    var textLines: [String] {
        [title]
            + choices.map { choice in
                (choice.isHighlighted ? "> " : "") + choice.name + (choice.isCurrent ? " *" : "") + ": " + choice.detail
            } + [hint]
    }
}
