import PulseCore

/// The uptime source picker, drawn in place of the Settings rows: one row per choice with
/// what it asks for, the source read now with a lit square, the highlight as Settings'
/// chosen row.
public enum SourcePickerView {
    /// The title over the choices.
    public static let title = "UPTIME SOURCE"
    /// The hint under them.
    public static let hint = "ENTER PICKS, ESC KEEPS THE SOURCE"

    /// The picker's panel.
    public static func panel(for picker: UptimeSourcePicker) -> Panel {
        var list: [PanelEntry] = []
        for (index, choice) in UptimeSourceChoice.allCases.enumerated() {
            list.append(
                PanelEntry(
                    .row(
                        PanelRow(
                            name: Label(choice.name, size: 13, tracking: 2, role: .bright),
                            detail: Label(choice.needs, size: 10, tracking: 2, role: .faint),
                            square: choice == picker.current ? .bright : .unknown,
                            selected: choice == picker.highlighted)),
                    gapBefore: index == 0 ? 34 : 0, target: .sourceChoice(choice), scrolls: true))
        }
        list.append(
            PanelEntry(
                .label(Label(hint, size: 9, tracking: 2, role: .faint), .leading), gapBefore: 24, scrolls: true))
        let top = [PanelEntry(.label(Label(title, size: 16, tracking: 5, role: .primary), .leading))] + list
        // The highlighted row stays in view on a short terminal, as Settings' chosen row does.
        return Panel(top: top, topInset: 70, bottomInset: 16, scroll: max(0, picker.highlighted.rawValue - 1))
    }

    /// The picker as plain lines, in reading order: `>` marks the highlight, `*` the source
    /// read now.
    public static func textLines(for picker: UptimeSourcePicker) -> [String] {
        [title]
            + UptimeSourceChoice.allCases.map { choice in
                (choice == picker.highlighted ? "> " : "") + choice.name + (choice == picker.current ? " *" : "")
                    + ": " + choice.needs
            } + [hint]
    }
}
