import FoundationEssentials

extension CivilZone {
    /// Every instant at which the local clock shows `civil`, earliest first: none when the
    /// clocks skip it (a spring-forward gap), two when they show it twice (a fall-back
    /// hour), one otherwise. `instant(showing:)` gives only one of a repeated pair, and
    /// which one is the C library's choice; a countdown to a time of day needs the first.
    public func instants(showing civil: CivilTime) -> [Date] {
        let asUTC = civil.secondsIfUTC
        // No zone is more than a day from UTC, so the offsets that could apply are among
        // those in force a day either side or at the instant itself; the zone's own answer
        // is tried too, for the zones whose clock is more than an offset (leap seconds).
        let offsets = Set(
            [asUTC - 86_400, asUTC, asUTC + 86_400].map {
                secondsFromGMT(for: Date(timeIntervalSince1970: Double($0)))
            })
        let candidates = offsets.map { Date(timeIntervalSince1970: Double(asUTC - $0)) } + [instant(showing: civil)]
        return Set(candidates.compactMap { $0 }.filter { civilTime(at: $0) == civil }).sorted()
    }
}
