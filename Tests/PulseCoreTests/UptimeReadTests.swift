import Foundation
import Testing

@testable import PulseCore

/// One refresh as a plan of requests: what is sent, when another page is needed, where
/// the key goes, and how a status or a body ends it.
@Suite struct UptimeReadTests {
    private let hosts = UptimeHosts(environment: [:])
    private let now = Date(timeIntervalSince1970: 1_787_400_000)

    private func ok(_ body: String, status: Int = 200) -> HTTPResponse {
        HTTPResponse(status: status, headers: [:], body: Data(body.utf8))
    }

    private func robotPage(_ names: Range<Int>, total: Int) -> HTTPResponse {
        let monitors = names.map { #"{"friendly_name":"m\#($0)","status":2}"# }.joined(separator: ",")
        return ok(#"{"stat":"ok","pagination":{"offset":0,"limit":50,"total":\#(total)},"monitors":[\#(monitors)]}"#)
    }

    private func stackPage(_ name: String, next: String?) -> HTTPResponse {
        let link = next.map { #""\#($0)""# } ?? "null"
        return ok(
            #"{"data":[{"id":"1","attributes":{"pronounceable_name":"\#(name)","status":"down"}}],"#
                + #""pagination":{"next":\#(link)}}"#)
    }

    private func form(_ request: HTTPRequest) -> String { String(decoding: request.body ?? Data(), as: UTF8.self) }

    @Test func eachSourcesFirstRequestIsWhereTheTableSays() throws {
        let kuma = try UptimeSource(parsing: "kuma:https://status.example.com/status/main")
        let cases: [(UptimeSource, String, HTTPMethod)] = [
            (.levo, "https://tickets.levo-studio.com/api/uptime/listall", .get),
            (kuma, "https://status.example.com/api/status-page/main", .get),
            (.healthchecks(base: UptimeSource.healthchecksIO), "https://healthchecks.io/api/v3/checks/", .get),
            (
                try UptimeSource(parsing: "healthchecks:https://example.com/hc"),
                "https://example.com/hc/api/v3/checks/", .get
            ),
            (.uptimerobot, "https://api.uptimerobot.com/v2/getMonitors", .post),
            (
                try UptimeSource(parsing: "gatus:https://g.example.com"),
                "https://g.example.com/api/v1/endpoints/statuses", .get
            ),
            (.betterstack, "https://uptime.betterstack.com/api/v2/monitors", .get),
        ]
        for (source, url, method) in cases {
            let request = UptimeRead(source: source, hosts: hosts, at: now).request
            #expect(request.url.absoluteString == url && request.method == method, "\(source)")
            #expect(request.headers["Accept"] == "application/json")
            #expect(request.bearer == source.credential && request.credentialPlacement == source.credentialPlacement)
            #expect(request.headers["Authorization"] == nil, "the key joins only at sending time")
        }
    }

    @Test func theKeyNeverJoinsAURLWhereverItIsPlaced() throws {
        for source in [UptimeSource.levo, .uptimerobot, .betterstack, .healthchecks(base: UptimeSource.healthchecksIO)]
        {
            let sent = try UptimeRead(source: source, hosts: hosts, at: now).request.authorized(with: "SECRET-KEY")
                .get()
            #expect(!sent.url.absoluteString.contains("SECRET-KEY"), "\(source)")
            let inHeaders = sent.headers.values.contains { $0.contains("SECRET-KEY") }
            #expect(inHeaders || form(sent).contains("api_key=SECRET-KEY"), "\(source)")
        }
    }

    @Test func uptimeRobotIsAFormPostAndPagesUntilEveryMonitorIsRead() {
        var read = UptimeRead(source: .uptimerobot, hosts: hosts, at: now)
        // The day's ratio and the newest log come with each page: no request more.
        let asked = "&custom_uptime_ratios=1&logs=1&logs_limit=1"
        #expect(form(read.request) == "format=json&offset=0&limit=50" + asked)
        #expect(read.request.headers["Content-Type"] == "application/x-www-form-urlencoded")
        guard case .send(let second) = read.receive(robotPage(0..<50, total: 120)) else {
            Issue.record("a second page was not asked for")
            return
        }
        #expect(form(second) == "format=json&offset=50&limit=50" + asked && second.method == .post)
        guard case .send(let third) = read.receive(robotPage(50..<100, total: 120)) else {
            Issue.record("a third page was not asked for")
            return
        }
        #expect(form(third) == "format=json&offset=100&limit=50" + asked)
        guard case .finished(let reading) = read.receive(robotPage(100..<120, total: 120)) else {
            Issue.record("the read did not finish")
            return
        }
        #expect(reading.services.map(\.name) == (0..<120).map { "m\($0)" })
        #expect(reading.requests == 3)
        #expect(UptimeSource.uptimerobot.cadence.interval(afterRequests: reading.requests) == 20)
    }

    @Test func uptimeRobotStopsAtAnEmptyPageOrAnUnknownTotal() {
        var read = UptimeRead(source: .uptimerobot, hosts: hosts, at: now)
        #expect(
            read.receive(robotPage(0..<0, total: 500))
                == .finished(UptimeReading(services: [], catalog: nil, requests: 1)))
        var untotalled = UptimeRead(source: .uptimerobot, hosts: hosts, at: now)
        let body = ok(#"{"stat":"ok","monitors":[{"friendly_name":"a","status":9}]}"#)
        guard case .finished(let reading) = untotalled.receive(body) else {
            Issue.record("a page without a total did not end the read")
            return
        }
        #expect(reading.services.map(\.status) == [.down])
    }

    @Test func uptimeRobotsShortPageAdvancesByWhatCameSoNothingIsSkipped() {
        var read = UptimeRead(source: .uptimerobot, hosts: hosts, at: now)
        guard case .send(let next) = read.receive(robotPage(0..<30, total: 60)) else {
            Issue.record("no second page")
            return
        }
        #expect(form(next).contains("offset=30"))
    }

    @Test func aServerThatPagesForeverIsStopped() {
        var read = UptimeRead(source: .uptimerobot, hosts: hosts, at: now)
        var step = UptimeReadStep.send(read.request)
        var sent = 0
        while case .send = step, sent < 1000 {
            sent += 1
            step = read.receive(robotPage(0..<1, total: 1_000_000))
        }
        // Every page was readable: the failure says what happened, not that a body was bad.
        #expect(step == .failed(.tooManyPages))
        #expect(UptimeReadFailure.tooManyPages.text == "MORE THAN 100 PAGES")
        #expect(sent == UptimeRead.maximumPages)
    }

    @Test func uptimeRobotsFailInA200EndsTheReadAsItSays() throws {
        var read = UptimeRead(source: .uptimerobot, hosts: hosts, at: now)
        let body = try fixture("uptime-providers/uptimerobot-v2-getMonitors.error-bad-key.json")
        #expect(read.receive(HTTPResponse(status: 200, headers: [:], body: body)) == .failed(.keyRejected))
        var second = UptimeRead(source: .uptimerobot, hosts: hosts, at: now)
        _ = second.receive(robotPage(0..<50, total: 100))
        #expect(second.receive(ok(#"{"stat":"fail","error":{"message":"busy"}}"#)) == .failed(.refused))
    }

    @Test func betterStackFollowsNextOnTheSameEndpointWithTheToken() {
        var read = UptimeRead(source: .betterstack, hosts: hosts, at: now)
        let next = "https://uptime.betterstack.com/api/v2/monitors?page=2"
        guard case .send(let second) = read.receive(stackPage("a", next: next)) else {
            Issue.record("the next page was not asked for")
            return
        }
        #expect(
            second.url.absoluteString == next && second.bearer == .betterStackToken
                && second.credentialPlacement == .bearer)
        guard case .finished(let reading) = read.receive(stackPage("b", next: nil)) else {
            Issue.record("the read did not finish")
            return
        }
        #expect(reading.services.map(\.name) == ["a", "b"] && reading.requests == 2)
    }

    /// A `next` on another host, scheme or port (Better Stack's documentation once showed
    /// its older host), with a user name, or relative: the page it names is read on the
    /// host the source was set up with, so the list is read whole and the token stays home.
    @Test func aNextElsewhereIsReadOnTheConfiguredHostWithTheToken() {
        let elsewhere = [
            "https://evil.example.com/api/v2/monitors?page=2", "https://betteruptime.com/api/v2/monitors?page=2",
            "http://uptime.betterstack.com/api/v2/monitors?page=2",
            "https://uptime.betterstack.com:8443/api/v2/monitors?page=2",
            "https://user:pass@uptime.betterstack.com/api/v2/monitors?page=2",
            "https://uptime.betterstack.com.evil.example/api/v2/monitors?page=2#top", "/api/v2/monitors?page=2",
            "//evil.example.com/api/v2/monitors?page=2",
        ]
        for next in elsewhere {
            var read = UptimeRead(source: .betterstack, hosts: hosts, at: now)
            guard case .send(let second) = read.receive(stackPage("a", next: next)) else {
                Issue.record("\(next) was not followed")
                continue
            }
            #expect(second.url.absoluteString == "https://uptime.betterstack.com/api/v2/monitors?page=2", "\(next)")
            #expect(second.bearer == .betterStackToken)
            guard case .finished(let reading) = read.receive(stackPage("b", next: nil)) else {
                Issue.record("the read did not finish")
                continue
            }
            #expect(reading.services.map(\.name) == ["a", "b"])
        }
    }

    @Test func aNextToAnotherEndpointIsUnreadable() {
        for next in ["https://uptime.betterstack.com/api/v2/incidents?page=2", "api/v2/monitors?page=2", "not a url"] {
            var read = UptimeRead(source: .betterstack, hosts: hosts, at: now)
            #expect(read.receive(stackPage("a", next: next)) == .failed(.unreadable), "\(next)")
        }
    }

    /// A `next` back to a page already read pages for ever, as an endless list does: one
    /// fault, one message (`MORE THAN 100 PAGES`).
    @Test func aBetterStackLoopIsStoppedAsAnEndlessList() {
        var read = UptimeRead(source: .betterstack, hosts: hosts, at: now)
        let two = "https://uptime.betterstack.com/api/v2/monitors?page=2"
        _ = read.receive(stackPage("a", next: two))
        #expect(read.receive(stackPage("b", next: two)) == .failed(.tooManyPages))
        for first in ["https://uptime.betterstack.com/api/v2/monitors", "https://elsewhere.example/api/v2/monitors"] {
            var back = UptimeRead(source: .betterstack, hosts: hosts, at: now)
            #expect(back.receive(stackPage("a", next: first)) == .failed(.tooManyPages), "\(first)")
        }
    }

    @Test func kumaReadsThePageThenTheHeartbeatsAndKeepsTheList() throws {
        let kuma = try UptimeSource(parsing: "kuma:https://status.example.com/status/main")
        var read = UptimeRead(source: kuma, hosts: hosts, at: now)
        guard case .send(let beats) = read.receive(ok(KumaDecoderTests.page2x)) else {
            Issue.record("the heartbeats were not asked for")
            return
        }
        #expect(beats.url.absoluteString == "https://status.example.com/api/status-page/heartbeat/main")
        #expect(beats.bearer == nil)
        let step = read.receive(ok(#"{"heartbeatList":{"7":[{"status":0}],"3":[{"status":2}]},"uptimeList":{}}"#))
        guard case .finished(let reading) = step, let list = reading.catalog else {
            Issue.record("the read did not finish with a list")
            return
        }
        #expect(reading.services.map(\.status) == [.down, .unknown, .degraded] && reading.requests == 2)
        #expect(list.readAt == now && list.monitors.count == 3)

        // Within five minutes only the heartbeats are read; after, the page again.
        let soon = UptimeRead(source: kuma, hosts: hosts, catalog: list, at: now.addingTimeInterval(299))
        #expect(soon.request.url == beats.url)
        let late = UptimeRead(source: kuma, hosts: hosts, catalog: list, at: now.addingTimeInterval(300))
        #expect(late.request.url.absoluteString == "https://status.example.com/api/status-page/main")
        let steppedBack = UptimeRead(source: kuma, hosts: hosts, catalog: list, at: now.addingTimeInterval(-60))
        #expect(steppedBack.request.url == late.request.url)
        let other = try UptimeSource(parsing: "kuma:https://status.example.com/status/other")
        #expect(
            UptimeRead(source: other, hosts: hosts, catalog: list, at: now).request.url.path.hasSuffix("/other"))
    }

    @Test func aKumaReadFromAKeptListFinishesWithThatList() throws {
        let kuma = try UptimeSource(parsing: "kuma:https://status.example.com/status/main")
        let list = UptimeCatalog(source: kuma, monitors: [KumaMonitor(id: 1, name: "a")], readAt: now)
        var read = UptimeRead(source: kuma, hosts: hosts, catalog: list, at: now.addingTimeInterval(60))
        let step = read.receive(ok(#"{"heartbeatList":{"1":[{"status":1}]}}"#))
        #expect(
            step
                == .finished(
                    UptimeReading(
                        services: [UptimeService(name: "a", status: .operational, checks: [.operational], key: "1")],
                        catalog: list, requests: 1)))
    }

    @Test func statusesEndTheReadAsEachSourceMeansThem() throws {
        let kuma = try UptimeSource(parsing: "kuma:https://status.example.com/status/nope")
        let gatus = try UptimeSource(parsing: "gatus:https://g.example.com")
        let hc = UptimeSource.healthchecks(base: UptimeSource.healthchecksIO)
        let cases: [(UptimeSource, Int, UptimeReadFailure)] = [
            (.levo, 401, .keyRejected), (.levo, 403, .serverError(403)), (.levo, 404, .serverError(404)),
            (hc, 401, .keyRejected), (hc, 403, .keyRejected), (.uptimerobot, 401, .keyRejected),
            (.betterstack, 401, .keyRejected), (.betterstack, 403, .keyRejected),
            (.betterstack, 404, .serverError(404)),
            (kuma, 404, .noSuchStatusPage), (kuma, 403, .serverError(403)), (kuma, 503, .serverError(503)),
            (gatus, 401, .serverError(401)), (gatus, 500, .serverError(500)), (.uptimerobot, 429, .serverError(429)),
        ]
        for (source, status, failure) in cases {
            var read = UptimeRead(source: source, hosts: hosts, at: now)
            #expect(
                read.receive(ok(#"{"status":"fail","msg":"x"}"#, status: status)) == .failed(failure),
                "\(source) \(status)")
        }
        #expect(UptimeReadFailure.noSuchStatusPage.text == "NO SUCH STATUS PAGE")
        #expect(UptimeReadFailure.unreadable.text == "UNREADABLE RESPONSE")
    }

    @Test func aBodyOfTheWrongShapeIsUnreadableForEverySource() throws {
        let sources: [UptimeSource] = [
            .levo, .uptimerobot, .betterstack, .healthchecks(base: UptimeSource.healthchecksIO),
            try UptimeSource(parsing: "kuma:https://s.example.com/status/main"),
            try UptimeSource(parsing: "gatus:https://g.example.com"),
        ]
        for source in sources {
            var read = UptimeRead(source: source, hosts: hosts, at: now)
            #expect(read.receive(ok("<html>We are down for maintenance.</html>")) == .failed(.unreadable), "\(source)")
        }
    }

    @Test func theHostedAddressesCanBePointedAtALoopbackServer() {
        let local = UptimeHosts(environment: [
            "PULSE_UPTIME_URL": "http://127.0.0.1:9", "PULSE_UPTIMEROBOT_URL": "http://127.0.0.1:9",
            "PULSE_BETTERSTACK_URL": "http://127.0.0.1:9",
        ])
        #expect(
            UptimeRead(source: .uptimerobot, hosts: local, at: now).request.url.absoluteString
                == "http://127.0.0.1:9/v2/getMonitors")
        #expect(
            UptimeRead(source: .betterstack, hosts: local, at: now).request.url.absoluteString
                == "http://127.0.0.1:9/api/v2/monitors")
        #expect(
            UptimeRead(source: .levo, hosts: local, at: now).request.url.absoluteString
                == "http://127.0.0.1:9/api/uptime/listall")
    }
}
