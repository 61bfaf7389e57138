import Foundation
import Testing

/// The GitHub page's figures grow with the terminal (design/layout.md, Panels 7), read
/// from `pulse snapshot github --demo --format svg`, one square per terminal pixel.
@Suite struct GrowingFiguresEndToEndTests {
    let binary: String

    init() throws {
        binary = try pulseBinary()
    }

    /// The lit pixels of each colour in the snapshot's picture.
    func pixels(_ size: String) throws -> [String: Set<[Int]>] {
        let outcome = try run(
            binary,
            ["snapshot", "github", "--demo", "--size", size, "--format", "svg", "--at", "2026-08-30T14:32:08Z"],
            environment: ["TZ": "UTC"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        var byColour: [String: Set<[Int]>] = [:]
        let path = try Regex(#"<path fill="(#[0-9A-Fa-f]{6})" d="([^"]*)""#)
        let square = try Regex(#"M(\d+) (\d+)h(\d+)v(\d+)"#)
        for match in outcome.standardOutput.matches(of: path) {
            let fill = String(match.output[1].substring ?? "")
            for piece in String(match.output[2].substring ?? "").matches(of: square) {
                let numbers = (1...4).map { Int(piece.output[$0].substring ?? "") ?? 0 }
                for x in numbers[0]..<(numbers[0] + numbers[2]) {
                    for y in numbers[1]..<(numbers[1] + numbers[3]) { byColour[fill, default: []].insert([x, y]) }
                }
            }
        }
        return byColour
    }

    /// The side of the heatmap's squares (its days without a contribution, the darkest
    /// step, each a square of its own) and the height of the count above the heatmap.
    func figures(_ size: String) throws -> (square: Int, count: Int) {
        let lit = try pixels(size)
        let empty = try #require(lit["#141414"], "no day without a contribution at \(size)")
        let top = try #require(empty.map { $0[1] }.min())
        let firstRow = empty.filter { $0[1] == top }.map { $0[0] }.sorted()
        // The first square's pixels on its first row: consecutive columns from the left.
        var side = 1
        while firstRow.contains(firstRow[0] + side) { side += 1 }
        let count = (lit["#FFFFFF"] ?? []).filter { $0[1] < top }.map { $0[1] }
        return (side, (count.max() ?? 0) - (count.min() ?? 0) + 1)
    }

    @Test func theHeatmapAndTheCountGrowWithTheTerminal() throws {
        let small = try figures("80x24")
        let (middle, large, largest) = (try figures("120x40"), try figures("200x60"), try figures("320x100"))
        #expect(Double(middle.square) >= 1.5 * Double(small.square), "120x40: \(middle), 80x24: \(small)")
        #expect(large.square >= 2 * small.square, "200x60: \(large), 80x24: \(small)")
        #expect(largest.square >= 3 * small.square, "320x100: \(largest), 80x24: \(small)")
        #expect(Double(middle.count) >= 1.5 * Double(small.count), "120x40: \(middle), 80x24: \(small)")
        #expect(large.count >= 2 * small.count, "200x60: \(large), 80x24: \(small)")
        #expect(largest.count >= 3 * small.count, "320x100: \(largest), 80x24: \(small)")
    }
}
