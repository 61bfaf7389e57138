import Foundation
import PulseTestSupport
import Testing

@testable import PulseCore

/// The shared prompt: validation, notices and cancel rules, and the GitHub cases of the
/// original's `CredentialChangeTests`.
@Suite struct PromptTests {
    let size = TerminalSize(columns: 80, rows: 24)
    let now = Date(timeIntervalSince1970: 1_781_352_100)

    @Test func usernamesFollowGitHubsRule() {
        for name in ["octocat", "a", "monalisa-1", "A-b-C", "a--b", String(repeating: "x", count: 39)] {
            #expect(ContributionsSource.github.isValidHandle(name), "\(name)")
        }
        for name in [
            "", "-a", "a-", "a_b", "a.b", "not a valid name", String(repeating: "x", count: 40), "ünï", "a\u{0}",
            " octocat ",  // the editor trims before submitting; blanks in a stored handle are not GitHub's
        ] {
            #expect(!ContributionsSource.github.isValidHandle(name), "\(name)")
        }
    }

    @Test func anInvalidNameIsRefusedAndTheNoticeClearsOnTheNextEdit() {
        var prompt = Prompt(.contributorHandle, canCancel: true)
        prompt.paste("not a valid name")
        #expect(prompt.handle(.enter) == .none)
        #expect(prompt.notice == .invalidUsername)
        #expect(prompt.notice?.text == "NOT A VALID USERNAME.")
        #expect(prompt.notice?.isFailure == true)
        _ = prompt.handle(.control("u"))
        #expect(prompt.notice == nil)
        prompt.paste(" monalisa ")
        #expect(prompt.handle(.enter) == .save(SecretText("monalisa")))
    }

    @Test func noticesReadAsTheOriginals() {
        #expect(PromptNotice.replacing.text == "EXISTING KEY KEPT UNTIL SAVED.")
        #expect(!PromptNotice.replacing.isFailure)
        #expect(PromptNotice.keyRejected.text == "KEY REJECTED. ENTER IT AGAIN.")
        #expect(PromptNotice.keyRejected.isFailure)
        #expect(PromptNotice.writeFailed.text == "COULD NOT SAVE. RETRY.")
    }

    @Test func theKeyFieldIsSecretAndTheHandleFieldIsNot() {
        #expect(Prompt(.uptimeKey, canCancel: false).editor.isSecret)
        #expect(!Prompt(.contributorHandle, canCancel: false).editor.isSecret)
    }

    @Test func aPasteWithATrailingNewlineDoesNotSubmit() {
        var prompt = Prompt(.uptimeKey, canCancel: false)
        prompt.paste("lsu_key\n")
        #expect(prompt.editor.text == "lsu_key")
        #expect(prompt.handle(.enter) == .save(SecretText("lsu_key")))
    }

    @Test func cancelOnlyWhereAllowed() {
        var fixed = Prompt(.uptimeKey, canCancel: false)
        #expect(fixed.handle(.escape) == .none)
        var open = Prompt(.uptimeKey, canCancel: true)
        #expect(open.handle(.escape) == .cancel)
    }

    @Test func secretTextNeverPrints() {
        let secret = SecretText("lsu_SECRET")
        #expect("\(secret)" == "<secret>")
        #expect(String(reflecting: secret) == "<secret>")
        #expect(Mirror(reflecting: secret).children.isEmpty)
        #expect(!String(reflecting: [Effect.saving(.credential(.uptimeKey, secret), on: .uptime)]).contains("lsu_"))
    }

    // MARK: GitHub (CredentialChangeTests)

    @Test func changingTheUsernameIsOnlyOfferedOnceOneIsStored() {
        var state = AppState(page: .github, size: size)
        _ = state.handle(.started, at: now)
        #expect(state.prompts[.github]?.isFocused == false, "arriving is inert")
        _ = state.handle(.key(.character("c")), at: now)
        #expect(state.prompts[.github]?.canCancel == false, "first use: no cancel")
        #expect(state.prompts[.github]?.isFocused == false, "a letter is not typed on arrival")
        #expect(state.prompts[.github]?.notice == .pressEnterToType, "nor dropped without a word")
        #expect(state.prompts[.github]?.editor.text == "")
        _ = state.handle(.key(.enter), at: now)
        #expect(state.prompts[.github]?.isFocused == true, "Enter asks to type")
        #expect(state.prompts[.github]?.notice == nil, "and the cue is done with")
        _ = state.handle(.key(.character("c")), at: now)
        #expect(state.prompts[.github]?.editor.text == "c", "once focused, the key is text in the open prompt")
        var stored = AppState(page: .github, size: size, credentials: CredentialPresence(githubUsername: "octocat"))
        _ = stored.handle(.key(.character("c")), at: now)
        #expect(stored.prompts[.github] == Prompt(.contributorHandle, canCancel: true))
    }

    @Test func savingANewNameOverwritesTheStoredOne() {
        var state = AppState(page: .github, size: size, credentials: CredentialPresence(githubUsername: "octocat"))
        _ = state.handle(.key(.character("c")), at: now)
        _ = state.handle(.paste(" monalisa "), at: now)
        let effects = state.handle(.key(.enter), at: now)
        #expect(effects == [.saving(.credential(.githubUsername, SecretText("monalisa")), on: .github)])
        #expect(state.credentials.githubUsername == "octocat", "not until the save succeeds")
        _ = state.handle(.outcome(of: effects, .written), at: now)
        #expect(state.credentials.githubUsername == "monalisa")
        #expect(state.prompts[.github] == nil)
    }

    @Test func anInvalidNameIsRefusedAndTheStoredNameStays() {
        var state = AppState(page: .github, size: size, credentials: CredentialPresence(githubUsername: "octocat"))
        _ = state.handle(.key(.character("c")), at: now)
        _ = state.handle(.paste("not a valid name"), at: now)
        #expect(state.handle(.key(.enter), at: now).isEmpty)
        #expect(state.prompts[.github]?.notice == .invalidUsername)
        #expect(state.credentials.githubUsername == "octocat")
    }

    @Test func aKeySavedElsewhereAnswersAPromptThatWasOnlyWaiting() {
        var state = AppState(page: .uptime, size: size, uptime: .levoChosen)
        _ = state.handle(.started, at: now)
        #expect(state.prompts[.uptime] != nil)
        _ = state.handle(.credential(.uptimeKey, on: .settings, .written), at: now)
        #expect(state.prompts[.uptime] == nil)
    }
}
