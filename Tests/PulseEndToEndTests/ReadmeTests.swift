import Foundation
import PulseTestSupport
import Testing

/// The README is a start: short, the quick start on its first screen, every link to
/// `design/` leading somewhere, and its claims about behaviour held to the binary.
@Suite struct ReadmeTests {
    let readme: String

    init() throws {
        readme = try String(contentsOf: Documents.root.appendingPathComponent("README.md"), encoding: .utf8)
    }

    var lines: [Substring] { readme.split(separator: "\n", omittingEmptySubsequences: false) }

    @Test func theQuickStartIsOnTheFirstScreenAndTheWholeIsShort() throws {
        #expect(lines.count <= 350, "the README has \(lines.count) lines; the rest belongs in design/")
        let start = try #require(lines.firstIndex(of: "## Quick start"), "the README has a quick start")
        let end = try #require(lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") })
        #expect(end <= 60, "the quick start ends by line 60, not \(end)")
        let quick = lines[start..<end].joined(separator: "\n")
        for words in ["make run", "pulse --demo", "\u{2190}", "?", "Enter", "--uptime kuma:", "--location Berlin"] {
            #expect(quick.contains(words), "the quick start shows \(words)")
        }
    }

    @Test func everyRelativeLinkLeadsToAFile() {
        var links: [String] = []
        var rest = readme[...]
        while let open = rest.range(of: "](") {
            let tail = rest[open.upperBound...]
            guard let close = tail.firstIndex(of: ")") else { break }
            links.append(String(tail[..<close]))
            rest = tail[close...]
        }
        let local = links.filter { !$0.contains("://") }.map { String($0.split(separator: "#").first ?? "") }
        #expect(local.count >= 8, "\(local)")
        for link in local {
            #expect(
                FileManager.default.fileExists(atPath: Documents.root.appendingPathComponent(link).path), "\(link)")
        }
    }

    /// The Settings paragraph names every row `pulse snapshot settings` shows, in its order.
    @Test func theSettingsListIsTheWholeList() throws {
        let binary = try pulseBinary()
        let outcome = try run(binary, ["snapshot", "settings", "--demo", "--format", "text"])
        #expect(outcome.status == 0)
        let rows = outcome.standardOutput.split(separator: "\n").compactMap { line -> String? in
            // The chosen row is marked `> `.
            let row = line.hasPrefix("> ") ? line.dropFirst(2) : line[...]
            guard let colon = row.firstIndex(of: ":"), !row.hasPrefix("WEATHER DATA") else { return nil }
            return String(row[..<colon])
        }
        let paragraph = try #require(Documents.section(of: readme, from: "- **Settings**", to: "**Prompts.**"))
        let named = paragraph.replacingOccurrences(of: "\n", with: " ").split(separator: "`").enumerated()
            .filter { !$0.offset.isMultiple(of: 2) }.map { String($0.element) }.filter { rows.contains($0) }
        #expect(rows.count >= 13, "\(rows)")
        #expect(named == rows, "the README's Settings rows")
    }

    /// The double-press window the README and the man page give is the one the presses
    /// are counted in.
    @Test func theDoublePressWindowIsTheOneInForce() throws {
        let file = Documents.root.appendingPathComponent("Sources/PulseCore/Input/TapSequence.swift")
        let source = try String(contentsOf: file, encoding: .utf8)
        #expect(source.contains("public static let window: TimeInterval = 0.35"))
        #expect(readme.contains("within 350 ms of the one before"))
        #expect(try Documents.manPage().contains("350 ms"))
    }
}
