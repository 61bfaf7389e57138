import Testing

@testable import PulseCore

/// The worst-first order: down, degraded, unknown, up; the source's order within each.
@Suite struct DownFirstTests {
    private func rows(_ states: [ServiceStatus]) -> [UptimeService] {
        states.enumerated().map { UptimeService(name: "s\($0.offset)", status: $0.element) }
    }

    @Test func statesSortWorstFirst() {
        let ordered = DownFirst.ordered(rows([.operational, .unknown, .degraded, .down]))
        #expect(ordered.map(\.status) == [.down, .degraded, .unknown, .operational])
    }

    @Test func eachStateKeepsTheSourcesOrder() {
        let input = rows([.operational, .down, .operational, .unknown, .down, .degraded, .operational, .down, .unknown])
        let ordered = DownFirst.ordered(input)
        #expect(ordered.map(\.name) == ["s1", "s4", "s7", "s5", "s3", "s8", "s0", "s2", "s6"])
    }

    @Test func aLongListOfOneStateIsUnchanged() {
        let input = (0..<500).map { UptimeService(name: "n\($0)", status: .operational) }
        #expect(DownFirst.ordered(input) == input)
        #expect(DownFirst.ordered([]).isEmpty)
    }

    @Test func orderingTwiceIsOrderingOnce() {
        let once = DownFirst.ordered(rows([.unknown, .down, .operational, .degraded, .down, .unknown]))
        #expect(DownFirst.ordered(once) == once)
    }
}
