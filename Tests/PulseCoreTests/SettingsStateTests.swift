import Foundation
import PulseTestSupport
import Testing

@testable import PulseCore

/// The Settings page's state: the original's `SettingsScreenTests` (the credential and
/// preference cases) and the terminal's location row.
@Suite struct SettingsStateTests {
    let size = TerminalSize(columns: 80, rows: 24)
    let now = Date(timeIntervalSince1970: 1_781_352_100)

    func settings(_ credentials: CredentialPresence = CredentialPresence(), preferences: ClockPreferences = .init())
        -> AppState
    {
        AppState(page: .settings, size: size, preferences: preferences, credentials: credentials)
    }

    @Test func arrivingChangesNothingAndChoosesTheFirstRow() {
        var state = AppState(page: .uptime, size: size, credentials: CredentialPresence(hasUptimeKey: true))
        _ = state.handle(.started, at: now)
        let effects = state.handle(.key(.right), at: now)
        #expect(state.page == .settings)
        #expect(effects.isEmpty || effects.allSatisfy { if case .cancelFetch = $0 { true } else { false } })
        #expect(state.settings.selection == .uptimeKey, "the first row, lit")
        #expect(state.prompts[.settings] == nil)
        var fresh = settings()
        #expect(fresh.handle(.started, at: now).isEmpty, "nothing written or fetched")
        #expect(fresh.nextDeadline(after: now) == Orbit.nextStep(after: now), "no polling: only the heal")
    }

    @Test func upAndDownChooseAndTheChoiceIsForgottenOnLeaving() {
        var state = settings()
        #expect(state.settings.selection == .uptimeKey, "the page opens on its first row")
        _ = state.handle(.key(.down), at: now)
        #expect(state.settings.selection == .contributorHandle, "the first ↓ is the second row")
        let rows = SettingsRow.allCases
        for _ in 0..<rows.count { _ = state.handle(.key(.down), at: now) }
        #expect(state.settings.selection == rows.last, "the end holds")
        _ = state.handle(.key(.up), at: now)
        #expect(state.settings.selection == rows[rows.count - 2])
        _ = state.handle(.key(.left), at: now)
        _ = state.handle(.key(.right), at: now)
        #expect(state.settings.selection == .uptimeKey, "back on the first row")
        var fromTheTop = settings()
        _ = fromTheTop.handle(.key(.up), at: now)
        #expect(fromTheTop.settings.selection == .uptimeKey, "the top holds")
    }

    @Test func downDownEnterChangesTheThirdRowTheOneLit() {
        var state = settings()
        _ = state.handle(.key(.down), at: now)
        _ = state.handle(.key(.down), at: now)
        #expect(state.settings.selection == .seconds)
        let effects = state.handle(.key(.enter), at: now)
        #expect(state.preferences.showsSeconds)
        #expect(effects == [.saving(.clockPreferences(state.preferences), on: .settings, row: .seconds)])
        #expect(Page.allCases.allSatisfy { state.prompts[$0] == nil }, "no prompt opened")
    }

    @Test func thePreferenceRowsToggleTheClocksOwnPreferences() {
        var state = settings()
        let effects = state.handle(.pressed(.settingsRow(.seconds)), at: now)
        #expect(state.preferences.showsSeconds)
        #expect(effects == [.saving(.clockPreferences(state.preferences), on: .settings, row: .seconds)])
        _ = state.handle(.pressed(.settingsRow(.weatherCondition)), at: now)
        #expect(!state.preferences.showsCondition)
        // The same object: the Clock four pages away reads it.
        for _ in 0..<4 { _ = state.handle(.key(.left), at: now) }
        #expect(state.page == .clock)
        #expect(state.nextDeadline(after: now) == TickGranularity.second.nextBoundary(after: now))
    }

    @Test func aDoublePressOnTheClockIsOnSettingsAtOnce() {
        var state = AppState(size: size)
        _ = state.handle(.key(.character(" ")), at: now)
        _ = state.handle(.key(.character(" ")), at: now.addingTimeInterval(0.1))
        _ = state.handle(.tick, at: now.addingTimeInterval(1))
        #expect(state.preferences.showsSeconds)
        for _ in 0..<4 { _ = state.handle(.key(.pageDown), at: now.addingTimeInterval(2)) }
        #expect(state.page == .settings && state.preferences.showsSeconds)
    }

    @Test func theKeyRowsNoticeFollowsWhatIsStored() {
        var none = settings()
        _ = none.handle(.pressed(.settingsRow(.uptimeKey)), at: now)
        #expect(none.prompts[.settings] == Prompt(.uptimeKey, canCancel: true), "first use: no notice")
        _ = none.handle(.paste("lsu_new"), at: now)
        let save = none.handle(.key(.enter), at: now)
        _ = none.handle(.outcome(of: save, .written), at: now)
        #expect(none.prompts[.settings] == nil)
        #expect(none.credentials.hasUptimeKey)
        _ = none.handle(.pressed(.settingsRow(.uptimeKey)), at: now)
        #expect(none.prompts[.settings]?.notice == .replacing, "replacing once one is stored")
        _ = none.handle(.key(.escape), at: now)
        var stored = settings(CredentialPresence(hasUptimeKey: true))
        _ = stored.handle(.pressed(.settingsRow(.uptimeKey)), at: now)
        #expect(stored.prompts[.settings]?.notice == .replacing)
    }

