import Foundation
import Testing

@testable import PulseCore

/// The page's notices and headings through the model: kept with the last good list,
/// gone with another source, and the headings kept only in the source's order.
@Suite struct UptimeNoticeModelTests {
    let now = Date(timeIntervalSince1970: 1_787_401_800)
    let hosts = UptimeHosts(environment: [:])

    static let page = #"""
        {"incidents":[{"id":1,"title":"Failover","active":true}],"publicGroupList":[{"id":1,"name":"Web",
        "monitorList":[{"id":1,"name":"site","type":"http"},{"id":2,"name":"api","type":"http"}]}],
        "maintenanceList":[{"id":1,"title":"Swap","status":"under-maintenance"}]}
        """#
    static let beats = #"""
        {"heartbeatList":{"1":[{"status":1,"time":"2026-08-22 12:29:00.000"}],
        "2":[{"status":0,"time":"2026-08-22 12:29:00.000"}]}}
        """#

    func kuma() throws -> UptimeSource { try UptimeSource(parsing: "kuma:https://status.example.com/status/main") }

    /// A model that has read the page once.
    func read() throws -> UptimeModel {
        var model = UptimeModel(preferences: UptimePreferences(source: try kuma()))
        let id = FetchID(.uptime, 1)
        _ = model.begin(id, hosts: hosts, at: now)
        guard case .send = model.receive(id, uptimeResponse(200, Self.page), at: now) else {
            Issue.record("the heartbeats were not asked for")
            return model
        }
        model.proceed(FetchID(.uptime, 2))
        _ = model.receive(FetchID(.uptime, 2), uptimeResponse(200, Self.beats), at: now)
        return model
    }

    @Test func theNoticesComeWithTheListAndStayThroughAFailure() throws {
        var model = try read()
        let notices = [UptimeNotice(.incident, title: "Failover"), UptimeNotice(.maintenance, title: "Swap")]
        #expect(model.notices == notices && model.services.count == 2)
        let later = now.addingTimeInterval(60)
        _ = model.begin(FetchID(.uptime, 3), hosts: hosts, at: later)
        _ = model.receive(FetchID(.uptime, 3), uptimeResponse(500, ""), at: later)
        #expect(model.fault == .serverError(500))
        #expect(model.notices == notices, "the last good notices stay with the last good list")
        _ = model.choose(.gatus(base: URL(string: "https://gatus.example.com") ?? URL(fileURLWithPath: "/")))
        #expect(model.notices.isEmpty && model.services.isEmpty, "another source's page is another page")
    }

    @Test func headingsBelongToTheSourcesOrderAndDownFirstDropsThem() throws {
        var model = try read()
        #expect(model.services.map(\.heading) == ["Web", nil])
        model.setOrder(.downFirst)
        #expect(model.services.map(\.name) == ["api", "site"])
        #expect(model.services.allSatisfy { $0.heading == nil })
        model.setOrder(.asListed)
        #expect(model.services.first?.heading == "Web")
    }
}
