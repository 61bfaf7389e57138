import FoundationEssentials
import PulseCalendar
import PulseCore

/// The lines `pulse snapshot calendar --format text` prints after the page's: every
/// occurrence that overlaps [TIME, TIME + 14 days), one a line, start TAB end TAB title,
/// for status bars and scripts to cut.
enum CalendarLines {
    /// How far ahead the lines reach.
    static let span: TimeInterval = 14 * 86_400

    /// The lines for `state`'s feeds from `now`, in `zone`, each ending in a newline.
    static func occurrences(_ state: AppState, from now: Date, in zone: some CivilZone) -> String {
        let window = now..<now.addingTimeInterval(span)
        return state.calendarPage.entries(state.credentials.calendarFeeds)
            .map(\.occurrence)
            .filter { $0.overlaps(window, in: zone) }
            .sorted(by: CalendarOccurrence.inOrder(in: zone))
            .map { withoutDirectionMarks($0.tabLine(in: zone)) + "\n" }
            .joined()
    }

    /// `line` with each mark that turns the direction of text (U+202E and its kin) a
    /// space: a status bar that shows a title must not be made to show it backwards.
    static func withoutDirectionMarks(_ line: String) -> String {
        let marks: [ClosedRange<UInt32>] = [0x061C...0x061C, 0x200E...0x200F, 0x202A...0x202E, 0x2066...0x2069]
        let scalars = line.unicodeScalars.map { scalar in
            marks.contains { $0.contains(scalar.value) } ? " " : scalar
        }
        return String(String.UnicodeScalarView(scalars))
    }
}
