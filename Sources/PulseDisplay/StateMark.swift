/// The square that says a service's state, shaped by the state as well as coloured by it, so
/// that no state rests on colour alone (about one man in twelve cannot tell the red square
/// from the green): up (and every role that is not a state) fills the square; degraded
/// lights its lower half; down lights two opposite quarters, maintenance the other two;
/// unknown, nothing heard, one quarter. The side is even, so each quarter is whole pixels,
/// and on half blocks each shape is a different pair of cells whatever the colours.
enum StateMark {
    /// The pixels of the mark for `role` in the square of `side` at (`x`, `y`).
    static func fills(for role: ColorRole, x: Int, y: Int, side: Int) -> [PixelFill] {
        let half = side / 2
        func quarter(_ column: Int, _ row: Int) -> PixelFill {
            PixelFill(x: x + column * half, y: y + row * half, width: half, height: half, role: role)
        }
        switch role.dayRole {
        case .degraded: return [PixelFill(x: x, y: y + half, width: side, height: half, role: role)]
        case .down: return [quarter(0, 0), quarter(1, 1)]
        case .maintenance: return [quarter(1, 0), quarter(0, 1)]
        case .unknown: return [quarter(0, 1)]
        default: return [PixelFill(x: x, y: y, width: side, height: side, role: role)]
        }
    }
}
