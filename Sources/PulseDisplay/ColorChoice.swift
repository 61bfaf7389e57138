/// What the user asked for with `--color`, before the terminal is known.
public enum ColorChoice: String, Sendable, CaseIterable {
    case auto, truecolor
    case palette256 = "256"
    case palette16 = "16"
    case none

    /// The mode to use on a terminal with `colors` colours (`directColor` when its terminfo
    /// entry has the RGB capability), given the environment.
    public func resolve(colors: Int, directColor: Bool, environment: [String: String]) -> ColorMode {
        switch self {
        case .truecolor: return directColor ? .truecolor : (colors >= 256 ? .palette256 : .palette16)
        case .palette256: return colors >= 256 ? .palette256 : .palette16
        case .palette16: return colors >= 8 ? .palette16 : .none
        case .none: return .none
        case .auto:
            // NO_COLOR (https://no-color.org): any non-empty value turns colour off.
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
            if directColor { return .truecolor }
            if colors >= 256 { return .palette256 }
            if colors >= 8 { return .palette16 }
            return .none
        }
    }
}
