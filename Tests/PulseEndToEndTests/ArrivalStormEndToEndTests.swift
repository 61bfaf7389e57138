import Foundation
import PulseTestSupport
import Testing

/// Holding `h`/`l` around a page whose server is slow (it never answers) must not become a
/// request a key press: the transfer abandoned on leaving counts as an attempt, so arriving
/// again asks nothing until the source's cadence allows. Each page that fetches, against a
/// loopback server that stalls.
@Suite(.serialized) struct ArrivalStormEndToEndTests {
    let binary: String
    let server: LoopbackServer

    init() throws {
        binary = try pulseBinary()
        server = try LoopbackServer()
    }

    struct Case: Sendable, CustomStringConvertible {
        /// The page, and the page beside it that paging goes to and back from.
        let page: String, beside: String
        /// What the server counts, and the fault that stalls it.
        let path: String, stall: String
        let credentials: String?, preferences: String?
        var description: String { page }
    }

    static let cases = [
        Case(
            page: "uptime", beside: "settings", path: "/api/uptime/listall", stall: "uptime=stall",
            credentials: #"{"uptime.api-key":"lsu_test_key"}"#, preferences: nil),
        Case(
            page: "github", beside: "uptime", path: "/users/octocat/contributions", stall: "github=stall",
            credentials: #"{"github.username":"octocat"}"#, preferences: nil),
        Case(
            page: "clock", beside: "stopwatch", path: "/v1/forecast", stall: "forecast=stall", credentials: nil,
            preferences: #"{"location":{"latitude":52.52,"longitude":13.41,"name":"Berlin"}}"#),
    ]

    @Test(arguments: cases)
    func holdingAPagingKeyAroundASlowPageAsksOnce(_ given: Case) throws {
        _ = server.get("/control?\(given.stall)")
        let environment = [
            "PULSE_UPTIME_URL": server.base, "PULSE_GITHUB_URL": server.base, "PULSE_GITHUB_API_URL": server.base,
            "PULSE_OPEN_METEO_URL": server.base,
        ]
        let pane = try TmuxPane.pulse(
            binary, arguments: "--page \(given.page) --color none", wrapper: TmuxPane.heldWrapper(),
            environment: environment)
        let config = pane.directory.appendingPathComponent("config/pulse")
        try FileManager.default.createDirectory(
            at: config, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        if let credentials = given.credentials {
            let file = config.appendingPathComponent("credentials.json")
            try Data(credentials.utf8).write(to: file)
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        }
        if let preferences = given.preferences {
            try Data(preferences.utf8).write(to: config.appendingPathComponent("preferences.json"))
        }
        pane.release()
        #expect(try pane.waitUntil { _ in server.count(of: given.path) == 1 }, "the arrival asks once")
        // A held key: to the page beside and back, forty times.
        let away = given.page == "clock" || given.beside == "settings" ? "l" : "h"
        let back = away == "l" ? "h" : "l"
        for _ in 0..<40 { try pane.literal(away + back) }
        // Every key taken: the page is shown again, and its help answers the next key.
        try pane.literal("?")
        #expect(try pane.waitUntil { squeezed($0).contains("ANYKEYCLOSESTHISHELP") })
        #expect(server.count(of: given.path) == 1, "\(given.page): no request an arrival")
        // The first key closes the help, the second quits.
        try pane.keys("q")
        #expect(try pane.waitUntil { !squeezed($0).contains("ANYKEYCLOSESTHISHELP") })
        try pane.keys("q")
        #expect(try pane.waitForExit())
    }
}
