import FoundationEssentials
import PulseCore
import Testing

@testable import PulseDisplay

/// The panel pages (Uptime, Settings, GitHub, the prompts) below the size they can hold:
/// the notice and the size they need, never a page cut off or drawn over itself.
@Suite struct PanelTooSmallTests {
    static let now = Date(timeIntervalSince1970: 1_790_000_000)
    static let zone = TimeZone(identifier: "UTC") ?? .current

    static func subject(_ name: String, size: TerminalSize) -> AppState {
        switch name {
        case "uptime key prompt":
            var state = DemoContent.state(page: .uptime, size: size, at: now, zone: zone)
            _ = state.handle(.key(.character("c")), at: now)
            return state
        case "github": return DemoContent.state(page: .github, size: size, at: now, zone: zone)
        case "settings": return DemoContent.state(page: .settings, size: size, at: now, zone: zone)
        default: return DemoContent.state(page: .uptime, size: size, at: now, zone: zone)
        }
    }

    func text(_ name: String, _ size: TerminalSize) throws -> String {
        let renderer = Renderer(typeface: try Typeface.builtIn())
        let frame = renderer.frame(for: Self.subject(name, size: size), at: Self.now, in: Self.zone)
        return FrameText.glyphLines(frame).joined(separator: "\n")
    }

    @Test(arguments: ["uptime", "uptime key prompt", "github", "settings"])
    func belowItsSizeAPanelSaysSoAndAtItItIsDrawn(_ name: String) throws {
        let renderer = Renderer(typeface: try Typeface.builtIn())
        let small = TerminalSize(columns: 20, rows: 5)
        let panel = try #require(
            renderer.body(for: Self.subject(name, size: small), at: Self.now, in: Self.zone) as? Panel)
        let needs = PanelLayout.minimumSize(of: panel, typeface: renderer.typeface)
        let notice = try text(name, small)
        #expect(notice.contains("TERMINAL TOO SMALL"), "\(name)")
        #expect(notice.contains("NEED \(needs.columns)\u{00D7}\(needs.rows)"), "\(name): \(notice)")
        #expect(!(try text(name, needs)).contains("TOO SMALL"), "\(name) at \(needs)")
        // The key prompt at 50×14 lost its title and the field's label off the top.
        if name == "uptime key prompt" {
            #expect(try text(name, TerminalSize(columns: 50, rows: 14)).contains("TOO SMALL"))
        }
    }
}
