/// A colour by what it means, not by its value. The terminal backend resolves each role
/// once for the colour mode in use.
public enum ColorRole: UInt8, CaseIterable, Sendable, Hashable {
    case background, inputSurface, primary, bright, muted, faint, separator
    case heat0, heat1, heat2, heat3, heat4
    case today0, today1, today2, today3, today4
    case up, degraded, down, unknown, maintenance
    /// The night palette: each lit role drawn dimmer (see `NightPalette`); black stays black.
    case nightInputSurface, nightPrimary, nightBright, nightMuted, nightFaint, nightSeparator
    case nightHeat0, nightHeat1, nightHeat2, nightHeat3, nightHeat4
    case nightToday0, nightToday1, nightToday2, nightToday3, nightToday4
    case nightUp, nightDegraded, nightDown, nightUnknown, nightMaintenance

    /// The original's `PixelTheme` value, hex for hex.
    public var rgb: UInt32 {
        switch self {
        case .background: 0x000000
        case .inputSurface: 0x0C0C0C
        case .primary: 0xFFFFFF
        case .bright: 0xE6E6E6
        case .muted: 0x525252
        case .faint: 0x3D3D3D
        case .separator: 0x1C1C1C
        case .heat0: 0x141414
        case .heat1: 0x3D3D3D
        case .heat2: 0x6E6E6E
        case .heat3: 0xA3A3A3
        case .heat4: 0xFFFFFF
        case .today0: 0x123A20
        case .today1: 0x166534
        case .today2: 0x199C48
        case .today3: 0x22C55E
        case .today4: 0x4ADE80
        case .up: 0x22C55E
        case .degraded: 0xF59E0B
        case .down: 0xEF4444
        case .unknown: 0x2A2D2E
        case .maintenance: 0x3B82F6
        case .nightInputSurface, .nightPrimary, .nightBright, .nightMuted, .nightFaint, .nightSeparator,
            .nightHeat0, .nightHeat1, .nightHeat2, .nightHeat3, .nightHeat4, .nightToday0, .nightToday1,
            .nightToday2, .nightToday3, .nightToday4, .nightUp, .nightDegraded, .nightDown, .nightUnknown,
            .nightMaintenance:
            NightPalette.rgb(ofDay: dayRole)
        }
    }

    /// One character naming the role in golden screens.
    public var code: Character {
        let codes: [ColorRole: Character] = [
            .background: " ", .inputSurface: "i", .primary: "P", .bright: "B", .muted: "m",
            .faint: "f", .separator: "s", .heat0: "0", .heat1: "1", .heat2: "2", .heat3: "3",
            .heat4: "4", .today0: "a", .today1: "b", .today2: "c", .today3: "d", .today4: "e",
            .up: "U", .degraded: "D", .down: "X", .unknown: "K", .maintenance: "W",
            .nightInputSurface: "j", .nightPrimary: "p", .nightBright: "r", .nightMuted: "n", .nightFaint: "g",
            .nightSeparator: "t", .nightHeat0: "5", .nightHeat1: "6", .nightHeat2: "7", .nightHeat3: "8",
            .nightHeat4: "9", .nightToday0: "v", .nightToday1: "w", .nightToday2: "x", .nightToday3: "y",
            .nightToday4: "z", .nightUp: "u", .nightDegraded: "o", .nightDown: "q", .nightUnknown: "k",
            .nightMaintenance: "h",
        ]
        return codes[self] ?? "?"
    }
}
