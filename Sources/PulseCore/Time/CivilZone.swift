import FoundationEssentials

/// A time zone as the core needs one: how far the local clock is from UTC at any instant,
/// and which instant a local time names. The runtime hands in the C library's zone (every
/// `TZ` a shell accepts); tests may hand in Foundation's named zones or fixed offsets, since
/// `TimeZone` conforms. Reading it never reads the clock: the instant is always given.
public protocol CivilZone: Sendable {
    /// Seconds east of UTC at `instant` (daylight saving included).
    func secondsFromGMT(for instant: Date) -> Int

    /// What `instant` reads as on this zone's clock. Default: `instant` moved by its
    /// offset; the C library's own answer differs only in the leap-second (`right/`) zones.
    func civilTime(at instant: Date) -> CivilTime

    /// The instant at which the local clock shows `civil`, or nil when the clocks skip that
    /// time (a spring-forward gap). In a fall-back hour that happens twice, either instant.
    func instant(showing civil: CivilTime) -> Date?

    /// Another zone, named as `TZ` names one (`America/New_York`, `<+0545>-5:45`), read by
    /// the same code as this one, so the Clock's other zones follow exactly the rules its
    /// own time does; nil where this kind of zone cannot read that name. Default: none.
    func zone(named spec: String) -> (any CivilZone)?
}

extension CivilZone {
    /// No other zones: a zone that knows only itself (a fixed offset, say).
    public func zone(named spec: String) -> (any CivilZone)? { nil }

    /// What `instant` reads as on this zone's clock: `instant` moved by its offset.
    public func civilTime(at instant: Date) -> CivilTime {
        CivilTime(at: instant, offset: secondsFromGMT(for: instant))
    }

    /// The instant named by `civil`, found from the offsets alone: each offset in force
    /// within a day of it is tried, and one that reads back as `civil` is the answer.
    public func instant(showing civil: CivilTime) -> Date? {
        let asUTC = civil.secondsIfUTC
        // No zone is more than a day from UTC, so every offset that could apply is among
        // those in force a day either side, or at the instant itself.
        let candidates = [asUTC - 86_400, asUTC, asUTC + 86_400].map {
            secondsFromGMT(for: Date(timeIntervalSince1970: Double($0)))
        }
        for offset in Set(candidates).sorted(by: >) {
            let instant = Date(timeIntervalSince1970: Double(asUTC - offset))
            if secondsFromGMT(for: instant) == offset { return instant }
        }
        return nil
    }
}

/// Foundation's zones: named ones where the full Foundation is linked (the tests), fixed
/// offsets anywhere (`TimeZone(secondsFromGMT:)` needs no database).
extension TimeZone: CivilZone {
    /// Foundation's zone of that identifier; POSIX rules it does not know.
    public func zone(named spec: String) -> (any CivilZone)? { TimeZone(identifier: spec) }
}
