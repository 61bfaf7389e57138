/// A preference that is one of two words, switched by its Settings row (the time format,
/// the temperature unit, the Uptime page's order). The first case is the default; the row
/// is lit on the other, and shows the word the settings file and the command line use.
public protocol TwoWordSetting: RawRepresentable<String>, CaseIterable, Equatable, Sendable {
    /// The Settings row's value.
    var shown: String { get }
}

extension TwoWordSetting {
    /// The stored word in capitals, a hyphen as a space (`24H`, `DOWN FIRST`).
    public var shown: String { rawValue.uppercased().replacing("-", with: " ") }

    /// Whether it is not the default: the row is lit.
    public var isOn: Bool { self != Self.allCases.first }

    /// The other word, which the row switches to.
    public var toggled: Self { Self.allCases.first { $0 != self } ?? self }
}
