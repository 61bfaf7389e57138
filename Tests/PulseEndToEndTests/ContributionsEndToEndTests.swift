import Foundation
import PulseTestSupport
import Testing

/// The contributions page in a real terminal against the loopback server: a good page, then
/// pages that cannot be vouched for, then a good one again. Each bad answer is said, the
/// calendar drawn stays the last good one, and `LAST CHECK` is not moved on by it.
///
/// The events feed is down throughout, so `LAST CHECK` is the page's alone: it is the
/// older of the page's and the feed's last successes, and a feed that answered in an
/// earlier second than the page would rightly move it on to the page's time when it
/// answers again (`GitHubModelTests.aBadPageWithAGoodFeedShowsThePagesLastGoodRead`).
@Suite(.serialized) struct ContributionsEndToEndTests {
    /// The screen's lines from the heatmap to `LAST CHECK`: the calendar drawn and its age.
    /// Blank lines are left out: the gaps around the grid close up to make room for a
    /// status line, which moves nothing the calendar says.
    func calendar(_ screen: String) -> [String] {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let top = lines.firstIndex(where: { squeezed($0).contains("COMMITSTODAY") }),
            let axis = lines.firstIndex(where: { squeezed($0).contains("17WEEKS") })
        else { return [] }
        let check = lines.first { squeezed($0).contains("LASTCHECK") } ?? ""
        return Array(lines[(top + 1)...axis]).filter { !squeezed($0).isEmpty } + [check]
    }

    @Test func aGoodPageThenBadPagesThenAGoodOne() throws {
        let binary = try pulseBinary()
        let server = try LoopbackServer()
        // One day, at noon, for the server and the pane's clock: a run that crosses midnight
        // would otherwise move the calendar on under the test.
        server.setGitHub(events: "500", day: "2026-08-31")
        let noon: TimeInterval = 1_788_177_600  // 2026-08-31T12:00:00Z
        let pane = try TmuxPane.pulse(
            binary, columns: 100, rows: 30, arguments: "--page github", wrapper: TmuxPane.heldWrapper(),
            environment: [
                "PULSE_GITHUB_URL": server.base, "PULSE_GITHUB_API_URL": server.base,
                "PULSE_TIME_OFFSET": String(noon - Date().timeIntervalSince1970),
            ])
        try writeCredentials(#"{"github.username":"octocat"}"#, in: pane)
        pane.release()
        // A capture may fall between the writes of one frame: the calendar is taken once two
        // captures in a row agree, and every later one is waited for rather than read once.
        var last: [String] = []
        #expect(
            try pane.waitUntil { screen in
                let now = calendar(screen)
                defer { last = now }
                return now.count > 8 && now == last && squeezed(screen).contains("LASTCHECK")
            }, "the heatmap and LAST CHECK are on screen")
        let good = last
        var requests = 1
        // Away and back: an arrival reads the page again.
        func reread() throws {
            try pane.keys("Left")
            #expect(try pane.waitUntil(showing: "stopwatch"))
            try pane.keys("Right")
            requests += 1
            #expect(try pane.waitUntil { _ in server.count(of: "/users/octocat/contributions") == requests })
        }
        for (mode, line) in [
            ("changed", "PAGENOTUNDERSTOOD"), ("stale", "PAGEOUTOFDATE"), ("cut", "PAGEINCOMPLETE"),
        ] {
            server.setGitHub(mode)
            try reread()
            #expect(
                try pane.waitUntil { squeezed($0).contains(line) && squeezed($0).contains("SHOWINGLASTDATA") },
                "\(mode) is said over the last data")
            var drawn: [String] = []
            #expect(
                try pane.waitUntil {
                    drawn = calendar($0)
                    return drawn == good
                }, "\(mode): the last good calendar and its LAST CHECK stay: \(drawn.last ?? "") for \(good.last ?? "")"
            )
        }
        server.setGitHub("ok")
        try reread()
        #expect(try pane.waitUntil { !squeezed($0).contains("SHOWINGLASTDATA") }, "a good page clears the line")
        #expect(
            try pane.waitUntil { calendar($0).dropLast() == good.dropLast() }, "the same calendar, read again")
        try pane.keys("q")
        #expect(try pane.waitForExit())
    }
}
