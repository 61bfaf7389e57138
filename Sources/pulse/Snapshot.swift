import Foundation
import PulseDisplay
import PulseTerminal

/// `pulse snapshot`: one frame of one page to standard output.
enum Snapshot {
    static func run(_ options: SnapshotOptions, typeface: Typeface, environment: [String: String]) -> String {
        let now = options.at ?? Date()
        let zone = LocalTimeZone.current(environment: environment)
        let renderer = Renderer(typeface: typeface)
        switch options.format {
        case .text:
            return renderer.textLines(for: options.page, at: now, in: zone).map { $0 + "\n" }.joined()
        case .svg:
            return SVGFrameWriter.render(renderer.frame(for: options.page, at: now, in: zone, size: options.size))
        case .frame:
            let frame = renderer.frame(for: options.page, at: now, in: zone, size: options.size)
            return ANSIFrameWriter.render(frame, mode: colorMode(options.color, environment: environment))
        }
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
