import FoundationEssentials
import PulseCore

extension CivilZone {
    /// The instant a feed's local time names in this zone, by RFC 5545 §3.3.5: a time the
    /// clocks skip (a spring-forward gap) is read with the offset in force before the gap, so
    /// 02:30 on New York's spring-forward day is 03:30 EDT; a time the clocks show twice (a
    /// fall-back hour) is its first showing. `instant(showing:)` answers nil in a gap and
    /// either instant in a repeat, so the rule is applied here from the offsets alone.
    func placing(_ wall: CivilTime) -> Date {
        let asUTC = wall.secondsIfUTC
        // No zone is more than a day from UTC: every offset that could read as `wall` is in
        // force within a day of it.
        let probes = [asUTC - 86_400, asUTC, asUTC + 86_400].map { secondsFromGMT(for: Self.date($0)) }
        // One offset all round: no change near, and the answer needs no more look-ups.
        if probes[0] == probes[1] && probes[1] == probes[2] { return Self.date(asUTC - probes[1]) }
        var offsets: [Int] = []
        for offset in probes where !offsets.contains(offset) { offsets.append(offset) }
        let readingBack = offsets.filter { secondsFromGMT(for: Self.date(asUTC - $0)) == $0 }
        // The larger offset gives the earlier instant: the first of two showings.
        if let first = readingBack.max() { return Self.date(asUTC - first) }
        // A gap: just before it the clock was behind by the largest offset's distance, and
        // the offset then in force is the one before the gap.
        let beforeGap = secondsFromGMT(for: Self.date(asUTC - (offsets.max() ?? 0)))
        return Self.date(asUTC - beforeGap)
    }

    private static func date(_ seconds: Int) -> Date { Date(timeIntervalSince1970: Double(seconds)) }
}
