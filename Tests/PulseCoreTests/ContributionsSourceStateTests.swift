import Foundation
import PulseTestSupport
import Testing

@testable import PulseCore

/// The contributions page's forge: `--contributions` words, the Settings picker, the
/// handle asked per forge (and per server), and the page reading the forge chosen,
/// through `AppState` as the display drives it.
@Suite struct ContributionsSourceStateTests {
    let size = TerminalSize(columns: 100, rows: 30)
    let start = instant("2026-08-31T18:00:00Z")

    func settings(_ presence: CredentialPresence = CredentialPresence(githubUsername: "octocat")) -> AppState {
        var state = AppState(page: .settings, size: size, credentials: presence)
        _ = state.handle(.started, at: start)
        return state
    }

    /// Picks `choice` in its picker, opened from Settings (`AppState.pick`).
    func pick(_ choice: ContributionsSourceChoice, on state: inout AppState) -> [Effect] {
        state.pick(choice, at: start)
    }

    func type(_ text: String, on state: inout AppState) -> [Effect] { state.type(text, at: start) }

    @Test func theWordsAndAddressesAreReadAsTheForgesTakeThem() throws {
        #expect(try ContributionsSource(parsing: "GitHub") == .github)
        #expect(try ContributionsSource(parsing: "gitlab") == .gitlab)
        #expect(try ContributionsSource(parsing: "gitlab:https://gitlab.com/") == .gitlab, "the hosted one")
        let own = try ContributionsSource(parsing: "gitlab:HTTPS://Git.Example.COM/")
        #expect(own.storedForm == "gitlab:https://git.example.com" && own.displayText == "GITLAB GIT.EXAMPLE.COM")
        #expect(try ContributionsSource(parsing: "gitea:http://127.0.0.1:3000").host == "127.0.0.1:3000")
        let refusals: [(String, ContributionsSourceError)] = [
            ("sourcehut", .unknownSource("sourcehut")), ("forgejo", .missingURL(source: "forgejo")),
            ("codeberg:https://codeberg.org", .unexpectedURL(source: "codeberg")),
            ("gitea:http://git.example.com", .insecureURL), ("gitea:https://a:b@git.example.com", .userInfo),
            ("gitea:https://git.example.com/?x=1", .queryOrFragment), ("gitea:ftp://git.example.com", .notAURL),
        ]
        for (text, error) in refusals {
            #expect(throws: error, "\(text)") { try ContributionsSource(parsing: text) }
        }
        #expect(!ContributionsSourceError.userInfo.description.contains("a:b"), "never the secret")
    }

    @Test func eachForgeAndServerKeepsItsOwnHandle() throws {
        let one = try ContributionsSource(parsing: "gitea:https://one.example.com")
        let two = try ContributionsSource(parsing: "gitea:https://two.example.com")
        let names = [ContributionsSource.github, .gitlab, .codeberg, one, two].map(\.handleCredential)
        #expect(Set(names).count == 5)
        #expect(one.handleCredential.handleSource == one, "the credential names its source back")
        #expect(ContributionsSource.codeberg.handleCredential.handleSource == .codeberg)
    }

    @Test func choosingGitLabAsksForItsHandleThenReadsIt() throws {
        var state = settings()
        #expect(pick(ContributionsSourceChoice(.gitlab, ownServer: false), on: &state).isEmpty)
        let prompt = try #require(state.prompts[.settings])
        #expect(prompt.kind == .contributorHandle && prompt.forge == .gitlab && prompt.canCancel)
        #expect(state.github.source == .github, "nothing changes before the handle is saved")
        let effects = type("jane", on: &state)
        #expect(
            effects == [
                .saving(
                    .credential(ContributionsSource.gitlab.handleCredential, SecretText("jane")), on: .settings,
                    row: .contributorHandle, then: .readContributionsSource(.gitlab))
            ])
        let switched = state.handle(.outcome(of: effects, .written), at: start)
        #expect(state.github.source == .gitlab && state.choices.contributionsSource == .gitlab)
        #expect(
            switched == [
                .saving(
                    .contributionsPreferences(ContributionsPreferences(source: .gitlab)), on: .settings,
                    row: .contributionsSource)
            ])
        #expect(state.credentials.handle(for: .github) == "octocat", "GitHub's handle is kept")
    }

    @Test func switchingToCodebergAndBackNeverAsksAgain() {
        let handles = [
            ContributionsSource.gitlab.handleCredential: "jane", ContributionsSource.codeberg.handleCredential: "jd",
        ]
        var state = settings(CredentialPresence(githubUsername: "octocat", handles: handles))
        _ = pick(ContributionsSourceChoice(.gitlab, ownServer: false), on: &state)
        #expect(state.github.source == .gitlab && state.prompts[.settings] == nil)
        _ = pick(ContributionsSourceChoice(.codeberg, ownServer: false), on: &state)
        #expect(state.github.source == .codeberg && state.prompts[.settings] == nil)
        _ = pick(ContributionsSourceChoice(.github, ownServer: false), on: &state)
        #expect(state.github.source == .github && state.prompts[.settings] == nil)
    }

    @Test func aServerOfYourOwnAsksForItsAddressFirstAndRemembersIt() throws {
        var state = settings()
        let forgejo = ContributionsSourceChoice(.forgejo, ownServer: true)
        #expect(pick(forgejo, on: &state).isEmpty)
        #expect(state.prompts[.settings]?.kind == .forgeAddress(forgejo))
        #expect(type("http://git.example.com", on: &state).isEmpty)
        #expect(state.prompts[.settings]?.notice == .invalidForgeAddress(.insecureURL))
        _ = state.handle(.key(.control("u")), at: start)
        #expect(type("git.example.com", on: &state).isEmpty, "without a scheme it is https")
        let source = try ContributionsSource(parsing: "forgejo:https://git.example.com")
        #expect(state.prompts[.settings]?.kind == .contributorHandle && state.prompts[.settings]?.forge == source)
        let saved = type("jane", on: &state)
        _ = state.handle(.outcome(of: saved, .written), at: start)
        #expect(state.github.source == source)
        #expect(state.choices.contributions.addresses[forgejo] == source)
    }

    @Test func thePageAsksTheChosenForgeAndSaysWhatItAnswered() throws {
        let handles = [ContributionsSource.gitlab.handleCredential: "jane"]
        var state = AppState(
            page: .github, size: size, credentials: CredentialPresence(handles: handles),
            contributions: ContributionsPreferences(source: .gitlab))
        let effects = state.handle(.started, at: start)
        let fetches = effects.fetches.map { ($0.id, $0.request) }
        let calendar = try #require(fetches.first { $0.1.url.path.hasSuffix("/calendar.json") })
        #expect(calendar.1.url.absoluteString == "https://gitlab.com/users/jane/calendar.json")
        #expect(fetches.contains { $0.1.url.path == "/api/v4/users/jane/events" })
        let body = #"{"2026-08-31":4,"2026-08-30":2}"#
        _ = state.handle(
            .fetched(id: calendar.0, result: .success(HTTPResponse(status: 200, headers: [:], body: Data(body.utf8)))),
            at: start)
        #expect(state.github.exactCount(today: start, zone: zone("UTC")) == 4)
        #expect(state.github.statusLine(today: start, zone: zone("UTC")) == nil)
    }
}
