import Foundation
import PulseTestSupport
import Testing

@testable import PulseCore

@Suite struct AppStateTests {
    let now = Date(timeIntervalSince1970: 1_788_081_810)
    let size = TerminalSize(columns: 90, rows: 30)

    @Test func opensOnTheClockAndPagesInOrderWithoutWrapping() {
        // With a key stored, so that the Uptime page shows its list rather than its prompt
        // (which takes `h` as text).
        var state = AppState(
            size: size, credentials: CredentialPresence(hasUptimeKey: true, githubUsername: "octocat"))
        #expect(state.page == .clock)
        var seen: [Page] = [state.page]
        for _ in 0..<5 {
            _ = state.handle(.key(.right), at: now)
            seen.append(state.page)
        }
        #expect(seen == [.clock, .stopwatch, .github, .uptime, .settings, .settings])
        for _ in 0..<5 {
            _ = state.handle(.key(.character("h")), at: now)
        }
        #expect(state.page == .clock)
        _ = state.handle(.key(.left), at: now)
        #expect(state.page == .clock)
    }

    @Test func vimKeysPageToo() {
        var state = AppState(size: size)
        _ = state.handle(.key(.character("l")), at: now)
        #expect(state.page == .stopwatch)
    }

    @Test func quitIsAnEffect() {
        var state = AppState(size: size)
        #expect(state.handle(.key(.character("q")), at: now) == [.quit])
        #expect(state.handle(.key(.control("c")), at: now) == [.quit])
        #expect(state.handle(.key(.character("x")), at: now) == [])
    }

    @Test func helpShowsUntilTheNextKeyWhichOnlyDismissesIt() {
        var state = AppState(size: size)
        _ = state.handle(.key(.character("?")), at: now)
        #expect(state.showsHelp)
        #expect(state.handle(.key(.character("q")), at: now) == [])
        #expect(!state.showsHelp)
        #expect(state.page == .clock)
    }

    @Test func aDragAcrossAThirdOfTheWidthPages() {
        var state = AppState(size: size)
        _ = state.handle(.mouse(MouseEvent(.press(button: 1), column: 60, row: 5)), at: now)
        _ = state.handle(.mouse(MouseEvent(.drag, column: 40, row: 5)), at: now)
        _ = state.handle(.mouse(MouseEvent(.release, column: 29, row: 5)), at: now)
        #expect(state.page == .stopwatch)
        _ = state.handle(.mouse(MouseEvent(.press(button: 1), column: 10, row: 5)), at: now)
        _ = state.handle(.mouse(MouseEvent(.release, column: 41, row: 5)), at: now)
        #expect(state.page == .clock)
    }

    @Test func aShortDragOrAClickDoesNotPage() {
        var state = AppState(size: size)
        _ = state.handle(.mouse(MouseEvent(.press(button: 1), column: 60, row: 5)), at: now)
        _ = state.handle(.mouse(MouseEvent(.release, column: 31, row: 5)), at: now)
        #expect(state.page == .clock)
        _ = state.handle(.mouse(MouseEvent(.release, column: 0, row: 5)), at: now)
        #expect(state.page == .clock)
    }

    @Test func theHorizontalWheelPages() {
        var state = AppState(size: size)
        _ = state.handle(.mouse(MouseEvent(.wheel(.right), column: 1, row: 1)), at: now)
        #expect(state.page == .stopwatch)
        _ = state.handle(.mouse(MouseEvent(.wheel(.left), column: 1, row: 1)), at: now)
        _ = state.handle(.mouse(MouseEvent(.wheel(.left), column: 1, row: 1)), at: now)
        #expect(state.page == .clock)
        _ = state.handle(.mouse(MouseEvent(.wheel(.down), column: 1, row: 1)), at: now)
        #expect(state.page == .clock)
    }

    @Test func pasteIsNeverACommand() {
        var state = AppState(size: size)
        #expect(state.handle(.paste("lllq"), at: now) == [])
        #expect(state.page == .clock)
    }

    @Test func theClockWakesAtTheNextMinuteAndBlankPagesNever() {
        var state = AppState(size: size)
        #expect(state.nextDeadline(after: Date(timeIntervalSince1970: 90)) == Date(timeIntervalSince1970: 120))
        _ = state.handle(.key(.right), at: now)
        _ = state.handle(.key(.right), at: now)
        #expect(state.page == .github)
        #expect(state.nextDeadline(after: now) == Orbit.nextStep(after: now), "only the heal")
    }

    @Test func underTheHelpNothingWakesThatNobodyCanSee() {
        var clock = AppState(size: size, preferences: ClockPreferences(showsSeconds: true))
        _ = clock.handle(.key(.character("?")), at: now)
        #expect(clock.nextDeadline(after: now) == Orbit.nextStep(after: now))
        var stopwatch = AppState(page: .stopwatch, size: size, stopwatch: Stopwatch(startedAt: now))
        _ = stopwatch.handle(.key(.character("?")), at: now)
        #expect(stopwatch.nextDeadline(after: now) == Orbit.nextStep(after: now))
        _ = stopwatch.handle(.key(.character("x")), at: now)
        #expect(stopwatch.nextDeadline(after: now) != nil, "the next key closes the help and the ticking resumes")
    }

    @Test func resizeIsRemembered() {
        var state = AppState(size: size)
        _ = state.handle(.resize(TerminalSize(columns: 200, rows: 60)), at: now)
        #expect(state.size == TerminalSize(columns: 200, rows: 60))
    }

    @Test func pageNamesRoundTrip() {
        for page in Page.allCases {
            #expect(Page(name: page.name) == page)
        }
        #expect(Page(name: "CLOCK") == .clock)
        #expect(Page(name: "weather") == nil)
    }

    @Test func everyCommandIsBoundAndDescribed() {
        let state = AppState(size: size)
        let everyBinding = Page.allCases.flatMap { state.bindings(on: $0) }
        for command in Command.allCases {
            #expect(everyBinding.contains { $0.command == command && !$0.summary.isEmpty })
        }
    }

    @Test func ctrlLAsksForARedrawOnEveryPageAndThroughAPrompt() {
        for page in Page.allCases {
            var state = AppState(page: page, size: size)
            _ = state.handle(.started, at: now)
            let before = state.repaint(at: now)
            #expect(state.handle(.key(.control("l")), at: now) == [], "\(page)")
            #expect(state.repaint(at: now).clear == before.clear + 1, "the next frame clears first")
        }
        // Uptime without a key shows its prompt; Ctrl-L is not typed into it.
        var prompted = AppState(page: .uptime, size: size, uptime: .levoChosen)
        _ = prompted.handle(.started, at: now)
        #expect(prompted.handle(.key(.control("l")), at: now) == [] && prompted.repaint(at: now).clear == 1)
        #expect(prompted.prompts[.uptime]?.editor.characters.isEmpty == true)
    }
}
