import Foundation
import PulseTestSupport
import Testing

/// A newcomer on a fresh home directory: a handle typed on arrival is stored whole or not at
/// all (and the page says how to type), the Uptime page starts from the monitors people
/// run, the first start says how to move once, and `?` lists the page's own keys first.
@Suite(.serialized) struct FirstTenMinutesEndToEndTests {
    let binary: String
    let server: LoopbackServer

    init() throws {
        binary = try pulseBinary()
        server = try LoopbackServer()
    }

    func storedCredentials(_ pane: TmuxPane) -> String {
        let file = pane.directory.appendingPathComponent("config/pulse/credentials.json")
        return (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    }

    /// Typed on arrival, a handle is not typed (a held key pages past the prompt), but no
    /// letter goes without a word: the prompt says how to type, and nothing is stored;
    /// once asked, the same handle is stored whole.
    @Test func aHandleTypedOnArrivalIsNotStoredInPartAndThePageSaysHowToType() throws {
        let pane = try TmuxPane.pulse(binary, arguments: "--color none", firstStart: true)
        #expect(try pane.waitUntil { $0.contains("\u{2588}") })
        try pane.keys("l", "l")
        #expect(try pane.waitUntil { squeezed($0).contains("YOURGITHUBNAME") && squeezed($0).contains("ENTERTOTYPE") })
        try pane.literal("octocat")
        #expect(try pane.waitUntil { squeezed($0).contains("PRESSENTER,THENTYPE.") }, "the page says how to type")
        #expect(storedCredentials(pane).isEmpty, "nothing stored, least of all 'tocat'")
        try pane.keys("Enter")
        try pane.literal("octocat")
        try pane.keys("Enter")
        #expect(try pane.waitUntil { _ in storedCredentials(pane).contains(#""github.username":"octocat""#) })
        try pane.keys("C-c")
        #expect(try pane.waitForExit())
    }

    /// `torvalds` has an `l`: it pages on, as a held `l` must; the handle is not stored in
    /// part, and the prompt left behind still says how to type.
    @Test func aHandleWithAPagingLetterPagesOnAndStoresNothing() throws {
        let pane = try TmuxPane.pulse(binary, arguments: "--page github --color none", firstStart: true)
        #expect(try pane.waitUntil { squeezed($0).contains("YOURGITHUBNAME") })
        try pane.literal("torvalds")
        #expect(try pane.waitUntil { squeezed($0).contains("UPTIMESOURCE") }, "the l paged on to Uptime")
        #expect(storedCredentials(pane).isEmpty)
        try pane.keys("h")
        #expect(try pane.waitUntil { squeezed($0).contains("PRESSENTER,THENTYPE.") })
        try pane.keys("C-c")
        #expect(try pane.waitForExit())
    }

    @Test func theUptimePageOffersThePickerThenReadsWhatWasChosenAndNamesIt() throws {
        let pane = try TmuxPane.pulse(binary, arguments: "--page uptime --color none", firstStart: true)
        #expect(
            try pane.waitUntil { squeezed($0).contains("UPTIMESOURCE") && squeezed($0).contains("YOURKUMASTATUSPAGE") },
            "the picker, each line with what it is")
        // Gatus is the second line. The first key also takes the first start's hint off
        // the bottom row, where the picker says how to pick.
        try pane.keys("Down")
        #expect(try pane.waitUntil { squeezed($0).contains("PICKWHATYOURUN") })
        try pane.keys("Enter")
        #expect(try pane.waitUntil { squeezed($0).contains("THEGATUSSERVER'SADDRESS.") })
        try pane.literal(server.base)
        try pane.keys("Enter")
        let host = "127.0.0.1:\(server.port)"
        #expect(
            try pane.waitUntil { squeezed($0).contains("FROMGATUS\(host)") && squeezed($0).contains("CHANGESERVER") },
            "the page names the source and host it reads")
        #expect(try pane.waitUntil { _ in server.count(of: "/api/v1/endpoints/statuses") >= 1 })
        try pane.keys("q")
        #expect(try pane.waitForExit())
        // The choice is remembered: the next start reads it without asking.
        let again = try TmuxPane.pulse(
            binary, arguments: "--page uptime --color none", wrapper: TmuxPane.heldWrapper(), firstStart: true)
        let settings = pane.directory.appendingPathComponent("config/pulse/preferences.json")
        try FileManager.default.createDirectory(
            at: again.directory.appendingPathComponent("config/pulse"), withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        try FileManager.default.copyItem(
            at: settings, to: again.directory.appendingPathComponent("config/pulse/preferences.json"))
        again.release()
        #expect(try again.waitUntil { squeezed($0).contains("FROMGATUS\(host)") })
        try again.keys("q")
        #expect(try again.waitForExit())
    }

