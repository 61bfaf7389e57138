import Foundation
import PulseCore
import PulseDisplay
import PulseNet
import PulseTerminal

/// `pulse snapshot`: one frame of one page to standard output.
enum Snapshot {
    static func run(_ options: SnapshotOptions, typeface: Typeface, environment: [String: String]) -> String {
        let now = options.at ?? Date()
        let zone = LocalTimeZone.current(environment: environment)
        let renderer = Renderer(typeface: typeface)
        let state = initialState(options, environment: environment)
        switch options.format {
        case .text:
            return renderer.textLines(for: state, at: now, in: zone).map { $0 + "\n" }.joined()
        case .svg:
            return SVGFrameWriter.render(renderer.pageFrame(for: state, at: now, in: zone))
        case .frame:
            let frame = renderer.pageFrame(for: state, at: now, in: zone)
            return ANSIFrameWriter.render(frame, mode: colorMode(options.color, environment: environment))
        }
    }

    /// The page as the live display would show it on arrival: stored state is read
    /// (never written); `--demo` reads nothing.
    private static func initialState(_ options: SnapshotOptions, environment: [String: String]) -> AppState {
        guard !options.demo else { return AppState(page: options.page, size: options.size) }
        let files = StoredFiles(environment: environment)
        files.reportMessages()
        // As the live page does on arrival: one lookup, if a location is set; failure is
        // silent absence.
        var weather = WeatherModel(location: files.location?.coordinate)
        if options.page == .clock, let coordinate = weather.location {
            let request = OpenMeteo.forecastRequest(
                for: coordinate, base: Endpoints(environment: environment).openMeteo)
            weather.begin(0, at: Date())
            weather.receive(0, BlockingFetch.perform(request), at: Date())
        }
        return AppState(
            page: options.page, size: options.size, stopwatch: files.stopwatch, stopwatchNotice: files.stopwatchNotice,
            preferences: files.preferences, weather: weather)
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
