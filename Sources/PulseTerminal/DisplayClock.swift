import FoundationEssentials

/// The clock the display reads. Normally the wall clock; a benchmark may shift it
/// (`PULSE_TIME_OFFSET`, seconds, to place a minute boundary inside its window) or speed
/// it up (`PULSE_TIME_SCALE`, to live an hour of schedules in a minute when measuring
/// whether memory grows, or to see refreshes come in seconds in an end-to-end test).
/// `pulse snapshot` without `--at` reads the same clock. Not for everyday use.
public struct DisplayClock: Sendable {
    private let offset: TimeInterval
    private let scale: Double
    private let origin = Date()

    /// The furthest a shift is taken (about 300 years either way) and the fastest a clock
    /// runs (an hour a second): beyond them, or not finite, a value is ignored, since the
    /// time would leave every calendar the program converts it with.
    static let longestOffset: TimeInterval = 1e10
    static let fastestScale: Double = 3600

    /// The clock `environment` asks for.
    public init(environment: [String: String]) {
        let offset = environment["PULSE_TIME_OFFSET"].flatMap(TimeInterval.init) ?? 0
        self.offset = offset.isFinite && abs(offset) <= Self.longestOffset ? offset : 0
        let scale = environment["PULSE_TIME_SCALE"].flatMap(Double.init) ?? 1
        self.scale = scale.isFinite && (1...Self.fastestScale).contains(scale) ? scale : 1
    }

    /// The time the display shows now.
    public func read() -> Date {
        origin.addingTimeInterval(Date().timeIntervalSince(origin) * scale + offset)
    }

    /// The wall-clock instant at which the display's clock reaches `instant`.
    func wallTime(of instant: Date) -> Date {
        origin.addingTimeInterval((instant.timeIntervalSince(origin) - offset) / scale)
    }
}
