import Foundation
import PulseTestSupport
import Testing

/// `pulse snapshot` as a script sees it: a read that failed is told by the exit status
/// after the page is printed, and a snapshot leaves nothing behind.
@Suite struct SnapshotStatusTests {
    let binary: String
    let home = SnapshotHome()

    init() throws {
        binary = try pulseBinary()
    }

    /// Every file and folder under the private home, to show that none was made.
    func leftBehind() -> [String] {
        FileManager.default.enumerator(atPath: home.url.path)?.compactMap { $0 as? String } ?? []
    }

    @Test func anUptimeReadThatFailedPrintsThePageAndExitsThree() throws {
        let address = "http://127.0.0.1:\(LoopbackServer.closedPort())"
        let outcome = try run(
            binary, ["snapshot", "uptime", "--uptime", "gatus:\(address)", "--format", "text"],
            environment: home.environment)
        #expect(outcome.status == 3, "\(outcome.standardError)")
        #expect(outcome.standardOutput.contains("CONNECTION FAILED"), "the page is printed, and says why")
    }

    @Test func aGoodUptimeReadExitsZero() throws {
        let server = try LoopbackServer()
        let outcome = try run(
            binary, ["snapshot", "uptime", "--uptime", "kuma:\(server.base)/status/main", "--format", "text"],
            environment: home.environment)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(!outcome.standardOutput.contains("FAILED"))
    }

    @Test func aForgeThatAnswered500IsNamedAndTheSnapshotExitsThree() throws {
        let server = try LoopbackServer()
        server.setGitHub("500", events: "ok")
        try writeCredentialsFile(#"{"github.username":"octocat"}"#, in: home.url)
        let environment = home.environment.merging([
            "PULSE_GITHUB_URL": server.base, "PULSE_GITHUB_API_URL": server.base,
        ]) { $1 }
        let failed = try run(binary, ["snapshot", "github", "--format", "text"], environment: environment)
        #expect(failed.status == 3)
        #expect(failed.standardOutput.contains("SERVER ERROR: 500"), "\(failed.standardOutput)")
        #expect(!failed.standardOutput.contains("OFFLINE"), "the server answered: it is not offline")
        server.setGitHub("ok", events: "ok")
        let good = try run(binary, ["snapshot", "github", "--format", "text"], environment: environment)
        #expect(good.status == 0, "\(good.standardOutput)")
    }

    /// On an empty home, every page with every option that remembers a choice: the frame
    /// shows the choices, and no file or folder is made (no `hints.shown` either, so the
    /// first real start still shows its hint).
    @Test func aSnapshotOnAnEmptyHomeLeavesNothing() throws {
        let pages = ["clock", "stopwatch", "countdown", "interval", "github", "uptime", "settings"]
        for page in pages {
            let outcome = try run(
                binary,
                [
                    "snapshot", page, "--format", "text", "--time-format", "12h", "--zones", "NYC=America/New_York",
                    "--ink", "amber", "--pages", "clock,countdown,settings", "--location", "52.52,13.41",
                    "--contributions", "codeberg", "--uptime", "healthchecks",
                ],
                environment: home.environment.merging([
                    "PULSE_OPEN_METEO_URL": "http://127.0.0.1:\(LoopbackServer.closedPort())"
                ]) { $1 })
            #expect([0, 3].contains(outcome.status), "\(page): \(outcome.standardError)")
            #expect(leftBehind() == [], "\(page) left \(leftBehind())")
        }
        let settings = try run(
            binary, ["snapshot", "settings", "--format", "text", "--ink", "amber", "--contributions", "codeberg"],
            environment: home.environment)
        #expect(
            settings.standardOutput.contains("INK: AMBER\n") && settings.standardOutput.contains("SOURCE: CODEBERG\n"))
        #expect(leftBehind() == [])
    }
}
