import Foundation
import PulseTestSupport
import Testing

@testable import PulseCore

/// One filter decides what a kind of run lets out: the rooms ask alike in every run.
@Suite struct RunKindTests {
    let size = TerminalSize(columns: 80, rows: 24)
    let t0 = Date(timeIntervalSince1970: 1_788_081_780)
    let berlin = Coordinate(latitude: 52.52, longitude: 13.41)
    let command = try? FinishCommand(parsing: "notify-send 'Time is up'")

    @Test func eachKindOfEffectHasOneFateInEachRun() throws {
        let save = Save(.hintShown, origin: .clock)
        let request = HTTPRequest(url: try #require(URL(string: "https://example.org")))
        let fetch = Effect.fetch(id: FetchID(.weather, 1), request: request)
        let run = Effect.runCommand(
            try #require(command), TimerEnd(page: .countdown, what: .countdown, isDone: true, at: t0))
        let table: [(RunKind, Effect, EffectFate)] = [
            (.display, fetch, .carriedOut), (.display, .save(save), .carriedOut), (.display, run, .carriedOut),
            (.snapshot, fetch, .carriedOut), (.snapshot, .save(save), .dropped), (.snapshot, run, .dropped),
            (.demo, fetch, .dropped), (.demo, .save(save), .keptInMemory(save)), (.demo, run, .dropped),
        ]
        for (kind, effect, fate) in table {
            #expect(kind.fate(of: effect) == fate, "\(kind) \(effect)")
        }
        for kind in [RunKind.display, .snapshot, .demo] {
            #expect(
                kind.fate(of: .quit) == .carriedOut
                    && kind.fate(of: .cancelFetch(id: FetchID(.uptime, 2))) == .carriedOut)
        }
    }

    @Test func aSnapshotFetchesItsPageButWritesNothingAndRunsNothing() {
        var clock = AppState(
            page: .clock, size: size, run: Run(.snapshot, isFirstStart: true),
            weather: WeatherModel(location: berlin))
        let started = clock.handle(.started, at: t0)
        #expect(started.fetches.count == 1, "the weather is read for the moment drawn")
        #expect(started.saves.isEmpty && clock.hintUntil == nil, "no first start's hint, none stored")
        var ended = AppState(
            page: .countdown, size: size, run: Run(.snapshot),
            timersAtStart: TimersAtStart(countdown: Countdown(length: 60, endsAt: t0.addingTimeInterval(-5))),
            finishCommand: command)
        let effects = ended.handle(.started, at: t0)
        #expect(effects.isEmpty && ended.bells == 0, "\(effects)")
        var settings = AppState(page: .settings, size: size, run: Run(.snapshot))
        #expect(settings.handle(.pressed(.settingsRow(.seconds)), at: t0).isEmpty)
        #expect(settings.preferences.showsSeconds, "the change is made, and not written")
    }

    @Test func theDisplayCarriesOutWhatTheSameRoomsAskedInTheSnapshot() {
        var ended = AppState(
            page: .countdown, size: size,
            timersAtStart: TimersAtStart(countdown: Countdown(length: 60, endsAt: t0.addingTimeInterval(-5))),
            finishCommand: command)
        let claim = ended.handle(.started, at: t0).saves
        #expect(claim.count == 1, "the end is claimed against the file first")
        var first = AppState(page: .clock, size: size, run: Run(isFirstStart: true))
        #expect(first.handle(.started, at: t0).saves.map(\.subject) == [.hintShown])
    }

    @Test func theDemoAnswersItsOwnSavesAndLetsNothingOut() {
        var state = AppState(
            page: .countdown, size: size, run: Run(.demo),
            timersAtStart: TimersAtStart(countdown: Countdown(length: 60, endsAt: t0)),
            finishCommand: command)
        let effects = state.handle(.tick, at: t0.addingTimeInterval(1))
        #expect(effects.isEmpty, "\(effects)")
        #expect(state.bells == 1 && state.countdown.announcedEnd == t0, "claimed in memory, then rung once")
        #expect(state.handle(.tick, at: t0.addingTimeInterval(2)).isEmpty && state.bells == 1)
    }
}
