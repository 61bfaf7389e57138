import FoundationEssentials
import Glibc
import PulseApp
import PulseCore
import PulseDisplay
import PulseNet
import PulseStore
import PulseTerminal

/// `pulse snapshot`: one frame of one page to standard output. It reads what is stored and
/// fetches what the page needs, and stores nothing.
enum Snapshot {
    /// The exit status of a snapshot that printed its page but whose read failed (the page
    /// says why): apart from 1, a snapshot that could not be made at all.
    static let readFailedStatus: Int32 = 3

    /// The page as text for standard output, and whether its read failed.
    static func run(
        _ options: SnapshotOptions, choices: RunChoices, typeface: Typeface, environment: [String: String]
    ) -> (output: String, readFailed: Bool) {
        // The display's clock, so a shifted one (`PULSE_TIME_OFFSET`) draws the same
        // moment in a snapshot as on the screen it is compared with.
        let now = options.at ?? DisplayClock(environment: environment).read()
        // As the display would draw on this terminal: ASCII in a locale that is not UTF-8,
        // the console's characters under TERM=linux.
        setlocale(LC_ALL, "")
        let glyphs = TerminalGlyphs.detect(console: TerminalGlyphs.namesConsole(environment["TERM"]))
        let renderer = Renderer(typeface: typeface, grid: glyphs.grid)
        let state = initialState(options, choices: choices, at: now, environment: environment)
        return (
            output(state, options, renderer: renderer, glyphs: glyphs, at: now, environment: environment),
            state.pageReadFailed
        )
    }

    private static func output(
        _ state: AppState, _ options: SnapshotOptions, renderer: Renderer, glyphs: GlyphSet, at now: Date,
        environment: [String: String]
    ) -> String {
        let zone = LocalTimeZone()
        switch options.format {
        case .text:
            var lines = renderer.textLines(for: state, at: now, in: zone).map { $0 + "\n" }.joined()
            if state.page == .calendar { lines += CalendarLines.occurrences(state, from: now, in: zone) }
            let shown = lines.unicodeScalars.map { $0 == "\n" ? $0 : glyphs.adapt(Cell($0, .primary)).glyph }
            return String(String.UnicodeScalarView(shown))
        case .svg:
            return SVGFrameWriter.render(renderer.frame(for: state, at: now, in: zone), ink: state.preferences.ink)
        case .frame:
            let frame = renderer.frame(for: state, at: now, in: zone)
            return ANSIFrameWriter.render(
                frame, mode: colorMode(options.color, environment: environment), glyphs: glyphs,
                ink: state.preferences.ink)
        }
    }

    /// The page as the live display shows it on arrival: stored state is read (never
    /// written), the options' `choices` laid over it, and the page's own fetches are
    /// carried out once, through the same state rules as the display; `--demo` reads and
    /// fetches nothing.
    private static func initialState(
        _ options: SnapshotOptions, choices: RunChoices, at now: Date, environment: [String: String]
    ) -> AppState {
        let startup = Startup(demo: options.demo, environment: environment, calendarFeeds: options.calendar)
        defer { startup.reportProblems() }
        // A moment drawn, not lived: a timer's end shows as ended, rings nothing, runs nothing.
        var state = startup.state(
            page: options.page, size: options.size, at: now, zone: LocalTimeZone(), kind: .snapshot,
            choices: choices)
        // An answer may ask for more (the next page of a paged list): carried out in turn
        // until the page has what it asked for. Nothing is saved, not even the first
        // start's hint.
        _ = startup.performer(transport: BlockingTransport(), now: { now }).settle([.started], on: &state, at: now)
        if let problem = CurlGlobal.problem { _ = StandardStream.error.write(problem + "\n") }
        return state
    }

    /// Colour for a snapshot: `auto` colours only a terminal, as `ls` and `grep` do.
    private static func colorMode(_ choice: ColorChoice, environment: [String: String]) -> ColorMode {
        guard choice == .auto else {
            return choice.resolve(colors: 1 << 24, directColor: true, environment: environment)
        }
        guard isatty(STDOUT_FILENO) == 1 else { return .none }
        let truecolor = ["truecolor", "24bit"].contains(environment["COLORTERM"] ?? "")
        return choice.resolve(colors: 256, directColor: truecolor, environment: environment)
    }
}
