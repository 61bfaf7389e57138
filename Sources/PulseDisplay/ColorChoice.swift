/// What the user asked for with `--color`, before the terminal is known.
public enum ColorChoice: String, Sendable, CaseIterable {
    case auto, truecolor
    case palette256 = "256"
    case palette16 = "16"
    case none

    /// The mode to use on a terminal with `colors` colours (`directColor` when its terminfo
    /// entry has the RGB capability; `boldBrightens` when eight colours can be brightened
    /// with bold), given the environment. Never more than the terminal has.
    public func resolve(colors: Int, directColor: Bool, boldBrightens: Bool = true, environment: [String: String])
        -> ColorMode
    {
        let ladder = Self.ladder(colors: colors, boldBrightens: boldBrightens)
        switch self {
        case .truecolor: return directColor ? .truecolor : ladder
        case .palette256: return colors >= 256 ? .palette256 : ladder
        case .palette16: return colors >= 16 ? .palette16 : ladder
        case .none: return .none
        case .auto:
            // NO_COLOR (https://no-color.org): any non-empty value turns colour off.
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
            return directColor ? .truecolor : ladder
        }
    }

    /// The richest palette mode `colors` colours allow.
    private static func ladder(colors: Int, boldBrightens: Bool) -> ColorMode {
        if colors >= 256 { return .palette256 }
        if colors >= 16 { return .palette16 }
        if colors >= 8 { return boldBrightens ? .palette8 : .palette8Plain }
        return .none
    }
}
