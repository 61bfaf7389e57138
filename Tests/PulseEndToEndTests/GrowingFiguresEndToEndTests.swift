import Foundation
import Testing

/// The GitHub page's figures and the Uptime and Settings marks grow with the terminal
/// (design/layout.md, Panels 7), read from `pulse snapshot PAGE --demo --format svg`, one
/// square per terminal pixel.
@Suite struct GrowingFiguresEndToEndTests {
    let binary: String

    init() throws {
        binary = try pulseBinary()
    }

    /// The lit pixels of each colour in the snapshot's picture.
    func pixels(_ size: String, page: String = "github") throws -> [String: Set<[Int]>] {
        let outcome = try run(
            binary,
            ["snapshot", page, "--demo", "--size", size, "--format", "svg", "--at", "2026-08-30T14:32:08Z"],
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

    /// The side of the largest square drawn in `colour` on `page` (a row's mark: up's
    /// green on Uptime, an ON's bright on Settings), and the width from the first dot of a
    /// row's hairline to the right edge of the marks: the list's column.
    func marks(_ size: String, page: String, colour: String) throws -> (side: Int, column: Int) {
        let lit = try pixels(size, page: page)
        let drawn = lit[colour] ?? []
        var seen: Set<[Int]> = [], side = 0
        for start in drawn where !seen.contains(start) {
            var stack = [start], piece: [[Int]] = []
            seen.insert(start)
            while let pixel = stack.popLast() {
                piece.append(pixel)
                for step in [[1, 0], [-1, 0], [0, 1], [0, -1]] {
                    let next = [pixel[0] + step[0], pixel[1] + step[1]]
                    if drawn.contains(next), seen.insert(next).inserted { stack.append(next) }
                }
            }
            let xs = piece.map { $0[0] }, ys = piece.map { $0[1] }
            let (width, height) = ((xs.max() ?? 0) - (xs.min() ?? 0) + 1, (ys.max() ?? 0) - (ys.min() ?? 0) + 1)
            if width == height, piece.count == width * height { side = max(side, width) }
        }
        let hairline = (lit["#1C1C1C"] ?? []).map { $0[0] }.min() ?? 0
        return (side, (drawn.map { $0[0] }.max() ?? 0) + 1 - hairline)
    }

    @Test(arguments: [("uptime", "#22C55E"), ("settings", "#E6E6E6")])
    func theListsMarksGrowWithTheTerminal(_ page: String, _ colour: String) throws {
        let small = try marks("80x24", page: page, colour: colour)
        let (middle, large) = (
            try marks("120x40", page: page, colour: colour), try marks("200x60", page: page, colour: colour)
        )
        #expect(Double(middle.side) >= 1.5 * Double(small.side), "\(page) 120x40: \(middle), 80x24: \(small)")
        #expect(large.side >= 2 * small.side, "\(page) 200x60: \(large), 80x24: \(small)")
        if page == "uptime" {
            let largest = try marks("320x100", page: page, colour: colour)
            #expect(largest.side >= 3 * small.side, "320x100: \(largest), 80x24: \(small)")
            #expect(Double(large.column) >= 0.4 * 200, "the list's column at 200x60: \(large.column) of 200")
        }
    }
}
