#if canImport(Glibc)
    import Glibc
#endif

/// How far an ink stands from the background it is drawn on, which is always black: the
/// WCAG 2 contrast ratio of the two relative luminances. An ink below `leastContrast`
/// would draw every page, Settings included, in a colour the eye cannot tell from the
/// background, with no way back on screen, so `--ink` and `display.ink` refuse it.
extension Ink {
    /// The least contrast an ink must have against black: 3:1, WCAG's minimum for large
    /// text and graphics (every word Pulse draws in the ink's own colour is large, and its
    /// dimmer roles are steps below it). `#5A5A5A` is the darkest grey that passes;
    /// pure blue `#0000FF` (2.4:1) does not.
    public static let leastContrast = 3.0

    /// The relative luminance (0 for black, 1 for white): each channel made linear by the
    /// sRGB curve, then weighted as the eye weighs them.
    public var relativeLuminance: Double {
        func linear(_ shift: UInt32) -> Double {
            let channel = Double((rgb >> shift) & 0xFF) / 255
            return channel <= 0.040_45 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(16) + 0.7152 * linear(8) + 0.0722 * linear(0)
    }

    /// The contrast ratio against the black background, from 1 (black) to 21 (white).
    public var contrastOnBlack: Double { (relativeLuminance + 0.05) / 0.05 }

    /// Whether it can be read on the black background.
    public var isReadable: Bool { contrastOnBlack >= Self.leastContrast }

    /// Why an ink that is not readable is refused, in words for a message.
    public static let tooDarkText = "too dark to read on the black background (contrast below 3:1)"
}
