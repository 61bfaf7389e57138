import FoundationEssentials
import PulseStore

/// Lines to say on standard error once the screen is given back (so they stay in the
/// scrollback), each said once however often it happened.
public struct AfterExitMessages: Sendable {
    /// The lines, in the order they first happened.
    public private(set) var lines: [String] = []

    /// No lines yet.
    public init() {}

    /// Keeps `line` unless it is already kept.
    public mutating func say(_ line: String) {
        if !lines.contains(line) { lines.append(line) }
    }

    /// Writes every line to standard error; a closed or full one is left unsaid, since
    /// there is nowhere else to say it.
    public func report() {
        for line in lines {
            _ = StandardStream.error.write(line + "\n")
        }
    }
}
