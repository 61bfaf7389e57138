import PulseCore

/// The picker of the contributions page's forge, drawn in place of the Settings rows as
/// the uptime source picker is: each forge with what it asks for.
public enum ForgePickerView {
    /// The title over the choices.
    public static let title = "CONTRIBUTIONS"
    /// The hint under them.
    public static let hint = "ENTER PICKS, ESC KEEPS THE SOURCE"

    static func picker(_ picker: ContributionsSourcePicker) -> PickerPanel {
        PickerPanel(
            title: title,
            choices: ContributionsSourceChoice.allCases.map { choice in
                PickerPanel.Choice(
                    name: choice.name, detail: choice.needs, isCurrent: choice == picker.current,
                    isHighlighted: choice == picker.highlighted, target: .forgeChoice(choice))
            }, hint: hint)
    }

    /// The picker's panel.
    public static func panel(for picker: ContributionsSourcePicker) -> Panel { self.picker(picker).panel }

    /// The picker as plain lines, in reading order: `>` marks the highlight, `*` the forge
    /// read now.
    public static func textLines(for picker: ContributionsSourcePicker) -> [String] {
        self.picker(picker).textLines
    }
}
