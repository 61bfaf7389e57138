import Foundation
import Testing

@testable import PulseCore

/// UptimeRobot's v2 `getMonitors`, and its errors that come as HTTP 200.
@Suite struct UptimeRobotDecoderTests {
    private func page(_ monitors: String, total: Int = 1) -> Data {
        Data(#"{"stat":"ok","pagination":{"offset":0,"limit":50,"total":\#(total)},"monitors":[\#(monitors)]}"#.utf8)
    }

    @Test func theDocumentedExampleDecodes() throws {
        let decoded = try UptimeRobotDecoder.decode(fixture("uptime-providers/uptimerobot-v2-getMonitors.json")).get()
        #expect(
            decoded
                == UptimeRobotPage(
                    services: [
                        UptimeService(name: "Google", status: .unknown),
                        UptimeService(name: "My Web Page", status: .operational),
                    ], total: 2))
    }

    @Test func everyDocumentedStatusMapsAsTheTableSays() throws {
        let codes = [2, 8, 9, 0, 1]
        let rows = try UptimeRobotDecoder.decode(
            page(codes.map { #"{"friendly_name":"m\#($0)","status":\#($0)}"# }.joined(separator: ","))
        ).get().services
        #expect(rows.map(\.status) == [.operational, .degraded, .down, .unknown, .unknown])
        #expect(rows.map(\.name) == ["m2", "m8", "m9", "m0", "m1"])
    }

    @Test func undocumentedValuesAreUnknown() throws {
        for value in ["3", "7", "-1", "2.5", #""2""#, "true", "null", "[]"] {
            let rows = try UptimeRobotDecoder.decode(page(#"{"friendly_name":"a","status":\#(value)}"#)).get().services
            #expect(rows.map(\.status) == [.unknown], "\(value)")
        }
    }

    @Test func aFailAboutTheKeyIsARejectedKey() throws {
        for name in [
            "uptimerobot-v2-getMonitors.error-bad-key.json", "uptimerobot-v2-getMonitors.error-missing-key.json",
        ] {
            #expect(UptimeRobotDecoder.decode(try fixture("uptime-providers/\(name)")) == .failure(.keyRejected))
        }
        let invalid = #"{"stat":"fail","error":{"type":"invalid_parameter","message":"api_key is invalid."}}"#
        #expect(UptimeRobotDecoder.decode(Data(invalid.utf8)) == .failure(.keyRejected))
    }

    @Test func aFailAboutAnythingElseIsARefusalNotAKeyProblem() {
        for body in [
            #"{"stat":"fail","error":{"type":"internal","message":"Something went wrong."}}"#, #"{"stat":"fail"}"#,
            #"{"stat":"fail","error":"api_key"}"#,
        ] {
            #expect(UptimeRobotDecoder.decode(Data(body.utf8)) == .failure(.refused), "\(body)")
        }
    }

    @Test func bodiesOfAnotherShapeAreUnreadable() {
        for body in [
            #"{"monitors":[]}"#, #"{"stat":"ok"}"#, #"{"stat":"maybe","monitors":[]}"#, #"{"stat":true}"#,
            #"{"stat":"ok","monitors":[{"status":2}]}"#, #"{"stat":"ok","monitors":{}}"#, "[]", "",
        ] {
            #expect(UptimeRobotDecoder.decode(Data(body.utf8)) == .failure(.unreadable), "\(body)")
        }
    }

    @Test func aPageWithoutPaginationHasNoTotal() throws {
        let decoded = try UptimeRobotDecoder.decode(Data(#"{"stat":"ok","monitors":[]}"#.utf8)).get()
        #expect(decoded == UptimeRobotPage(services: [], total: nil))
    }
}
