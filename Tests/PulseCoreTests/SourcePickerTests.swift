import Foundation
import PulseTestSupport
import Testing

@testable import PulseCore

/// The one place a picker's keys, wheel and clicks are read, the same for every kind.
@Suite struct SourcePickerTests {
    func takesItsInputs<Kind: PickedKind>(_ kind: Kind.Type, current: Source<Kind>) {
        var picker = SourcePicker(kind, current: current)
        let last = picker.lines.count - 1
        #expect(picker.highlighted == SourceChoice(current).index, "it opens on the source read now")
        for _ in 0...last { #expect(picker.take(.key(.down)) == .moved) }
        #expect(picker.highlighted == last, "the end holds")
        #expect(picker.take(.mouse(MouseEvent(.wheel(.up), column: 1, row: 1))) == .moved)
        #expect(picker.highlighted == last - 1, "the wheel moves it")
        #expect(picker.take(.key(.enter)) == .chosen(last - 1))
        #expect(picker.take(.key(.character(" "))) == .chosen(last - 1))
        #expect(picker.take(.press(.sourceChoice(0))) == .chosen(0), "a click on a line")
        #expect(picker.take(.key(.escape)) == .closed)
        #expect(picker.take(.key(.character("q"))) == nil, "not the picker's")
        #expect(picker.take(.press(.changeCredential)) == nil)
        #expect(picker.take(.mouse(MouseEvent(.wheel(.left), column: 1, row: 1))) == nil, "paging is the page's")
        for _ in 0...last { _ = picker.take(.key(.up)) }
        #expect(picker.highlighted == 0, "the top holds")
    }

    @Test func everyKindsPickerTakesTheSameKeysWheelAndClicks() {
        takesItsInputs(Monitors.self, current: .levo)
        takesItsInputs(Forges.self, current: .github)
    }

    /// Settings' Esc closes its picker; the Uptime page's first-use picker has nothing to
    /// go back to, and stays.
    @Test func escClosesOnlyWherePageHasSomethingElseToShow() {
        var open: SourcePicker? = SourcePicker(Monitors.self, current: nil)
        var prompt: Prompt?
        let context = AppState(page: .uptime, size: TerminalSize(columns: 80, rows: 24)).context
        #expect(SourcePicker.take(.key(.escape), &open, closes: false, prompt: &prompt, origin: .uptime, context) == [])
        #expect(open != nil)
        #expect(
            SourcePicker.take(.key(.escape), &open, closes: true, prompt: &prompt, origin: .settings, context) == [])
        #expect(open == nil)
        #expect(
            SourcePicker.take(.key(.escape), &open, closes: true, prompt: &prompt, origin: .settings, context) == nil)
    }
}
