import Foundation
import Testing

@testable import PulseCore

/// Gatus's `GET /api/v1/endpoints/statuses`.
@Suite struct GatusDecoderTests {
    static let readAt = Date(timeIntervalSince1970: 1_787_401_800)

    private func endpoint(_ results: String, group: String? = nil) -> Data {
        let grouped = group.map { #","group":"\#($0)""# } ?? ""
        return Data(#"[{"name":"api"\#(grouped),"key":"k","results":[\#(results)]}]"#.utf8)
    }

    @Test func theServerMadeBodyIsItsLastResultAndZeroTimeIsNone() throws {
        let rows = try GatusDecoder.decode(fixture("uptime-providers/gatus-endpoints-statuses.json"), at: Self.readAt)
            .get()
        #expect(
            rows == [
                UptimeService(name: "group/name", status: .down, lastCheckedAt: nil, checks: [.operational, .down])
            ])
    }

    @Test func anEndpointWithNoResultsIsUnknown() throws {
        let rows = try GatusDecoder.decode(
            fixture("uptime-providers/gatus-endpoints-statuses.page5-empty-results.json"), at: Self.readAt
        )
        .get()
        #expect(rows == [UptimeService(name: "group/name", status: .unknown)])
        #expect(
            try GatusDecoder.decode(Data(#"[{"name":"a"}]"#.utf8), at: Self.readAt).get().map(\.status) == [.unknown])
    }

    @Test func successIsUpAndFailureIsDownAndTheTimeIsTheLastResults() throws {
        let up = try GatusDecoder.decode(
            endpoint(
                #"{"success":false,"timestamp":"2026-08-22T11:59:00Z"},"#
                    + #"{"success":true,"timestamp":"2026-08-22T12:00:00.123456789Z"}"#), at: Self.readAt
        ).get()
        #expect(up.map(\.status) == [.operational] && up.map(\.name) == ["api"])
        let time = try #require(up.first?.lastCheckedAt).timeIntervalSince1970
        #expect(abs(time - 1_787_400_000.123) < 0.001, "nanoseconds, read to the millisecond")
        let down = try GatusDecoder.decode(endpoint(#"{"success":true},{"success":false}"#), at: Self.readAt).get()
        #expect(down.map(\.status) == [.down])
    }

    @Test func aSuccessThatIsNotABooleanIsUnknown() throws {
        for value in ["1", "0", #""true""#, "null", "{}"] {
            let rows = try GatusDecoder.decode(endpoint(#"{"success":\#(value)}"#), at: Self.readAt).get()
            #expect(rows.map(\.status) == [.unknown], "\(value)")
        }
        #expect(
            try GatusDecoder.decode(endpoint(#"{"status":200}"#), at: Self.readAt).get().map(\.status) == [.unknown])
    }

    @Test func anEmptyGroupIsNoGroup() throws {
        #expect(try GatusDecoder.decode(endpoint("", group: ""), at: Self.readAt).get().map(\.name) == ["api"])
        #expect(try GatusDecoder.decode(endpoint("", group: "core"), at: Self.readAt).get().map(\.name) == ["core/api"])
    }

    @Test func bodiesOfAnotherShapeAreUnreadable() throws {
        for body in [
            "endpoint not found", "Unauthorized", #"{"name":"a"}"#, #"[{"group":"g"}]"#, #"[{"name":3}]"#, "[1]", "",
        ] {
            #expect(GatusDecoder.decode(Data(body.utf8), at: Self.readAt) == .failure(.unreadable), "\(body)")
        }
        #expect(try GatusDecoder.decode(Data("[]".utf8), at: Self.readAt).get().isEmpty)
    }

    /// Results as Gatus writes them, one every `step` seconds up to the read, oldest first.
    private func results(_ states: [Bool], every step: TimeInterval) -> String {
        states.enumerated().map { index, success in
            let time = Self.readAt.addingTimeInterval(-step * Double(states.count - 1 - index))
            return
                #"{"status":200,"duration":150000000,"success":\#(success),"timestamp":"\#(ISO8601DateFormatter().string(from: time))"}"#
        }.joined(separator: ",")
    }

    @Test func theResultsAreTheChecksAndTheFailureThatEndsThemSaysSinceWhen() throws {
        let row = try #require(
            try GatusDecoder.decode(endpoint(results([true, false, true, false, false], every: 60)), at: Self.readAt)
                .get().first)
        #expect(row.checks == [.operational, .down, .operational, .down, .down])
        #expect(row.downSince == Self.readAt.addingTimeInterval(-60))
        let allDown = try GatusDecoder.decode(endpoint(results([false, false], every: 60)), at: Self.readAt).get()
        #expect(allDown.first?.downSince == nil, "failing in every result sent: the change is older")
    }

    @Test func aDaysShareComesOnlyFromResultsThatReachBackADay() throws {
        // Fifty results a minute apart are under an hour: no figure.
        let minutely = GatusDecoder.decode(
            endpoint(results(Array(repeating: true, count: 50), every: 60)), at: Self.readAt)
        #expect(try minutely.get().first?.uptime == nil)
        // Every hour, thirty results: the last 24 hold the day, one of them failed.
        var hourly = Array(repeating: true, count: 30)
        hourly[27] = false
        let day = try GatusDecoder.decode(endpoint(results(hourly, every: 3600)), at: Self.readAt).get()
        #expect(day.first?.uptime == 23.0 / 24.0)
        #expect(
            try GatusDecoder.decode(fixture("uptime-providers/gatus-endpoints-statuses.json"), at: Self.readAt)
                .get().first?.uptime == nil, "Go's zero times cannot be placed")
    }
}
