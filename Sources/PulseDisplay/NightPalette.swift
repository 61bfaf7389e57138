import PulseCore

/// The night palette (design/palette.md): from sunset to sunrise every lit role is drawn
/// dimmer. Truecolor and 256 colours take the day's value scaled by `scale` in every
/// channel, which keeps the roles' order and the status colours' hues; 16 colours take
/// the ladder's dimmer neighbours; without colour the terminal's dim attribute does it.
public enum NightPalette {
    /// Each channel of a day value is multiplied by this at night.
    public static let scale = 0.5

    /// The night value of a day role's colour.
    static func rgb(ofDay role: ColorRole) -> UInt32 {
        dimmed(role.rgb)
    }

    /// A day colour at night: every channel times `scale`, rounded (in any ink alike).
    static func dimmed(_ day: UInt32) -> UInt32 {
        func channel(_ shift: UInt32) -> UInt32 {
            UInt32((Double((day >> shift) & 0xFF) * scale).rounded()) << shift
        }
        return channel(16) | channel(8) | channel(0)
    }

    /// The 16-colour number at night: each bright colour's dim neighbour (bright white to
    /// light grey, light grey to dark grey, bright green to green, yellow to brown, bright
    /// red to red, bright cyan to cyan); dark grey has no dimmer grey that is not black, so
    /// it stays, as do the base colours of an ink.
    static func sixteen(ofDay role: ColorRole, in ink: Ink = .white) -> Int {
        // Today in white beside green days stays light grey: dark grey is their lowest step.
        if InkPalette.todayInWhite(role, ink) != nil { return 7 }
        let day = InkPalette.sixteen(ofDay: role, in: ink)
        let dimmer = [15: 7, 7: 8, 10: 2, 11: 3, 9: 1, 12: 4, 13: 5, 14: 6]
        return dimmer[day] ?? day
    }
}

extension ColorRole {
    /// Whether this is one of the night palette's roles.
    public var isNight: Bool { rawValue >= ColorRole.nightInputSurface.rawValue }

    /// The role drawn at night: its dimmer twin (black stays black).
    public var atNight: ColorRole {
        guard !isNight, self != .background else { return self }
        return ColorRole(rawValue: rawValue - ColorRole.inputSurface.rawValue + ColorRole.nightInputSurface.rawValue)
            ?? self
    }

    /// The day role a night role dims (a day role is its own).
    public var dayRole: ColorRole {
        guard isNight else { return self }
        return ColorRole(rawValue: rawValue - ColorRole.nightInputSurface.rawValue + ColorRole.inputSurface.rawValue)
            ?? self
    }
}

extension Frame {
    /// The frame in the night palette: every cell's colours dimmed, glyphs unchanged.
    public func atNight() -> Frame {
        var night = self
        for row in 0..<rows {
            for column in 0..<columns {
                let cell = self[row, column]
                night[row, column] = Cell(cell.glyph, cell.foreground.atNight, cell.background.atNight)
            }
        }
        return night
    }
}

extension DrawnFrame {
    /// The same frame, targets and scroll extent, in the night palette.
    public func atNight() -> DrawnFrame {
        DrawnFrame(frame.atNight(), targets: targets, furthestScroll: furthestScroll)
    }
}
