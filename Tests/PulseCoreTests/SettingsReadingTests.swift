import Foundation
import PulseTestSupport
import Testing

@testable import PulseCore

/// The settings file read again while Pulse runs: an event the state adopts like any
/// change of the shared choices.
@Suite struct SettingsReadingTests {
    let now = Date(timeIntervalSince1970: 1_781_352_100)

    @Test func whatTheFileHoldsNowIsAdoptedEverywhere() throws {
        var state = AppState(size: TerminalSize(columns: 80, rows: 24))
        _ = state.handle(.started, at: now)
        let berlin = WeatherLocation(
            name: "Berlin", coordinate: try #require(Coordinate(latitude: 52.52, longitude: 13.41)))
        let edited = ClockPreferences(showsSeconds: true, ink: .amber)
        let effects = state.handle(
            .settingsRead(
                .read(Settings(clock: edited, uptime: UptimePreferences(order: .downFirst), location: berlin))), at: now
        )
        #expect(state.preferences == edited && state.location == berlin)
        #expect(state.uptime.preferences.order == .downFirst, "the Uptime page adopted the order")
        #expect(effects.saves.isEmpty, "a hand edit is not written back")
        #expect(effects.fetches.contains { $0.id.purpose == .weather })
        #expect(state.nextDeadline(after: now) == TickGranularity.second.nextBoundary(after: now))
    }

    @Test func aBrokenEditKeepsTheChoicesAndIsSaidUntilTheFileIsGood() {
        let seconds = ClockPreferences(showsSeconds: true)
        var state = AppState(size: TerminalSize(columns: 80, rows: 24), preferences: seconds)
        #expect(state.handle(.settingsRead(.unreadable), at: now).isEmpty)
        #expect(state.settingsUnreadable && state.preferences == seconds)
        _ = state.handle(.settingsRead(.read(Settings(clock: seconds))), at: now)
        #expect(!state.settingsUnreadable)
    }

    @Test func theTimersAndThePagesInTheFileAreAdoptedAndThePageOnScreenStays() {
        var state = AppState(page: .uptime, size: TerminalSize(columns: 80, rows: 24))
        _ = state.handle(.started, at: now)
        let plan = IntervalPlan(focusMinutes: 50, breakMinutes: 10, rounds: 2)
        let pages = PagesShown([.clock, .interval, .github])
        _ = state.handle(
            .settingsRead(.read(Settings(timers: TimerPreferences(plan: plan), pages: pages))),
            at: now)
        #expect(state.choices.timers.plan == plan && state.interval.plan == plan, "a ready interval takes the plan")
        #expect(state.page == .uptime, "turned off in the file, the page on screen stays for the run")
        _ = state.handle(.key(.left), at: now)
        #expect(state.page == .github)
        _ = state.handle(.key(.left), at: now)
        #expect(state.page == .interval, "paging follows the file: the Stopwatch is off, the Interval on")
    }

    @Test func aForgeChosenInTheFileIsTheOneTheContributionsPageReads() {
        var state = AppState(page: .github, size: TerminalSize(columns: 80, rows: 24))
        _ = state.handle(.started, at: now)
        _ = state.handle(
            .settingsRead(
                .read(Settings(contributions: ContributionsPreferences(source: .codeberg)))),
            at: now)
        #expect(state.choices.contributionsSource == .codeberg && state.github.source == .codeberg)
    }
}
