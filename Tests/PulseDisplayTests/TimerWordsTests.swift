import Foundation
import PulseCore
import PulseTestSupport
import Testing

@testable import PulseDisplay

/// What the timer pages and a demo's prompts say beyond their readouts: an ended Interval
/// offers nothing to skip, a refused entry says why, a demo prompt says one thing about
/// saving.
@Suite struct TimerWordsTests {
    let size = TerminalSize(columns: 80, rows: 24)

    @Test func aFinishedIntervalOffersNoSkip() throws {
        let renderer = Renderer(typeface: try builtInTypeface())
        for name in ["finished"] {
            let (state, at) = TimerLayoutTests.interval(name, size: size)
            let lines = renderer.textLines(for: state, at: at, in: utc)
            #expect(lines.count == 5 && lines[1] == "DONE" && lines[2] == "+2 MIN", "\(name): \(lines)")
            #expect(lines[4] == "TODAY 0 \u{00B7} 0:00", "today's focus, from a history with none")
            #expect(!lines.contains { $0.hasPrefix("SKIP") }, "\(name)")
            #expect(!renderer.draw(state, at: at, in: utc).targets.contains { $0.target == .skipBreak }, "\(name)")
        }
        let (running, at) = TimerLayoutTests.interval("running", size: size)
        #expect(renderer.textLines(for: running, at: at, in: utc).contains("SKIP (IN A BREAK ONLY)"), "while it runs")
    }

    @Test func aHeldOrRefusedEntrySaysWhyAndFitsTheSmallestScreen() throws {
        let renderer = Renderer(typeface: try builtInTypeface())
        let now = TimerLayoutTests.now
        for (keys, said) in [("9999999", "AT MOST 30:00:00"), ("0", nil)] {
            var state = AppState(
                page: .countdown, size: size, timersAtStart: TimersAtStart(countdown: Countdown(length: 0)))
            for key in keys { _ = state.handle(.key(.character(key)), at: now) }
            let lines = renderer.textLines(for: state, at: now, in: utc)
            #expect(said.map { lines.last == $0 } ?? !lines.contains("AT MOST 30:00:00"), "\(lines)")
        }
        var refused = AppState(
            page: .countdown, size: size, timersAtStart: TimersAtStart(countdown: Countdown(length: 0)))
        _ = refused.handle(.key(.character(" ")), at: now)
        _ = refused.handle(.key(.character(" ")), at: now.addingTimeInterval(0.1))
        _ = refused.handle(.tick, at: now.addingTimeInterval(0.1 + TapSequence.window))
        #expect(renderer.textLines(for: refused, at: now, in: utc).last == "SET A LENGTH FIRST")
        var paused = AppState(
            page: .countdown, size: size, timersAtStart: TimersAtStart(countdown: Countdown(length: 30, pausedLeft: 26))
        )
        _ = paused.handle(.key(.character("9")), at: now)
        let lines = renderer.textLines(for: paused, at: now, in: utc)
        #expect(lines.first == "PAUSED" && lines[1] == "0:26" && lines.last == "RESET FIRST: 3 PRESSES")
        // Drawn at 80x24, over the paused fill.
        let glyphs = FrameText.glyphLines(renderer.frame(for: paused, at: now, in: utc)).joined()
        #expect(glyphs.filter { $0 != " " && $0 != "\u{2588}" }.contains("RESETFIRST:3PRESSES"))
    }

    @Test func aTimeTypedAfterAColonStandsInTheReadoutAsTheClockShowsIt() throws {
        let renderer = Renderer(typeface: try builtInTypeface())
        let now = TimerLayoutTests.now
        for (format, keys, readout) in [
            (TimeFormat.twentyFourHour, ":", "--:--"), (.twentyFourHour, ":1430", "14:30"),
            (.twelveHour, ":1430", "2:30 PM"),
            (.twelveHour, ":230p", "2:30 PM"), (.twelveHour, ":14", "14"),
        ] {
            var state = AppState(
                page: .countdown, size: size, preferences: ClockPreferences(timeFormat: format),
                timersAtStart: TimersAtStart(countdown: Countdown(length: 600)))
            for key in keys { _ = state.handle(.key(.character(key)), at: now) }
            let lines = renderer.textLines(for: state, at: now, in: utc)
            #expect(Array(lines.prefix(2)) == ["COUNTDOWN UNTIL", readout], "\(keys): \(lines)")
            _ = state.handle(.key(.character(":")), at: now)
            #expect(
                renderer.textLines(for: state, at: now, in: utc).prefix(2) == ["COUNTDOWN", "10:00"], "a length again")
        }
    }

    /// A start before a whole time says how one is typed, as the Clock's form types it.
    @Test func theExampleOfATimeIsTypedAsTheClockShowsTimes() throws {
        let renderer = Renderer(typeface: try builtInTypeface())
        let now = TimerLayoutTests.now
        for (format, said) in [
            (TimeFormat.twentyFourHour, "TYPE A TIME SUCH AS 1430"), (.twelveHour, "TYPE A TIME SUCH AS 230 P"),
        ] {
            var state = AppState(
                page: .countdown, size: size, preferences: ClockPreferences(timeFormat: format),
                timersAtStart: TimersAtStart(countdown: Countdown(length: 600)))
            for key in ":1" { _ = state.handle(.key(.character(key)), at: now) }
            _ = state.handle(.key(.character(" ")), at: now)
            _ = state.handle(.key(.character(" ")), at: now.addingTimeInterval(0.1))
            _ = state.handleAnswered(.tick, at: now.addingTimeInterval(1))
            #expect(renderer.textLines(for: state, at: now.addingTimeInterval(1), in: utc).last == said, "\(format)")
        }
    }

    @Test func aDemoPromptSaysOneThingAboutSaving() throws {
        let renderer = Renderer(typeface: try builtInTypeface())
        let now = TimerLayoutTests.now
        var state = DemoContent.state(page: .settings, size: size, at: now, zone: utc)
        _ = state.handle(.pressed(.settingsRow(.location)), at: now)
        _ = state.handle(.paste("Berlin"), at: now)
        for moment in ["opened", "submitted"] {
            let lines = renderer.textLines(for: state, at: now, in: utc)
            #expect(lines.filter { $0 == PromptView.demoLine }.count == 1, "\(moment): \(lines)")
            #expect(!lines.contains(PromptView.storageLine), "\(moment): nothing said to be stored")
            _ = state.handle(.key(.enter), at: now)
        }
    }
}
