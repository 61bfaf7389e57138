import Foundation
import Testing

@testable import PulseCore

/// What Kuma's two answers hold beside the states, read as the server writes them
/// (`status_page.js` `getStatusPageData`, `group.js`, `incident.js`, `maintenance.js`
/// `toPublicJSON`, and the heartbeat route of `status-page-router.js`): groups and their
/// roll-ups, incidents (1.x and 2.0 `incident`, 2.1 on `incidents`), maintenance windows,
/// each monitor's beats and its 24-hour ratio.
@Suite struct KumaHistoryTests {
    static let now = Date(timeIntervalSince1970: 1_787_401_800)  // 2026-08-22 12:30:00 UTC

    /// A 2.x page: a group of roll-ups, a group of monitors, a group with no name, two
    /// incidents (one no longer active), windows under maintenance and one scheduled.
    static let page = #"""
        {"config":{"slug":"main"},"incidents":[
        {"id":2,"style":"danger","title":"Database failover","content":"Writes paused.","pin":true,"active":true,
        "createdDate":"2026-08-22 11:00:00","lastUpdatedDate":null,"status_page_id":1},
        {"id":1,"style":"info","title":"Old news","content":"","pin":true,"active":false}],
        "publicGroupList":[
        {"id":1,"name":"Overview","weight":1,"monitorList":[{"id":20,"name":"Site","sendUrl":0,"type":"group"}]},
        {"id":2,"name":"Site","weight":2,"monitorList":[{"id":7,"name":"web","sendUrl":0,"type":"http"},
        {"id":8,"name":"api","sendUrl":0,"type":"keyword"}]},
        {"id":3,"name":"  ","weight":3,"monitorList":[{"id":9,"name":"dns","sendUrl":0,"type":"dns"}]},
        {"id":4,"name":"Empty","weight":4,"monitorList":[]}],
        "maintenanceList":[{"id":1,"title":"","description":"Router swap\nin rack 2","strategy":"manual",
        "active":true,"status":"under-maintenance"},
        {"id":2,"title":"Later","strategy":"single","active":true,"status":"scheduled"},
        {"id":3,"title":"Kernel upgrade","strategy":"cron","active":true,"status":"under-maintenance"}]}
        """#

    @Test func groupsHeadTheirFirstMonitorAndGroupMonitorsAreRollUps() throws {
        let monitors = try KumaDecoder.page(Data(Self.page.utf8)).get().monitors
        #expect(monitors.map(\.name) == ["Site", "web", "api", "dns"])
        #expect(monitors.map(\.heading) == ["Overview", "Site", nil, nil], "a blank name heads nothing")
        #expect(monitors.map(\.isRollUp) == [true, false, false, false])
    }

    @Test func noticesAreTheActiveIncidentsThenTheWindowsUnderMaintenance() throws {
        let notices = try KumaDecoder.page(Data(Self.page.utf8)).get().notices
        #expect(
            notices == [
                UptimeNotice(.incident, title: "Database failover"), UptimeNotice(.maintenance, title: "Router swap"),
                UptimeNotice(.maintenance, title: "Kernel upgrade"),
            ])
    }

    @Test func oneXSendsOneIncidentOrNull() throws {
        let captured = try KumaDecoder.page(fixture("uptime-providers/uptime-kuma-status-page.json")).get()
        #expect(captured.notices.isEmpty, "incident null, no maintenance")
        #expect(
            captured.monitors.first?.heading == "Dienste"
                && captured.monitors.dropFirst().allSatisfy { $0.heading == nil })
        let incident = #"""
            {"incident":{"id":1,"style":"warning","title":"","content":"Mail delayed","pin":true,
            "createdDate":"2026-08-22 10:00:00","lastUpdatedDate":null},"publicGroupList":[],"maintenanceList":[]}
            """#
        #expect(
            try KumaDecoder.page(Data(incident.utf8)).get().notices == [UptimeNotice(.incident, title: "Mail delayed")])
        let odd = #"{"incident":"text","incidents":"no","maintenanceList":{"a":1},"publicGroupList":[]}"#
        #expect(try KumaDecoder.page(Data(odd.utf8)).get().notices.isEmpty, "notices of another shape are none")
    }

    /// A heartbeat body: each monitor's beats (Kuma's numbers), one a minute up to `now`.
    func heartbeats(_ lists: [Int: [Int]], ratios: String) -> Data {
        let body = lists.map { id, states in
            let beats = states.enumerated().map { index, status in
                let time = Self.now.addingTimeInterval(-60 * Double(states.count - 1 - index))
                let text = ISO8601DateFormatter().string(from: time).replacing("T", with: " ").replacing(
                    "Z", with: ".000")
                return #"{"status":\#(status),"time":"\#(text)","msg":"","ping":null}"#
            }
            return #""\#(id)":[\#(beats.joined(separator: ","))]"#
        }
        return Data(#"{"heartbeatList":{\#(body.joined(separator: ","))},"uptimeList":{\#(ratios)}}"#.utf8)
    }

    @Test func theBeatsAreTheChecksOldestFirst() throws {
        let read = try KumaDecoder.heartbeats(heartbeats([7: [1, 1, 0, 2, 3]], ratios: "")).get()
        #expect(read.beats[7]?.map(\.status) == [.operational, .operational, .down, .degraded, .maintenance])
        #expect(read.beats[7]?.last?.time == Self.now)
    }

    @Test func theRatiosAreReadByCanonicalKeyAndOnlyFromZeroToOne() throws {
        let ratios = #""7_24":0.9987,"8_24":0,"9_24":1,"10_24":true,"11_24":"0.5","12_24":1.2,"07_24":0.1,"13_1":0.3"#
        let read = try KumaDecoder.heartbeats(heartbeats([:], ratios: ratios)).get()
        #expect(read.uptime == [7: 0.9987, 8: 0, 9: 1])
        #expect(
            try KumaDecoder.heartbeats(Data(#"{"heartbeatList":{}}"#.utf8)).get().uptime.isEmpty, "1.x may send none")
    }

    func rows(_ lists: [Int: [Int]], ratios: String) throws -> [UptimeService] {
        let monitors = lists.keys.sorted().map { KumaMonitor(id: $0, name: "m\($0)") }
        return KumaDecoder.services(
            monitors, heartbeats: try KumaDecoder.heartbeats(heartbeats(lists, ratios: ratios)).get(), at: Self.now)
    }

    @Test func theRatioIsShownOnlyWhereItMeasuresADay() throws {
        let full = Array(repeating: 1, count: 100)
        let rows = try rows(
            [
                1: full,  // a full list: the monitor has older beats
                2: Array(repeating: 1, count: 50),  // 1.x's full list
                3: Array(repeating: 1, count: 49),  // 49 beats a minute apart: its whole life, under an hour
                4: Array(repeating: 3, count: 100),  // a day of maintenance: Kuma's 0 is no measure
                5: Array(repeating: 2, count: 100),  // pending is counted as down by the server
            ], ratios: #""1_24":0.999,"2_24":0.99,"3_24":1,"4_24":0,"5_24":0"#)
        #expect(rows.map(\.uptime) == [0.999, 0.99, nil, nil, 0])
        #expect(try self.rows([6: [1]], ratios: "").first?.uptime == nil, "no ratio sent, none shown")
    }

    @Test func aYoungMonitorsRatioIsShownOnceItsFirstBeatIsADayOld() throws {
        let beats =
            #"{"heartbeatList":{"1":[{"status":1,"time":"2026-08-21 12:00:00.000"},"#
            + #"{"status":0,"time":"2026-08-22 12:29:00.000"}]},"uptimeList":{"1_24":0.5}}"#
        let read = try KumaDecoder.heartbeats(Data(beats.utf8)).get()
        let rows = KumaDecoder.services([KumaMonitor(id: 1, name: "a")], heartbeats: read, at: Self.now)
        #expect(rows.first?.uptime == 0.5)
    }

    @Test func downSinceIsWhereTheBeatsShowTheChange() throws {
        let rows = try rows(
            [1: [1, 1, 2, 2, 0, 0], 2: [0, 0, 0], 3: [0, 1], 4: [1, 3], 5: [3, 2]], ratios: "")
        #expect(rows[0].downSince == Self.now.addingTimeInterval(-3 * 60), "from the first pending beat")
        #expect(rows[1].downSince == nil, "down in every beat sent: the change is older")
        #expect(rows[2].downSince == nil && rows[3].downSince == nil)
        #expect(rows[3].status == .maintenance)
        #expect(rows[4].downSince == Self.now && rows[4].status == .degraded)
    }

    @Test func rowsCarryTheirChecksHeadingsAndRollUps() throws {
        let page = try KumaDecoder.page(Data(Self.page.utf8)).get()
        let read = try KumaDecoder.heartbeats(heartbeats([20: [1, 0], 7: [1, 1], 8: [1, 0]], ratios: "")).get()
        let rows = KumaDecoder.services(page.monitors, heartbeats: read, at: Self.now)
        #expect(
            rows.map(\.checks) == [[.operational, .down], [.operational, .operational], [.operational, .down], []])
        #expect(rows.map(\.status) == [.down, .operational, .down, .unknown])
        #expect(rows.map(\.heading) == ["Overview", "Site", nil, nil])
        #expect(rows.map(\.isRollUp) == [true, false, false, false])
        #expect(rows.map(\.key) == ["20", "7", "8", "9"])
        #expect(UptimeCounts(rows).text == "1 DOWN \u{00B7} 1 UP", "the roll-up is not counted")
    }
}
