import FoundationEssentials

/// What a timer page does when one of its ends comes, shared by the Countdown and the
/// Interval: the terminal's bell once, or three times a second apart, or not at all (the
/// BELL row), the fill flashing for a few
/// seconds, and the user's command. An end more than a minute old when Pulse first sees
/// it (after a restart or a suspend) does none of this: it only shows as ended.
public struct TimerChime: Equatable, Sendable {
    /// How late an end may be seen and still ring.
    public static let lateness: TimeInterval = 60
    /// How long the fill flashes, and each of its on and off steps.
    public static let flashLength: TimeInterval = 3, flashStep: TimeInterval = 0.5

    /// How far apart the rings of one end are.
    public static let ringStep: TimeInterval = 1

    /// Times the bell was rung.
    public private(set) var bells = 0
    /// The rings of the last end still to come, in order.
    public private(set) var laterRings: [Date] = []
    /// When the flash began, while it may still be under way.
    public private(set) var flashFrom: Date?

    /// No end seen yet.
    public init() {}

    /// Announces `end`, seen at `now`: rings and flashes and asks for the command, unless
    /// the end is too old.
    public mutating func announce(_ end: TimerEnd, seenAt now: Date, _ context: PageContext) -> [Effect] {
        guard now.timeIntervalSince(end.at) <= Self.lateness else { return [] }
        let rings = context.choices.timers.bell.rings
        if rings > 0 { bells += 1 }
        laterRings = (1..<max(1, rings)).map { now.addingTimeInterval(Double($0) * Self.ringStep) }
        flashFrom = now
        return context.finishCommand.map { [.runCommand($0, end)] } ?? []
    }

    /// Whether the fill is lit by the flash at `now`: on for a step, off for a step.
    public func flashIsLit(at now: Date) -> Bool {
        guard let step = flashStepIndex(at: now) else { return false }
        return step % 2 == 0
    }

    /// Whether the flash is under way at `now`.
    public func isFlashing(at now: Date) -> Bool { flashStepIndex(at: now) != nil }

    /// The flash's next step after `now`, or its end; nil when it is over.
    public func nextFlashChange(after now: Date) -> Date? {
        guard let from = flashFrom, let step = flashStepIndex(at: now) else { return nil }
        return from.addingTimeInterval(Double(step + 1) * Self.flashStep)
    }

    /// Rings each later ring due by `now`: the frame's bell count grows by one, so the
    /// terminal sends one BEL a ring (several due at once ring once).
    public mutating func ring(at now: Date) {
        guard let first = laterRings.first, first <= now else { return }
        bells += 1
        laterRings.removeAll { $0 <= now }
    }

    /// The next ring still to come after `now`.
    public func nextRing(after now: Date) -> Date? { laterRings.first { $0 > now } }

    /// Stops the flash and the rings still to come (the user started, paused or reset).
    public mutating func quiet() {
        flashFrom = nil
        laterRings = []
    }

    private func flashStepIndex(at now: Date) -> Int? {
        guard let from = flashFrom else { return nil }
        let gone = now.timeIntervalSince(from)
        guard gone >= 0, gone < Self.flashLength else { return nil }
        return Int((gone / Self.flashStep).rounded(.down))
    }
}
