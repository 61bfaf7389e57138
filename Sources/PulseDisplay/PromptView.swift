import FoundationEssentials
import PulseCore

/// The credential prompt, as the original's `PromptScaffold`: a bottom-anchored
/// block of eyebrow, title, rule, explanation, field, a notice slot of fixed height, the
/// submit button, `CANCEL` where allowed and where the value is kept.
public enum PromptView {
    /// The words of one prompt.
    struct Words {
        let eyebrow: String, title: String, explanation: [String]
        let fieldTitle: String, placeholder: String, submit: String
    }

    static func words(for prompt: Prompt) -> Words {
        switch prompt.kind {
        case .uptimeKey:
            UptimeSourceWords.key(for: prompt.source)
        case .uptimeAddress(let choice):
            UptimeSourceWords.address(for: choice)
        case .contributorHandle:
            handleWords(for: prompt.forge)
        case .forgeAddress(let choice):
            Words(
                eyebrow: choice.provider.descriptor.name, title: "SERVER",
                explanation: [
                    "THE SERVER'S ADDRESS,", "AS THE BROWSER SHOWS IT.", "PUBLIC PROFILES NEED", "NO TOKEN.",
                ], fieldTitle: "ADDRESS", placeholder: "HTTPS://HOST", submit: "SET ADDRESS")
        case .calendarFeeds:
            Words(
                eyebrow: "CALENDAR", title: "FEEDS",
                explanation: [
                    "THE SECRET ICS ADDRESS YOUR", "CALENDAR PUBLISHES, OR A FILE.", "UP TO 3, COMMA-SEPARATED;",
                    "LABEL=ADDRESS NAMES ONE.",
                ], fieldTitle: "ADDRESS", placeholder: "HTTPS://…/BASIC.ICS", submit: "SET CALENDARS")
        case .location:
            Words(
                eyebrow: "WEATHER", title: "LOCATION",
                explanation: [
                    "A CITY, LOOKED UP ONCE WITH", "OPEN-METEO, OR LAT,LON.", "COORDINATES ARE ROUNDED TO",
                    "TWO DECIMALS BEFORE USE.",
                ], fieldTitle: "CITY OR LAT,LON", placeholder: "BERLIN OR 52.52,13.41", submit: "SET LOCATION")
        }
    }

    /// The handle prompt of `forge`, in its descriptor's words.
    static func handleWords(for forge: ContributionsSource) -> Words {
        let words = forge.descriptor.handleWords
        return Words(
            eyebrow: forge.name, title: words.title, explanation: words.explanation, fieldTitle: words.fieldTitle,
            placeholder: words.placeholder, submit: "CONTINUE")
    }

    /// What an inert field says beside its title.
    public static let typeCue = "ENTER TO TYPE"

    /// Where the value is kept, in place of the original's Keychain line.
    public static let storageLine = "STORED IN THE CONFIG DIRECTORY ONLY"
    /// The same line in `--demo`, which stores nothing: the one thing a demo prompt says
    /// about saving, from the moment it opens.
    public static let demoLine = "DEMO: NOTHING IS SAVED."

    /// The prompt's last line: where a value is kept, or in a demo that nothing is.
    static func footLine(isDemo: Bool) -> String { isDemo ? demoLine : storageLine }

    /// The prompt as a panel; `focused` when it takes keys (its page is shown), `isDemo`
    /// in `--demo`.
    public static func panel(for prompt: Prompt, focused: Bool = true, isDemo: Bool = false) -> Panel {
        let words = words(for: prompt)
        let editor = prompt.editor
        var entries: [PanelEntry] = [
            PanelEntry(.label(Label(words.eyebrow, size: 9, tracking: 4, role: .faint), .leading)),
            PanelEntry(.label(Label(words.title, size: 22, tracking: 2, role: .primary), .leading), gapBefore: 14),
            PanelEntry(.rule, gapBefore: 20),
        ]
        for (index, line) in words.explanation.enumerated() {
            entries.append(
                PanelEntry(
                    .label(Label(line, size: 9, tracking: 2, role: .muted), .leading), gapBefore: index == 0 ? 20 : 7))
        }
        // A prompt only arrived at says where the eye is how it takes text; once asked, a
        // secret offers SHOW/HIDE there.
        let reveal =
            !focused
            ? Label(Self.typeCue, size: 9, tracking: 3, role: .bright)
            : editor.canReveal ? Label(editor.isRevealed ? "HIDE" : "SHOW", size: 9, tracking: 3, role: .bright) : nil
        let field = PanelField(
            title: Label(words.fieldTitle, size: 9, tracking: 3, role: .muted), reveal: reveal, text: editor.displayed,
            cursor: editor.cursor, placeholder: words.placeholder, focused: focused)
        entries.append(PanelEntry(.field(field), gapBefore: 40, target: .promptField))
        let notice = prompt.notice.map { Label($0.text, size: 9, tracking: 2, role: $0.isFailure ? .down : .muted) }
        entries.append(PanelEntry(.slot(notice, units: 14), gapBefore: 18))
        let enabled = !editor.text.trimmingWhitespace().isEmpty
        entries.append(
            PanelEntry(
                .button(Label(words.submit, size: 11, tracking: 4, role: .primary), enabled: enabled), gapBefore: 14,
                target: .promptSubmit))
        if prompt.canCancel {
            entries.append(
                PanelEntry(
                    .label(Label("CANCEL", size: 9, tracking: 4, role: .faint), .leading), gapBefore: 6,
                    target: .promptCancel))
        }
        entries.append(
            PanelEntry(
                .label(Label(footLine(isDemo: isDemo), size: 9, tracking: 2, role: .faint), .leading),
                gapBefore: prompt.canCancel ? 4 : 24))
        return Panel(foot: entries, bottomInset: 28)
    }

    /// The prompt as plain lines, in reading order; a secret shows only as masked.
    public static func textLines(for prompt: Prompt, isDemo: Bool = false) -> [String] {
        let words = words(for: prompt)
        let editor = prompt.editor
        var lines = [words.eyebrow, words.title] + words.explanation
        let reveal = editor.canReveal ? (editor.isRevealed ? " [HIDE]" : " [SHOW]") : ""
        lines.append(words.fieldTitle + (prompt.isFocused ? reveal : " [\(typeCue)]"))
        lines.append(editor.characters.isEmpty ? "[\(words.placeholder)]" : "[\(editor.displayed)]")
        if let notice = prompt.notice { lines.append(notice.text) }
        lines.append(words.submit)
        if prompt.canCancel { lines.append("CANCEL") }
        lines.append(footLine(isDemo: isDemo))
        return lines
    }
}
