import Foundation
import Testing

@testable import PulseCore

/// Gatus's `GET /api/v1/endpoints/statuses`.
@Suite struct GatusDecoderTests {
    private func endpoint(_ results: String, group: String? = nil) -> Data {
        let grouped = group.map { #","group":"\#($0)""# } ?? ""
        return Data(#"[{"name":"api"\#(grouped),"key":"k","results":[\#(results)]}]"#.utf8)
    }

    @Test func theServerMadeBodyIsItsLastResultAndZeroTimeIsNone() throws {
        let rows = try GatusDecoder.decode(fixture("uptime-providers/gatus-endpoints-statuses.json")).get()
        #expect(rows == [UptimeService(name: "group/name", status: .down, lastCheckedAt: nil)])
    }

    @Test func anEndpointWithNoResultsIsUnknown() throws {
        let rows = try GatusDecoder.decode(
            fixture("uptime-providers/gatus-endpoints-statuses.page5-empty-results.json")
        )
        .get()
        #expect(rows == [UptimeService(name: "group/name", status: .unknown)])
        #expect(try GatusDecoder.decode(Data(#"[{"name":"a"}]"#.utf8)).get().map(\.status) == [.unknown])
    }

    @Test func successIsUpAndFailureIsDownAndTheTimeIsTheLastResults() throws {
        let up = try GatusDecoder.decode(
            endpoint(
                #"{"success":false,"timestamp":"2026-08-22T11:59:00Z"},"#
                    + #"{"success":true,"timestamp":"2026-08-22T12:00:00.123456789Z"}"#)
        ).get()
        #expect(up.map(\.status) == [.operational] && up.map(\.name) == ["api"])
        let time = try #require(up.first?.lastCheckedAt).timeIntervalSince1970
        #expect(abs(time - 1_787_400_000.123) < 0.001, "nanoseconds, read to the millisecond")
        let down = try GatusDecoder.decode(endpoint(#"{"success":true},{"success":false}"#)).get()
        #expect(down.map(\.status) == [.down])
    }

    @Test func aSuccessThatIsNotABooleanIsUnknown() throws {
        for value in ["1", "0", #""true""#, "null", "{}"] {
            let rows = try GatusDecoder.decode(endpoint(#"{"success":\#(value)}"#)).get()
            #expect(rows.map(\.status) == [.unknown], "\(value)")
        }
        #expect(try GatusDecoder.decode(endpoint(#"{"status":200}"#)).get().map(\.status) == [.unknown])
    }

    @Test func anEmptyGroupIsNoGroup() throws {
        #expect(try GatusDecoder.decode(endpoint("", group: "")).get().map(\.name) == ["api"])
        #expect(try GatusDecoder.decode(endpoint("", group: "core")).get().map(\.name) == ["core/api"])
    }

    @Test func bodiesOfAnotherShapeAreUnreadable() throws {
        for body in [
            "endpoint not found", "Unauthorized", #"{"name":"a"}"#, #"[{"group":"g"}]"#, #"[{"name":3}]"#, "[1]", "",
        ] {
            #expect(GatusDecoder.decode(Data(body.utf8)) == .failure(.unreadable), "\(body)")
        }
        #expect(try GatusDecoder.decode(Data("[]".utf8)).get().isEmpty)
    }
}
