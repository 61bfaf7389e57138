import Foundation
import PulseCore
import Testing

@testable import PulseDisplay

/// A settings file that cannot be used is said at the foot of every screen.
@Suite struct SettingsUnreadableNoticeTests {
    @Test(arguments: Page.allCases)
    func everyPageSaysIt(_ page: Page) throws {
        let now = utcInstant("2026-08-30T14:32:08Z")
        let size = TerminalSize(columns: 120, rows: 40)
        var state = DemoContent.state(page: page, size: size, at: now, zone: utc)
        let renderer = Renderer(typeface: try builtInTypeface())
        let before = renderer.textLines(for: state, at: now, in: utc)
        _ = state.handle(.settingsRead(.unreadable), at: now)
        #expect(renderer.textLines(for: state, at: now, in: utc) == before + [AppState.settingsUnreadableText])
        let shown = squeezedGlyphs(renderer.frame(for: state, at: now, in: utc))
        #expect(shown.contains("SETTINGSFILEUNREADABLE") || shown.contains("▀"), "\(page)")
        #expect(
            renderer.frame(for: state, at: now, in: utc)
                != renderer.frame(for: DemoContent.state(page: page, size: size, at: now, zone: utc), at: now, in: utc))
    }

    func squeezedGlyphs(_ frame: Frame) -> String {
        FrameText.glyphLines(frame).joined().replacingOccurrences(of: " ", with: "")
    }
}