    @Test func openingAndCancellingEitherEditorWritesNothing() {
        var state = settings(CredentialPresence(hasUptimeKey: true, githubUsername: "octocat"))
        for row in [SettingsRow.uptimeKey, .contributorHandle, .location] {
            #expect(state.handle(.pressed(.settingsRow(row)), at: now).isEmpty)
            #expect(state.prompts[.settings]?.canCancel == true, "always cancellable here")
            _ = state.handle(.paste("something"), at: now)
            #expect(state.handle(.key(.escape), at: now).isEmpty)
            #expect(state.prompts[.settings] == nil)
        }
        #expect(state.credentials == CredentialPresence(hasUptimeKey: true, githubUsername: "octocat"))
    }

    @Test func savesAreTrimmedAndValidated() {
        var state = settings()
        _ = state.handle(.pressed(.settingsRow(.uptimeKey)), at: now)
        _ = state.handle(.paste("  lsu_trimmed  "), at: now)
        let key = state.handle(.key(.enter), at: now)
        // Nothing was chosen yet: the key chooses the original API once it is written.
        #expect(
            key == [
                .saving(
                    .credential(.uptimeKey, SecretText("lsu_trimmed")), on: .settings, row: .uptimeKey,
                    then: .readUptimeSource(.levo))
            ])
        _ = state.handle(.outcome(of: key, .written), at: now)
        _ = state.handle(.pressed(.settingsRow(.contributorHandle)), at: now)
        _ = state.handle(.paste("not a valid name"), at: now)
        #expect(state.handle(.key(.enter), at: now).isEmpty, "refused")
        #expect(state.prompts[.settings]?.notice == .invalidUsername)
        _ = state.handle(.key(.control("u")), at: now)
        _ = state.handle(.paste(" monalisa "), at: now)
        let handle = state.handle(.key(.enter), at: now)
        #expect(
            handle == [
                .saving(.credential(.githubUsername, SecretText("monalisa")), on: .settings, row: .contributorHandle)
            ])
        _ = state.handle(.outcome(of: handle, .written), at: now)
        #expect(state.credentials.githubUsername == "monalisa")
    }

    @Test func anAllSpaceKeyIsRefusedAndTheOldKeyKept() {
        var state = settings(CredentialPresence(hasUptimeKey: true))
        _ = state.handle(.pressed(.settingsRow(.uptimeKey)), at: now)
        _ = state.handle(.paste("     "), at: now)
        #expect(state.handle(.key(.enter), at: now).isEmpty)
        #expect(state.prompts[.settings] != nil && state.credentials.hasUptimeKey)
    }

    // MARK: location

    @Test func aCoordinateIsStoredCoarsenedWithoutALookup() throws {
        var state = settings()
        _ = state.handle(.pressed(.settingsRow(.location)), at: now)
        _ = state.handle(.paste("52.520008, 13.404954"), at: now)
        let effects = state.handle(.key(.enter), at: now)
        let coordinate = try #require(Coordinate(latitude: 52.52, longitude: 13.4))
        #expect(effects == [.saving(.location(WeatherLocation(name: nil, coordinate: coordinate)), on: .settings)])
        _ = state.handle(.outcome(of: effects, .written), at: now)
        #expect(state.prompts[.settings] == nil)
        #expect(state.weather.location == coordinate, "the Clock follows")
    }

    @Test func numbersThatAreNoPlaceAreRefused() {
        var state = settings()
        _ = state.handle(.pressed(.settingsRow(.location)), at: now)
        _ = state.handle(.paste("91,200"), at: now)
        #expect(state.handle(.key(.enter), at: now).isEmpty)
        #expect(state.prompts[.settings]?.notice == .invalidLocation)
    }

    @Test func aNameIsLookedUpOnceAndNothingFoundSaysSo() throws {
        var state = settings()
        _ = state.handle(.pressed(.settingsRow(.location)), at: now)
        _ = state.handle(.paste("Atlantis"), at: now)
        let effects = state.handle(.key(.enter), at: now)
        guard effects.count == 1, case (let id, let request)? = effects.first?.fetch else {
            Issue.record("one lookup expected, got \(effects)")
            return
        }
        #expect(request.url.query?.contains("name=Atlantis") == true)
        #expect(state.prompts[.settings]?.notice == .lookingUp)
        let nothing = Result<HTTPResponse, HTTPFailure>.success(
            HTTPResponse(status: 200, headers: [:], body: Data(#"{"generationtime_ms":0.5}"#.utf8)))
        #expect(state.handle(.fetched(id: id, result: nothing), at: now).isEmpty, "nothing stored")
        #expect(state.prompts[.settings]?.notice == .noSuchPlace)
        #expect(state.prompts[.settings]?.editor.text == "Atlantis")
        #expect(state.location == nil)
    }

    @Test func aFailedLookupKeepsTheTextAndStoresNothing() {
        var state = settings()
        _ = state.handle(.pressed(.settingsRow(.location)), at: now)
        _ = state.handle(.paste("Berlin"), at: now)
        guard let id = state.handle(.key(.enter), at: now).first?.fetch?.id else {
            Issue.record("no lookup")
            return
        }
        #expect(state.handle(.fetched(id: id, result: .failure(.refused)), at: now).isEmpty)
        #expect(state.prompts[.settings]?.notice == .lookupFailed)
        #expect(state.location == nil)
    }
}
