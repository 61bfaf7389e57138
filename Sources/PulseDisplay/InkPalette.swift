import PulseCore

/// The palette in an ink (design/palette.md): every role that is a grey of the original's
/// white is the ink at that grey's level, channel by channel (`#525252`, level 82 of 255,
/// is the ink times 82/255), so white gives the original's values exactly and every ink
/// keeps their order and their spacing. The state colours never take the ink (a square
/// means the same in every ink), nor does the heatmap's today, which must stand apart from
/// the ordinary days around it: where the ink is itself green (its hue within 30° of
/// today's), today is drawn in the original's white ramp instead (on 16 and 8 colours,
/// white and light grey where it would be bright and dark green).
public enum InkPalette {
    /// The roles drawn in the ink: the text, hairlines, the input surface and the
    /// heatmap's ordinary days.
    static let inked: Set<ColorRole> = [
        .inputSurface, .primary, .bright, .muted, .faint, .separator, .heat0, .heat1, .heat2, .heat3, .heat4,
    ]

    /// How far from today's hue an ink must be, in degrees, for today to stay green.
    static let todayHueDistance = 30.0

    /// The day role's colour in `ink`.
    static func rgb(ofDay role: ColorRole, in ink: Ink) -> UInt32 {
        guard ink != .white else { return role.rgb }
        if inked.contains(role) { return scaled(ink.rgb, level: role.rgb & 0xFF) }
        if let white = todayInWhite(role, ink) { return white.rgb }
        return role.rgb
    }

    /// Where the ink is green, today's step as the ordinary days' role of the same step,
    /// drawn in the original's white; nil for other roles and inks.
    static func todayInWhite(_ role: ColorRole, _ ink: Ink) -> ColorRole? {
        let today: [ColorRole] = [.today0, .today1, .today2, .today3, .today4]
        guard let step = today.firstIndex(of: role), isGreen(ink) else { return nil }
        return [.heat0, .heat1, .heat2, .heat3, .heat4][step]
    }

    /// Whether `ink` is saturated enough to have a hue and that hue is within
    /// `todayHueDistance` of today's green (`#22C55E`).
    public static func isGreen(_ ink: Ink) -> Bool {
        guard let inkHue = hue(ink.rgb), let todayHue = hue(ColorRole.today3.rgb) else { return false }
        let apart = abs(inkHue - todayHue).truncatingRemainder(dividingBy: 360)
        return min(apart, 360 - apart) <= todayHueDistance
    }

    /// `rgb`'s hue in degrees, or nil for a grey (or nearly: saturation below a quarter).
    static func hue(_ rgb: UInt32) -> Double? {
        let (r, g, b) = (Double((rgb >> 16) & 0xFF), Double((rgb >> 8) & 0xFF), Double(rgb & 0xFF))
        let high = max(r, g, b), low = min(r, g, b)
        guard high > 0, (high - low) / high >= 0.25 else { return nil }
        let span = high - low
        let sector: Double
        if high == r {
            sector = (g - b) / span
        } else if high == g {
            sector = (b - r) / span + 2
        } else {
            sector = (r - g) / span + 4
        }
        return (sector * 60 + 360).truncatingRemainder(dividingBy: 360)
    }

    /// Every channel of `rgb` times `level` / 255, rounded.
    static func scaled(_ rgb: UInt32, level: UInt32) -> UInt32 {
        func channel(_ shift: UInt32) -> UInt32 {
            UInt32((Double((rgb >> shift) & 0xFF) * Double(level) / 255).rounded()) << shift
        }
        return channel(16) | channel(8) | channel(0)
    }

    /// The 16-colour pair the ink is drawn with: the bright ANSI colour nearest to it
    /// (xterm's values) and its base colour (white 15 and 7, amber 11 and 3, green 10 and
    /// 2, cyan 14 and 6).
    static func sixteenPair(_ ink: Ink) -> (bright: Int, base: Int) {
        let brights: [(Int, UInt32)] = [
            (15, 0xFF_FFFF), (11, 0xFF_FF00), (10, 0x00_FF00), (14, 0x00_FFFF), (9, 0xFF_0000), (13, 0xFF_00FF),
            (12, 0x5C_5CFF),
        ]
        func distance(_ one: UInt32, _ other: UInt32) -> Int {
            [16, 8, 0].reduce(0) { total, shift in
                let d = Int((one >> UInt32(shift)) & 0xFF) - Int((other >> UInt32(shift)) & 0xFF)
                return total + d * d
            }
        }
        let nearest = brights.min { distance($0.1, ink.rgb) < distance($1.1, ink.rgb) }?.0 ?? 15
        return (nearest, nearest - 8)
    }

    /// The 16-colour number of a day role in `ink`: the original's map, with the ink's pair
    /// for its white and light grey (the dark grey stays grey, the dimmest colour that is
    /// not black), and today in white's numbers where the ink is green.
    static func sixteen(ofDay role: ColorRole, in ink: Ink) -> Int {
        let number = ColorMode.sixteen(role)
        // Today's greens become white's: the green days' dark grey would swallow its lowest steps.
        if todayInWhite(role, ink) != nil { return number == 10 ? 15 : 7 }
        guard ink != .white, inked.contains(role) else { return number }
        let pair = sixteenPair(ink)
        return number == 15 ? pair.bright : number == 7 ? pair.base : number
    }

    /// The plain eight colours of a day role in `ink`: the text's white is the ink's base
    /// colour; today in white's where the ink is green.
    static func eightPlain(ofDay role: ColorRole, in ink: Ink) -> Int {
        if todayInWhite(role, ink) != nil { return 7 }
        let number = ColorMode.eightPlain(role)
        guard ink != .white, inked.contains(role), number == 7 else { return number }
        return sixteenPair(ink).base
    }
}

extension ColorRole {
    /// The role's colour drawn in `ink`, night roles included (their day value in the ink,
    /// dimmed as `NightPalette` dims).
    public func rgb(in ink: Ink) -> UInt32 {
        guard ink != .white else { return rgb }
        return isNight
            ? NightPalette.dimmed(InkPalette.rgb(ofDay: dayRole, in: ink)) : InkPalette.rgb(ofDay: self, in: ink)
    }
}
