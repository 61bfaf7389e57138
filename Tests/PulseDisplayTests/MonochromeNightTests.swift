import FoundationEssentials
import PulseCore
import Testing

@testable import PulseDisplay

/// Without colour the dim attribute dims the night; the cells themselves must read as by
/// day: the service states keep their four shapes and the input field its black inside.
@Suite struct MonochromeNightTests {
    static let now = Date(timeIntervalSince1970: 1_790_000_000)
    static let zone = TimeZone(identifier: "UTC") ?? .current

    @Test(arguments: ["uptime", "uptime key prompt", "github", "settings", "clock"])
    func aNightFrameWithoutColourShowsWhatTheDayFrameShows(_ name: String) throws {
        // Tall enough that the demo's list shows every state, under the orbit too.
        let size = TerminalSize(columns: 80, rows: 30)
        let page: Page = name.hasPrefix("uptime") ? .uptime : Page(name: name) ?? .clock
        var state = DemoContent.state(page: page, size: size, at: Self.now, zone: Self.zone)
        if name == "uptime key prompt" { _ = state.handle(.key(.character("c")), at: Self.now) }
        let day = Renderer(typeface: try Typeface.builtIn()).frame(for: state, at: Self.now, in: Self.zone)
        let night = day.atNight()
        var differing = 0
        for row in 0..<day.rows {
            for column in 0..<day.columns {
                let (byDay, byNight) = (
                    ColorMode.none.adapt(day[row, column]), ColorMode.none.adapt(night[row, column])
                )
                if byDay.glyph != byNight.glyph
                    || MonochromeCell.isReversed(byDay) != MonochromeCell.isReversed(byNight)
                {
                    differing += 1
                }
            }
        }
        #expect(differing == 0, "\(name): \(differing) cells differ")
        // The demo lists every state, so the shapes are there to be lost: the cells of the
        // state marks still read as several shapes at night.
        if name == "uptime" {
            let states: Set<ColorRole> = [.up, .degraded, .down, .unknown]
            let shapes = Set(
                night.cells.filter { states.contains($0.foreground.dayRole) }.map {
                    let sent = ColorMode.none.adapt($0)
                    return "\(sent.glyph)\(MonochromeCell.isReversed(sent))"
                })
            #expect(shapes.count >= 3, "\(shapes)")
        }
    }
}
