/// Pulse's bitmap typeface: upper case, 5-pixel caps on a 1/8-em grid, proportional.
public struct Typeface: Sendable {
    /// Every character the design uses, which a replacement font must also draw.
    public static let requiredCharacters: [Character] =
        Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 :-.,/'°%?!()+_#@&*·")

    private let glyphs: [UInt32: Glyph]
    /// Drawn for any character the font lacks, so nothing vanishes silently.
    public let fallback: Glyph

    /// The typeface built into the program (`Fonts/pulse.bdf`, compiled in from EmbeddedFont.swift).
    public static func builtIn() throws(BDFError) -> Typeface {
        try Typeface(bdf: embeddedFontBDF)
    }

    /// Parses a BDF font. It must have a fallback glyph (DEFAULT_CHAR, or code 0).
    public init(bdf text: String) throws(BDFError) {
        let parsed = try BDFParser.parse(text)
        guard let fallback = parsed.glyphs[parsed.defaultCode ?? 0] ?? parsed.glyphs[0] else {
            throw BDFError(line: 0, reason: "the font has no fallback glyph (DEFAULT_CHAR or ENCODING 0)")
        }
        glyphs = parsed.glyphs
        self.fallback = fallback
    }

    /// The glyph drawn for `character`: lower case as upper case, the fallback for the rest.
    public func glyph(for character: Character) -> Glyph {
        if let glyph = exactGlyph(for: character) { return glyph }
        for upper in character.uppercased() {
            if let glyph = exactGlyph(for: upper) { return glyph }
        }
        return fallback
    }

    /// The glyph the font has for exactly `character`, if any.
    public func exactGlyph(for character: Character) -> Glyph? {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return nil }
        return glyphs[scalar.value]
    }

    /// The advance of `character`; with `tabular`, every digit takes the widest digit's
    /// advance (a narrow `1` is padded), so a time never changes width as it ticks.
    public func advance(of character: Character, tabular: Bool) -> Int {
        let own = glyph(for: character).advance
        guard tabular, character.isASCII, character.isNumber else { return own }
        return max(own, digitAdvance)
    }

    /// The widest digit's advance.
    public var digitAdvance: Int {
        "0123456789".map { glyph(for: $0).advance }.max() ?? 0
    }

    /// The largest advance among the required characters: width budgets are computed
    /// against it, as the original computes them against `M`.
    public var widestAdvance: Int {
        Self.requiredCharacters.map { glyph(for: $0).advance }.max() ?? 0
    }
}
