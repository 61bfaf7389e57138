import Foundation
import Testing

@testable import PulseCore

/// Better Stack's `GET /api/v2/monitors`, JSON:API-shaped.
@Suite struct BetterStackDecoderTests {
    /// The documented example's shape: a string id, fields under `attributes`, `pagination`.
    private func page(_ attributes: [String], next: String? = nil) -> Data {
        let items = attributes.enumerated().map {
            #"{"id":"\#($0.offset)","type":"monitor","attributes":{\#($0.element)}}"#
        }
        let link = next.map { #""\#($0)""# } ?? "null"
        return Data(
            (#"{"data":[\#(items.joined(separator: ","))],"pagination":{"first":"https://uptime.betterstack.com/"#
                + #"api/v2/monitors?page=1","last":null,"prev":null,"next":\#(link)}}"#).utf8)
    }

    @Test func aDocumentedMonitorDecodes() throws {
        let body = page(
            [
                #""url":"https://uptime.betterstack.com","pronounceable_name":"Uptime homepage","monitor_type":"keyword","#
                    + #""last_checked_at":"2020-09-01T14:17:46.000Z","status":"up","policy_id":null,"paused_at":null"#
            ], next: "https://uptime.betterstack.com/api/v2/monitors?page=2")
        let decoded = try BetterStackDecoder.decode(body).get()
        #expect(
            decoded.services == [
                UptimeService(
                    name: "Uptime homepage", status: .operational,
                    lastCheckedAt: Date(timeIntervalSince1970: 1_598_969_866))
            ])
        #expect(decoded.next == "https://uptime.betterstack.com/api/v2/monitors?page=2")
    }

    @Test func everyDocumentedStatusMapsAsTheTableSays() throws {
        let values = ["up", "validating", "down", "paused", "pending", "maintenance"]
        let rows = try BetterStackDecoder.decode(
            page(values.map { #""pronounceable_name":"\#($0)","status":"\#($0)""# })
        )
        .get().services
        #expect(rows.map(\.status) == [.operational, .degraded, .down, .paused, .new, .maintenance])
        #expect(rows.map(\.name) == values)
    }

    @Test func undocumentedValuesAreUnknown() throws {
        for value in [#""UP""#, #""degraded""#, #""""#, "1", "true", "null"] {
            let rows = try BetterStackDecoder.decode(page([#""pronounceable_name":"a","status":\#(value)"#])).get()
                .services
            #expect(rows.map(\.status) == [.unknown], "\(value)")
        }
    }

    @Test func theLastPageHasNoNext() throws {
        #expect(try BetterStackDecoder.decode(page([])).get() == BetterStackPage(services: [], next: nil))
        #expect(try BetterStackDecoder.decode(Data(#"{"data":[]}"#.utf8)).get().next == nil)
    }

    @Test func bodiesOfAnotherShapeAreUnreadable() {
        for body in [
            #"{"errors":"Resource with provided ID was not found"}"#, #"{"data":{}}"#, #"{"data":[{"id":"1"}]}"#,
            #"{"data":[{"attributes":{"status":"up"}}]}"#, #"{"data":[{"attributes":{"pronounceable_name":5}}]}"#, "[]",
            "",
        ] {
            #expect(BetterStackDecoder.decode(Data(body.utf8)) == .failure(.unreadable), "\(body)")
        }
    }
}
