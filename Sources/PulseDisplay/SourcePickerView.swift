import PulseCore

/// A source picker, drawn in place of the Settings rows (or of the Uptime page before a
/// source is chosen): the kind's title, and each choice with what it is or asks for.
public enum SourcePickerView {
    /// The hint under the choices.
    public static let hint = "ENTER PICKS, ESC KEEPS THE SOURCE"
    /// The hint before any source is chosen: there is none to keep.
    public static let firstHint = "PICK WHAT YOU RUN: ENTER"

    /// The hint under the choices of `picker`.
    static func hint(for picker: SourcePicker) -> String {
        picker.current == nil ? firstHint : hint
    }

    static func picker(_ picker: SourcePicker) -> PickerPanel {
        PickerPanel(
            title: picker.title,
            choices: picker.lines.enumerated().map { index, line in
                PickerPanel.Choice(
                    name: line.name, detail: line.detail, isCurrent: index == picker.current,
                    isHighlighted: index == picker.highlighted, target: .sourceChoice(index))
            }, hint: hint(for: picker))
    }

    /// The picker's panel.
    public static func panel(for picker: SourcePicker) -> Panel { self.picker(picker).panel }

    /// The picker as plain lines, in reading order: `>` marks the highlight, `*` the source
    /// read now.
    public static func textLines(for picker: SourcePicker) -> [String] { self.picker(picker).textLines }
}
