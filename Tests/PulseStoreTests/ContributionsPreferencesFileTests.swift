import Foundation
import PulseCore
import Testing

@testable import PulseStore

/// The contributions page's forge and remembered addresses in the settings file, beside
/// the other keys.
@Suite struct ContributionsPreferencesFileTests {
    @Test func theSourceAndTheAddressesSurviveAReloadAndOtherKeysAreKept() throws {
        let scratch = try Scratch()
        let url = scratch.url.appendingPathComponent("preferences.json")
        try Data(#"{"clock.showsSeconds": true, "uptime.source": "betterstack"}"#.utf8).write(to: url)
        let file = PreferencesFile(url: url)
        let own = try ContributionsSource(parsing: "gitea:https://git.example.com")
        var preferences = ContributionsPreferences(source: own)
        preferences.choose(.codeberg)
        try file.saveContributions(preferences)
        let loaded = PreferencesFile(url: url).stored.contributions
        #expect(loaded == preferences)
        #expect(loaded.source == .codeberg)
        #expect(loaded.addresses[ContributionsSourceChoice(.gitea, ownServer: true)] == own, "the address is kept")
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains(#""clock.showsSeconds" : true"#) && text.contains(#""uptime.source" : "betterstack""#))
        #expect(text.contains("contributions.address.gitea") && text.contains(#""contributions.source" : "codeberg""#))
    }

    @Test func onlyWhatChangedIsWrittenSoAnotherPulsesChangeStays() throws {
        let scratch = try Scratch()
        let url = scratch.url.appendingPathComponent("preferences.json")
        let file = PreferencesFile(url: url)
        let before = ContributionsPreferences(source: .gitlab)
        try file.saveContributions(before)
        // Another Pulse chose Codeberg meanwhile; this one only remembers a Forgejo address.
        try file.saveContributions(ContributionsPreferences(source: .codeberg), changedFrom: before)
        var mine = before
        mine.choose(try ContributionsSource(parsing: "forgejo:https://f.example.com"))
        mine.choose(.gitlab)
        try file.saveContributions(mine, changedFrom: before)
        let loaded = file.stored.contributions
        #expect(loaded.source == .codeberg, "the source this one did not change is not undone")
        #expect(loaded.addresses[ContributionsSourceChoice(.forgejo, ownServer: true)] != nil)
    }

    @Test(arguments: [
        #"{"contributions.source": "sourcehut"}"#, #"{"contributions.source": "gitea:http://git.example.com"}"#,
        #"{"contributions.source": 7}"#, #"{"contributions.source": "forgejo"}"#,
    ])
    func aValueThatIsNotASourceReadsAsGitHub(_ content: String) throws {
        let scratch = try Scratch()
        let url = scratch.url.appendingPathComponent("preferences.json")
        try Data(content.utf8).write(to: url)
        #expect(PreferencesFile(url: url).stored.contributions == ContributionsPreferences())
    }
}
