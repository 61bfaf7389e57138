/// The colour every white role of the screen is drawn in (design/palette.md): the
/// original's white (the default), the looks of the displays clocks were made of (amber
/// and green phosphor, a cyan vacuum-fluorescent tube) or any `#RRGGBB`. The display
/// derives every other tone from it by one rule; this is only the choice.
public struct Ink: Equatable, Hashable, Sendable {
    /// The colour, `0xRRGGBB`.
    public let rgb: UInt32

    /// An ink of `rgb` (only its low 24 bits count).
    public init(rgb: UInt32) {
        self.rgb = rgb & 0xFF_FFFF
    }

    /// The original's white.
    public static let white = Ink(rgb: 0xFF_FFFF)
    /// A P3 amber phosphor terminal.
    public static let amber = Ink(rgb: 0xFF_B000)
    /// A P1 green phosphor terminal.
    public static let green = Ink(rgb: 0x33_FF33)
    /// A vacuum-fluorescent display's blue-green.
    public static let cyan = Ink(rgb: 0x00_E5FF)

    /// The named inks, in the order Settings steps through them.
    public static let named: [(name: String, ink: Ink)] = [
        ("WHITE", white), ("AMBER", amber), ("GREEN", green), ("CYAN", cyan),
    ]

    /// `WHITE`, `AMBER`, `GREEN`, `CYAN`, or `#RRGGBB` for any other.
    public var name: String {
        Self.named.first { $0.ink == self }?.name ?? hex
    }

    /// `#RRGGBB`, upper case.
    public var hex: String {
        let digits = String(rgb, radix: 16, uppercase: true)
        return "#" + String(repeating: "0", count: 6 - digits.count) + digits
    }

    /// How the settings file and `--ink` write it: the name in lower case, or `#RRGGBB`.
    public var storedForm: String { name.hasPrefix("#") ? name : name.lowercased() }

    /// The ink Settings changes to: the next named one (after the last, or after a colour
    /// of the user's own, white again).
    public var next: Ink {
        guard let index = Self.named.firstIndex(where: { $0.ink == self }), index + 1 < Self.named.count else {
            return .white
        }
        return Self.named[index + 1].ink
    }

    /// A name (any case) or `#` and six hex digits; nil for anything else.
    public init?(parsing text: String) {
        if let named = Self.named.first(where: { $0.name == text.uppercased() }) {
            self = named.ink
            return
        }
        let digits = text.unicodeScalars.dropFirst()
        let isHex = digits.allSatisfy {
            ("0"..."9").contains($0) || ("a"..."f").contains($0) || ("A"..."F").contains($0)
        }
        guard text.first == "#", digits.count == 6, isHex, let value = UInt32(String(digits), radix: 16) else {
            return nil
        }
        self.init(rgb: value)
    }

    /// What `--ink` and the settings file take, in words.
    public static let choicesText = "white, amber, green, cyan or #RRGGBB"
}
