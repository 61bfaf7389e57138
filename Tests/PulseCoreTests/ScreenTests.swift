import Foundation
import PulseTestSupport
import Testing

@testable import PulseCore

/// The one value that says what is on screen, the demo's rule that nothing leaves the
/// process, fetch answers routed by purpose, and the prompt's arrival and paste rules.
@Suite struct ScreenTests {
    let size = TerminalSize(columns: 80, rows: 24)
    let now = Date(timeIntervalSince1970: 1_781_352_100)

    @Test func theScreenIsTheHelpThenAPromptThenThePage() {
        var state = AppState(page: .github, size: size)
        #expect(state.screen == .page(.github), "before arrival's work nothing covers the page")
        _ = state.handle(.started, at: now)
        #expect(state.screen.prompt?.kind == .contributorHandle)
        #expect(state.screen.uncovered == nil)
        _ = state.handle(.key(.character("?")), at: now)
        #expect(state.screen == .help(over: .github))
        _ = state.handle(.key(.character("x")), at: now)
        #expect(state.screen.prompt != nil, "the next key only dismisses the help")
        _ = state.handle(.key(.right), at: now)
        #expect(state.screen == .picker(SourcePicker(Monitors.self, current: nil), on: .uptime), "no source chosen yet")
    }

    @Test func nothingIsDueUnderAPromptOrTheHelpButTheTapWindow() {
        var state = AppState(page: .clock, size: size)
        #expect(state.nextDeadline(after: now) != nil, "the minute")
        _ = state.handle(.key(.character("?")), at: now)
        #expect(
            state.nextDeadline(after: now) == Orbit.nextStep(after: now),
            "under the help the clock cannot be seen: only the heal wakes")
    }

    @Test func theDemoNeverFetchesNorStores() {
        for page in Page.allCases {
            var state = DemoContent.state(page: page, size: size, at: now, zone: TimeZone(identifier: "UTC") ?? .gmt)
            var effects = state.handle(.started, at: now)
            for later in stride(from: 0.0, through: 7200, by: 30) {
                effects += state.handle(.tick, at: now.addingTimeInterval(later))
            }
            effects += state.handle(.key(.character(" ")), at: now) + state.handle(.key(.character(" ")), at: now)
            effects += state.handle(.tick, at: now.addingTimeInterval(1))
            #expect(effects.allSatisfy { $0.fetch == nil && $0.save == nil }, "page \(page): \(effects)")
        }
    }

    @Test func theDemoStopwatchAndPreferencesChangeInMemory() {
        var stopwatch = DemoContent.state(page: .stopwatch, size: size, at: now, zone: TimeZone.gmt)
        _ = stopwatch.handle(.key(.character(" ")), at: now)
        _ = stopwatch.handle(.key(.character(" ")), at: now)
        #expect(stopwatch.handle(.tick, at: now.addingTimeInterval(1)).isEmpty, "no save asked for")
        #expect(stopwatch.stopwatch.isRunning)
        var settings = DemoContent.state(page: .settings, size: size, at: now, zone: TimeZone.gmt)
        #expect(settings.handle(.pressed(.settingsRow(.seconds)), at: now).isEmpty)
        #expect(settings.preferences.showsSeconds)
    }

    @Test func aDemoPromptTakesTextButSaysItSavesNothing() {
        var state = DemoContent.state(page: .settings, size: size, at: now, zone: TimeZone.gmt)
        for row in [SettingsRow.uptimeKey, .contributorHandle, .location] {
            _ = state.handle(.pressed(.settingsRow(row)), at: now)
            _ = state.handle(.paste("octocat"), at: now)
            let notice = state.prompts[.settings]?.notice
            #expect(state.handle(.key(.enter), at: now).isEmpty, "\(row): nothing saved or looked up")
            #expect(state.prompts[.settings]?.notice == notice, "its last line already says nothing is saved")
            #expect(state.prompts[.settings]?.editor.text == "octocat", "what was typed stays")
            _ = state.handle(.key(.escape), at: now)
        }
    }

    @Test func anAnswerReachesOnlyThePartItsPurposeNames() {
        // An uptime answer whose serial is the weather lookup's reaches the Uptime page only.
        var state = AppState(
            page: .clock, size: size, weather: WeatherModel(location: Coordinate(latitude: 52.52, longitude: 13.41)))
        let effects = state.handle(.started, at: now)
        guard let weatherID = effects.first?.fetch?.id else {
            Issue.record("the Clock asks for the weather")
            return
        }
        let forecast = #"{"current":{"temperature_2m":21,"weather_code":0}}"#
        _ = state.handle(
            .fetched(id: FetchID(.uptime, weatherID.serial), result: uptimeResponse(200, forecast)), at: now)
        #expect(state.weather.reading == nil, "not the weather's answer")
        #expect(state.weather.inFlight == weatherID, "still waiting for its own")
        _ = state.handle(.fetched(id: weatherID, result: uptimeResponse(200, forecast)), at: now)
        #expect(state.weather.reading != nil)
    }

    @Test func aFirstUsePromptIsInertUntilAskedAndAPasteAsks() {
        var state = AppState(page: .uptime, size: size, uptime: .levoChosen)
        _ = state.handle(.started, at: now)
        #expect(state.prompts[.uptime]?.isFocused == false)
        #expect(state.handle(.key(.character("l")), at: now).isEmpty)
        #expect(state.page == .settings, "l pages on")
        _ = state.handle(.key(.character("h")), at: now)
        _ = state.handle(.paste("lsu_key"), at: now)
        #expect(state.prompts[.uptime]?.editor.text == "lsu_key", "a paste is deliberate")
        #expect(state.prompts[.uptime]?.isFocused == true)
        var clicked = AppState(page: .uptime, size: size, uptime: .levoChosen)
        _ = clicked.handle(.started, at: now)
        _ = clicked.handle(.pressed(.promptField), at: now)
        #expect(clicked.prompts[.uptime]?.isFocused == true)
    }

    @Test func aPasteLongerThanTheFieldIsRefusedWholeAndSaid() {
        var prompt = Prompt(.uptimeKey, canCancel: true)
        prompt.paste(String(repeating: "k", count: LineEditor.maximumLength + 1))
        #expect(prompt.editor.characters.isEmpty, "nothing of it is kept")
        #expect(prompt.notice == .pasteTooLong)
        #expect(prompt.notice?.text == "PASTE TOO LONG (512 MAX).")
        #expect(prompt.handle(.enter) == .none, "nothing is submitted")
        prompt.paste(String(repeating: "k", count: LineEditor.maximumLength) + "\n")
        #expect(prompt.editor.characters.count == LineEditor.maximumLength, "a trailing newline is not counted")
        #expect(prompt.notice == nil, "new text clears the notice")
    }

    @Test func aRunningDemoAgreesWithASnapshotOfTheSameMoment() {
        var state = DemoContent.state(page: .uptime, size: size, at: now, zone: TimeZone.gmt)
        for second in 1...65 {
            let at = now.addingTimeInterval(Double(second))
            _ = state.handle(.tick, at: at)
            let fresh = DemoContent.uptime(at: at)
            #expect(state.uptime.lastCheck == fresh.lastCheck, "second \(second)")
            #expect(state.uptime.secondsToRefresh(at: at) == fresh.secondsToRefresh(at: at))
        }
        #expect(state.nextDeadline(after: now.addingTimeInterval(65)) != nil, "the countdown keeps going")
    }
}
