import Foundation
import Testing

@testable import PulseCore

/// Kuma's status page and heartbeat list, 1.x and 2.x, joined into rows.
@Suite struct KumaDecoderTests {
    /// A 2.x status page as `getStatusPageData` builds it: `incidents`, groups by weight.
    static let page2x = #"""
        {"config":{"slug":"main","title":"Main","analyticsId":null,"autoRefreshInterval":300,
        "showOnlyLastHeartbeat":false,"rssTitle":null},"incidents":[{"id":1,"title":"x","pin":true}],
        "publicGroupList":[{"id":4,"name":"Web","weight":1,"monitorList":[{"id":7,"name":"site","sendUrl":1,
        "type":"http","url":"https://a.example.com"},{"id":9,"name":"rollup","sendUrl":0,"type":"group"}]},
        {"id":2,"name":"Data","weight":2,"monitorList":[{"id":3,"name":"db","sendUrl":0,"type":"port",
        "tags":[],"certExpiryDaysRemaining":-1,"validCert":false}]}],"maintenanceList":[]}
        """#

    private func beats(_ lists: String) -> Data {
        Data(#"{"heartbeatList":{\#(lists)},"uptimeList":{"7_24":0.99,"3_24":0}}"#.utf8)
    }

    /// Each monitor's last beat, by id, as the heartbeat list reads.
    private func lastBeats(_ body: Data) throws -> [Int: KumaBeat] {
        try KumaDecoder.heartbeats(body).get().beats.compactMapValues(\.last)
    }

    private let readAt = Date(timeIntervalSince1970: 1_787_401_800)

    private func beat(_ status: String, _ time: String = "2026-08-22 12:00:00.123") -> String {
        #"{"status":\#(status),"time":"\#(time)","msg":"","ping":12}"#
    }

    @Test func theCaptured1xPageListsItsMonitorsInOrder() throws {
        let monitors = try KumaDecoder.monitors(fixture("uptime-providers/uptime-kuma-status-page.json")).get()
        #expect(monitors.map(\.id) == [3, 2, 1, 5])
        #expect(monitors.first?.name == "gophish (ddb09a8558c9.whiterabbit.htb)")
        #expect(monitors.last?.name == "wikijs (a668910b5514e.whiterabbit.htb) [DEV]")
    }

    @Test func a2xPageListsGroupsInOrderAndEachGroupsMonitorsInOrder() throws {
        let monitors = try KumaDecoder.monitors(Data(Self.page2x.utf8)).get()
        #expect(
            monitors == [
                .init(id: 7, name: "site", heading: "Web"), .init(id: 9, name: "rollup", isRollUp: true),
                .init(id: 3, name: "db", heading: "Data"),
            ])
    }

    @Test func theLastBeatIsTheStateAndEachValueMapsAsTheTableSays() throws {
        // 3 is maintenance: drawn as maintenance, never as down.
        let lists = [
            ("1", "up"), ("2", "pending"), ("0", "down"), ("3", "maintenance"), ("4", "new"), (#""1""#, "text"),
        ]
        let body = beats(
            lists.enumerated().map { #""\#($0.offset)":[\#(beat("0")),\#(beat($0.element.0))]"# }.joined(separator: ",")
        )
        let monitors = lists.enumerated().map { KumaMonitor(id: $0.offset, name: $0.element.1) }
        let rows = KumaDecoder.services(monitors, heartbeats: try KumaDecoder.heartbeats(body).get(), at: readAt)
        #expect(rows.map(\.status) == [.operational, .degraded, .down, .maintenance, .unknown, .unknown])
        #expect(rows.map(\.name) == ["up", "pending", "down", "maintenance", "new", "text"])
    }

    @Test func aMonitorWithoutBeatsIsUnknownAndKeepsItsPlace() throws {
        let body = beats(#""7":[],"3":[\#(beat("1"))],"9":"nonsense""#)
        let monitors = try KumaDecoder.monitors(Data(Self.page2x.utf8)).get()
        let rows = KumaDecoder.services(monitors, heartbeats: try KumaDecoder.heartbeats(body).get(), at: readAt)
        #expect(rows.map(\.name) == ["site", "rollup", "db"])
        #expect(rows.map(\.status) == [.unknown, .unknown, .operational])
    }

    @Test func upToAHundredBeatsOnlyTheLastCounts() throws {
        let history = (0..<99).map { _ in beat("0") } + [beat("1", "2026-08-22 12:30:00.000")]
        let last = try lastBeats(beats(#""7":[\#(history.joined(separator: ","))]"#))
        #expect(last[7]?.status == .operational)
        #expect(last[7]?.time == Date(timeIntervalSince1970: 1_787_401_800))
    }

    @Test func timesAreUTCWithOrWithoutMillisecondsAndOtherwiseNone() throws {
        let body = beats(
            #""1":[\#(beat("1", "2026-08-22 12:00:00.500"))],"2":[\#(beat("1", "2026-08-22 12:00:00"))],"#
                + #""3":[\#(beat("1", "yesterday"))],"4":[{"status":1,"time":7}]"#)
        let last = try lastBeats(body)
        #expect(last[1]?.time == Date(timeIntervalSince1970: 1_787_400_000.5))
        #expect(last[2]?.time == Date(timeIntervalSince1970: 1_787_400_000))
        #expect(last[3]?.time == nil && last[3]?.status == .operational)
        #expect(last[4]?.time == nil)
    }

    /// `1`, `01` and `+1` would all be monitor 1, and which one won depended on the order
    /// a dictionary gave that run: only the key Kuma writes counts.
    @Test func onlyTheCanonicalKeyNamesAMonitor() throws {
        let spelled = try lastBeats(beats(#""01":[\#(beat("0"))],"+1":[\#(beat("2"))],"1 ":[\#(beat("0"))]"#))
        #expect(spelled.isEmpty, "\(spelled)")
        for _ in 0..<20 {
            let body = beats(#""01":[\#(beat("0"))],"1":[\#(beat("1"))],"+1":[\#(beat("2"))],"-0":[\#(beat("0"))]"#)
            let last = try lastBeats(body)
            #expect(Array(last.keys) == [1] && last[1]?.status == .operational)
        }
    }

    @Test func aBooleanIsNeverAState() throws {
        let last = try lastBeats(beats(#""1":[{"status":true}],"2":[{"status":1.5}]"#))
        #expect(last[1]?.status == .unknown && last[2]?.status == .unknown)
    }

    @Test func bodiesOfAnotherShapeAreUnreadable() {
        let pages = [
            #"{"config":{}}"#, #"{"publicGroupList":{}}"#, #"{"publicGroupList":[{"name":"g"}]}"#,
            #"{"publicGroupList":[{"monitorList":[{"name":"a"}]}]}"#,
            #"{"publicGroupList":[{"monitorList":[{"id":"7","name":"a"}]}]}"#,
            #"{"publicGroupList":[{"monitorList":[{"id":7}]}]}"#,
            #"{"status":"fail","msg":"Status Page Not Found"}"#, "[]", "null", "", "<html></html>",
        ]
        for body in pages {
            #expect(KumaDecoder.monitors(Data(body.utf8)) == .failure(.unreadable), "\(body)")
        }
        for body in [#"{"heartbeatList":[]}"#, #"{"uptimeList":{}}"#, "[]", "", "42"] {
            #expect(KumaDecoder.heartbeats(Data(body.utf8)) == .failure(.unreadable), "\(body)")
        }
    }

    @Test func anEmptyPageIsNoRowsNotAFailure() throws {
        #expect(try KumaDecoder.monitors(Data(#"{"incident":null,"publicGroupList":[]}"#.utf8)).get().isEmpty)
        #expect(try lastBeats(Data(#"{"heartbeatList":{},"uptimeList":{}}"#.utf8)).isEmpty)
    }
}
