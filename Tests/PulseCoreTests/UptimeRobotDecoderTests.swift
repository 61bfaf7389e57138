import Foundation
import Testing

@testable import PulseCore

/// UptimeRobot's v2 `getMonitors`, and its errors that come as HTTP 200.
@Suite struct UptimeRobotDecoderTests {
    static let readAt = Date(timeIntervalSince1970: 1_787_401_800)

    private func page(_ monitors: String, total: Int = 1) -> Data {
        Data(#"{"stat":"ok","pagination":{"offset":0,"limit":50,"total":\#(total)},"monitors":[\#(monitors)]}"#.utf8)
    }

    @Test func theDocumentedExampleDecodes() throws {
        let decoded = try UptimeRobotDecoder.decode(
            fixture("uptime-providers/uptimerobot-v2-getMonitors.json"), at: Self.readAt
        ).get()
        #expect(
            decoded
                == UptimeRobotPage(
                    services: [
                        UptimeService(name: "Google", status: .new),
                        UptimeService(name: "My Web Page", status: .operational),
                    ], total: 2))
    }

    @Test func everyDocumentedStatusMapsAsTheTableSays() throws {
        let codes = [2, 8, 9, 0, 1]
        let rows = try UptimeRobotDecoder.decode(
            page(codes.map { #"{"friendly_name":"m\#($0)","status":\#($0)}"# }.joined(separator: ",")), at: Self.readAt
        ).get().services
        #expect(rows.map(\.status) == [.operational, .degraded, .down, .paused, .new])
        #expect(rows.map(\.name) == ["m2", "m8", "m9", "m0", "m1"])
    }

    @Test func undocumentedValuesAreUnknown() throws {
        for value in ["3", "7", "-1", "2.5", #""2""#, "true", "null", "[]"] {
            let rows = try UptimeRobotDecoder.decode(
                page(#"{"friendly_name":"a","status":\#(value)}"#), at: Self.readAt
            ).get().services
            #expect(rows.map(\.status) == [.unknown], "\(value)")
        }
    }

    @Test func aFailAboutTheKeyIsARejectedKey() throws {
        for name in [
            "uptimerobot-v2-getMonitors.error-bad-key.json", "uptimerobot-v2-getMonitors.error-missing-key.json",
        ] {
            #expect(
                UptimeRobotDecoder.decode(try fixture("uptime-providers/\(name)"), at: Self.readAt)
                    == .failure(.keyRejected))
        }
        let invalid = #"{"stat":"fail","error":{"type":"invalid_parameter","message":"api_key is invalid."}}"#
        #expect(UptimeRobotDecoder.decode(Data(invalid.utf8), at: Self.readAt) == .failure(.keyRejected))
    }

    /// A key without the rights showed REFRESH FAILED every 20 s for ever: it is the key
    /// that must change, so it is asked for again.
    @Test func aKeyWithoutTheRightsIsARejectedKey() {
        for body in [
            #"{"stat":"fail","error":{"type":"not_authorized","message":"Not authorized."}}"#,
            #"{"stat":"fail","error":{"type":"NOT_AUTHORIZED"}}"#,
        ] {
            #expect(UptimeRobotDecoder.decode(Data(body.utf8), at: Self.readAt) == .failure(.keyRejected), "\(body)")
        }
    }

    @Test func aFailAboutAnythingElseIsARefusalNotAKeyProblem() {
        for body in [
            #"{"stat":"fail","error":{"type":"internal","message":"Something went wrong."}}"#, #"{"stat":"fail"}"#,
            #"{"stat":"fail","error":"api_key"}"#,
        ] {
            #expect(UptimeRobotDecoder.decode(Data(body.utf8), at: Self.readAt) == .failure(.refused), "\(body)")
        }
    }

    @Test func bodiesOfAnotherShapeAreUnreadable() {
        for body in [
            #"{"monitors":[]}"#, #"{"stat":"ok"}"#, #"{"stat":"maybe","monitors":[]}"#, #"{"stat":true}"#,
            #"{"stat":"ok","monitors":[{"status":2}]}"#, #"{"stat":"ok","monitors":{}}"#, "[]", "",
        ] {
            #expect(UptimeRobotDecoder.decode(Data(body.utf8), at: Self.readAt) == .failure(.unreadable), "\(body)")
        }
    }

    @Test func aPageWithoutPaginationHasNoTotal() throws {
        let decoded = try UptimeRobotDecoder.decode(Data(#"{"stat":"ok","monitors":[]}"#.utf8), at: Self.readAt).get()
        #expect(decoded == UptimeRobotPage(services: [], total: nil))
    }

    @Test func theDocumentedExamplesLogsShowNoDownSinceForMonitorsThatAreNotDown() throws {
        let decoded = try UptimeRobotDecoder.decode(
            fixture("uptime-providers/uptimerobot-v2-getMonitors.json"), at: Self.readAt
        ).get()
        #expect(decoded.services.allSatisfy { $0.downSince == nil && $0.uptime == nil && $0.checks.isEmpty })
    }

    /// A monitor as getMonitors sends it with `custom_uptime_ratios=1&logs=1&logs_limit=1`.
    private func monitor(
        status: Int, ratio: String = #""99.982""#, made: Int = 1_700_000_000, logs: String = "[]"
    ) -> String {
        #"{"id":1,"friendly_name":"m","status":\#(status),"create_datetime":\#(made),"custom_uptime_ratio":\#(ratio),"logs":\#(logs)}"#
    }

    private func row(_ monitor: String) throws -> UptimeService? {
        try UptimeRobotDecoder.decode(page(monitor), at: Self.readAt).get().services.first
    }

    @Test func theDaysRatioIsTheFirstOfTheRatiosForAMonitorBeingCheckedForADay() throws {
        #expect(try row(monitor(status: 2))?.uptime == 0.99982)
        #expect(try row(monitor(status: 9, ratio: #""97.5-99.1""#))?.uptime == 0.975)
        #expect(try row(monitor(status: 8, ratio: #""100.000""#))?.uptime == 1)
        for paused in [0, 1] {
            #expect(try row(monitor(status: paused))?.uptime == nil, "status \(paused) has no day of checks")
        }
        let young = Int(Self.readAt.timeIntervalSince1970) - 3600
        #expect(try row(monitor(status: 2, made: young))?.uptime == nil, "made an hour ago: not a day")
        for ratio in [#""""#, #""abc""#, #""101""#, "99.9", "null", #""-1""#] {
            #expect(try row(monitor(status: 2, ratio: ratio))?.uptime == nil, "\(ratio)")
        }
    }

    @Test func aDownMonitorsNewestLogSaysWhenItWentDown() throws {
        let down = #"[{"type":1,"datetime":1787398200,"duration":3600}]"#
        #expect(try row(monitor(status: 9, logs: down))?.downSince == Date(timeIntervalSince1970: 1_787_398_200))
        let unordered = #"[{"type":2,"datetime":1787300000,"duration":60},{"type":1,"datetime":1787398200}]"#
        #expect(try row(monitor(status: 9, logs: unordered))?.downSince == Date(timeIntervalSince1970: 1_787_398_200))
        let resumed = #"[{"type":98,"datetime":1787398200},{"type":1,"datetime":1787300000}]"#
        #expect(try row(monitor(status: 9, logs: resumed))?.downSince == nil, "the newest event is not the fall")
        #expect(try row(monitor(status: 2, logs: down))?.downSince == nil, "up now")
        #expect(try row(monitor(status: 9, logs: #""none""#))?.downSince == nil)
    }
}
