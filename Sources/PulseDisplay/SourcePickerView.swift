import PulseCore

/// The uptime source picker, drawn in place of the Settings rows (or of the Uptime page
/// before a source is chosen): each source with what it is.
public enum SourcePickerView {
    /// The title over the choices.
    public static let title = "UPTIME SOURCE"
    /// The hint under them.
    public static let hint = "ENTER PICKS, ESC KEEPS THE SOURCE"
    /// The hint before any source is chosen: there is none to keep.
    public static let firstHint = "PICK WHAT YOU RUN: ENTER"

    /// The hint under the choices of `picker`.
    static func hint(for picker: UptimeSourcePicker) -> String {
        picker.current == nil ? firstHint : hint
    }

    static func picker(_ picker: UptimeSourcePicker) -> PickerPanel {
        PickerPanel(
            title: title,
            choices: UptimeSourceChoice.allCases.map { choice in
                PickerPanel.Choice(
                    name: choice.name, detail: choice.summary, isCurrent: choice == picker.current,
                    isHighlighted: choice == picker.highlighted, target: .sourceChoice(choice))
            }, hint: hint(for: picker))
    }

    /// The picker's panel.
    public static func panel(for picker: UptimeSourcePicker) -> Panel { self.picker(picker).panel }

    /// The picker as plain lines, in reading order: `>` marks the highlight, `*` the source
    /// read now.
    public static func textLines(for picker: UptimeSourcePicker) -> [String] { self.picker(picker).textLines }
}