    @Test func choosingTheOriginalAPIAsksForItsKey() throws {
        let pane = try TmuxPane.pulse(binary, arguments: "--page uptime --color none", firstStart: true)
        #expect(
            try pane.waitUntil {
                squeezed($0).contains("UPTIMESOURCE") && squeezed($0).contains("LEVOSTUDIO'SUPTIMEAPI")
            }
        )
        // The original API is the last line.
        for _ in 0..<7 { try pane.keys("Down") }
        try pane.keys("Enter")
        #expect(
            try pane.waitUntil { squeezed($0).contains("LEVOSTUDIOUPTIMEAPI.") && squeezed($0).contains("SAVEKEY") })
        try pane.keys("q")
        #expect(try pane.waitUntil { $0.contains("\u{2022}") }, "the prompt opened by a choice takes text at once")
        try pane.keys("C-c")
        #expect(try pane.waitForExit())
    }

    @Test func theFirstStartSaysHowToMoveOnceAndNeverAgain() throws {
        let pane = try TmuxPane.pulse(binary, arguments: "--color none", firstStart: true)
        #expect(try pane.waitUntil { squeezed($0).contains("LEFTRIGHT:OTHERPAGES?:KEYS") }, "the hint")
        try pane.keys("l")
        #expect(try pane.waitUntil { !squeezed($0).contains("OTHERPAGES") }, "gone with the first key")
        try pane.keys("q")
        #expect(try pane.waitForExit())
        let settings = pane.directory.appendingPathComponent("config/pulse/preferences.json")
        let stored = try String(contentsOf: settings, encoding: .utf8)
        #expect(stored.contains("\"hints.shown\" : true"), "remembered: \(stored)")
        // The second start, on the same files.
        let second = try TmuxPane.pulse(
            binary, arguments: "--color none", wrapper: TmuxPane.heldWrapper(), firstStart: true)
        let folder = second.directory.appendingPathComponent("config/pulse")
        try FileManager.default.createDirectory(
            at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try FileManager.default.copyItem(at: settings, to: folder.appendingPathComponent("preferences.json"))
        second.release()
        #expect(try second.waitUntil { $0.contains("\u{2588}") })
        #expect(!squeezed(try second.screen()).contains("OTHERPAGES"), "never again")
        try second.keys("q")
        #expect(try second.waitForExit())
    }

    @Test(arguments: [
        ("clock", "SECONDSON/OFF"), ("stopwatch", "START/STOP"), ("github", "CHANGEUSERNAME"),
        ("uptime", "SCROLLTHELISTUP"), ("settings", "CHOOSETHEROWABOVE"),
    ])
    func theHelpListsThePagesOwnKeysFirst(_ page: String, _ own: String) throws {
        let pane = try TmuxPane.pulse(binary, arguments: "--demo --page \(page) --color none")
        #expect(try pane.waitUntil { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty })
        try pane.literal("?")
        #expect(try pane.waitUntil { squeezed($0).contains("ANYKEYCLOSESTHISHELP") })
        let help = squeezed(try pane.screen())
        let ownAt = try #require(help.range(of: own)?.lowerBound, "\(page): its own keys")
        let everyAt = try #require(help.range(of: "EVERYPAGE")?.lowerBound)
        #expect(help.range(of: page.uppercased())?.lowerBound ?? ownAt < ownAt, "under the page's name")
        #expect(ownAt < everyAt, "\(page): its own keys before every page's")
        try pane.keys("Escape")
        #expect(try pane.waitUntil { !squeezed($0).contains("ANYKEYCLOSESTHISHELP") })
        try pane.keys("q")
        #expect(try pane.waitForExit())
    }
}
