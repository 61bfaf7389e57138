import Foundation
import PulseCore
import PulseTestSupport
import Testing

@testable import PulseDisplay

/// Monitor names and a source's address take the room the screen gives them: whole where
/// it has room, cut where it has not (a name at its end, an address in the middle of its
/// path, never its port), on the Uptime page, in Settings and in the text.
@Suite struct UptimeRoomTests {
    let now = utcInstant("2026-08-30T14:32:08Z")
    static let address = "kuma:http://127.0.0.1:18765/status/main"

    func squeezed(_ frame: Frame) -> String {
        FrameText.glyphLines(frame).map { $0.replacingOccurrences(of: " ", with: "") }.joined(separator: "\n")
    }

    func uptime(_ model: UptimeModel, _ columns: Int, _ rows: Int) throws -> String {
        let typeface = try builtInTypeface()
        let size = TerminalSize(columns: columns, rows: rows)
        let layout = PanelLayout.lay(UptimeView.panel(for: model, at: now, in: utc), in: size, typeface: typeface)
        #expect(layout.fits)
        return squeezed(layout.frame(size: size, typeface: typeface))
    }

    func settings(_ source: UptimeSource, _ columns: Int, _ rows: Int) throws -> String {
        let state = AppState(
            page: .settings, size: TerminalSize(columns: columns, rows: rows),
            uptime: UptimeModel(preferences: UptimePreferences(source: source)))
        return squeezed(Renderer(typeface: try builtInTypeface()).frame(for: state, at: now, in: utc))
    }

    @Test(arguments: [(300, 80), (200, 60)])
    func aLongNameIsWholeOnAWideScreen(columns: Int, rows: Int) throws {
        let names = ["NIGHTLY-DATABASE-BACKUP", "EU-WEST-1-LOAD-BALANCER-HEALTH"]
        let model = UptimeModel(services: names.map { UptimeService(name: $0, status: .operational) })
        let shown = try uptime(model, columns, rows)
        for name in names { #expect(shown.contains(name), "\(name) at \(columns)x\(rows)") }
    }

    @Test func aDecomposedAccentIsDrawnAsTheComposedOne() throws {
        let decomposed = try uptime(
            UptimeModel(services: [UptimeService(name: "Zu\u{0308}rich", status: .down)]), 80, 24)
        let composed = try uptime(UptimeModel(services: [UptimeService(name: "Z\u{00FC}rich", status: .down)]), 80, 24)
        #expect(decomposed == composed)
        #expect(!decomposed.contains("ZURICH"), "the accent is not dropped")
    }

    @Test func aNameTooLongForItsRowIsCutAtItsEnd() throws {
        let name = String(repeating: "N", count: 150)
        let shown = try uptime(UptimeModel(services: [UptimeService(name: name, status: .operational)]), 200, 60)
        let row = try #require(shown.split(separator: "\n").first { $0.hasPrefix("NNN") })
        #expect(row.contains("...") && row.count > 40, "as much as the row holds: \(row)")
    }

    @Test func theSourcesWholeAddressShowsWhereThereIsRoom() throws {
        let source = try UptimeSource(parsing: Self.address)
        let model = UptimeModel(preferences: UptimePreferences(source: source))
        #expect(try uptime(model, 200, 60).contains("FROMUPTIMEKUMA127.0.0.1:18765/STATUS/MAIN"))
        #expect(try settings(source, 200, 60).contains("UPTIMEKUMA127.0.0.1:18765/STATUS/MAIN"))
    }

    @Test func aShortScreenCutsTheAddressInTheMiddleAndKeepsThePort() throws {
        let source = try UptimeSource(
            parsing: "kuma:http://127.0.0.1:18765/status/" + String(repeating: "a", count: 60))
        let page = try uptime(UptimeModel(preferences: UptimePreferences(source: source)), 80, 24)
        let line = try #require(page.split(separator: "\n").first { $0.hasPrefix("FROM") })
        #expect(line.hasPrefix("FROM") && line.contains("127.0.0.1:18765/...") && line.hasSuffix("AAA"), "\(line)")
        let row = try #require(try settings(source, 80, 60).split(separator: "\n").first { $0.contains("127.0.0.1:") })
        #expect(row.contains("127.0.0.1:18765/...") && row.hasSuffix("AAA"), "\(row)")
    }

    @Test func theTextHasTheWholeAddress() throws {
        let source = try UptimeSource(parsing: Self.address)
        let model = UptimeModel(preferences: UptimePreferences(source: source))
        #expect(
            UptimeView.textLines(for: model, at: now, in: utc).contains("FROM UPTIME KUMA 127.0.0.1:18765/STATUS/MAIN"))
        let state = AppState(page: .settings, size: TerminalSize(columns: 80, rows: 24), uptime: model)
        #expect(SettingsView.textLines(for: state).contains("UPTIME SOURCE: UPTIME KUMA 127.0.0.1:18765/STATUS/MAIN"))
    }
}
