import Foundation
import PulseCore

/// The Clock page: `HH:MM` at 70 over the date at 16, 20 units apart, centred.
public enum ClockView {
    /// Reference gap between the time and the date (`ClockLayout.dateGap`).
    public static let dateGap = 20.0

    /// The page's stack for `reading`.
    public static func composition(for reading: ClockReading) -> Composition {
        Composition([
            .init(
                Label(
                    reading.time, size: 70, tracking: 2, role: .primary, lineBox: .tight, isBig: true,
                    tabularDigits: true)),
            .init(Label(reading.date, size: 16, tracking: 5, role: .muted), gapBefore: dateGap),
        ])
    }

    /// The page's content as plain lines, in reading order.
    public static func textLines(for reading: ClockReading) -> [String] {
        [reading.time, reading.date]
    }
}
