import Testing

@testable import PulseDisplay

@Suite struct FrameDiffTests {
    func sample() -> Frame {
        var frame = Frame(columns: 10, rows: 4)
        frame.write("PULSE", row: 1, column: 2, role: .primary)
        return frame
    }

    @Test func identicalFramesFlushNothing() {
        #expect(sample().changes(since: sample()).isEmpty)
    }

    @Test func oneChangedCellFlushesOneCell() {
        var next = sample()
        next[2, 7] = Cell("\u{2588}", .muted)
        let changes = next.changes(since: sample())
        #expect(changes == [CellChange(row: 2, column: 7, cell: Cell("\u{2588}", .muted))])
    }

    @Test func aColourChangeAloneIsAChange() {
        var next = sample()
        next[1, 2] = Cell("P", .faint)
        #expect(next.changes(since: sample()).count == 1)
    }

    @Test func aResizeFlushesEverything() {
        let resized = Frame(columns: 12, rows: 4)
        #expect(resized.changes(since: sample()).count == 48)
        #expect(sample().changes(since: nil).count == 40)
    }

    @Test func writesAreClippedAtTheEdges() {
        var frame = Frame(columns: 4, rows: 1)
        frame.write("ABCDEF", row: 0, column: 2, role: .primary)
        frame.write("X", row: 3, column: 0, role: .primary)
        frame.write("Y", row: 0, column: -1, role: .primary)
        #expect(FrameText.glyphLines(frame) == ["  AB"])
    }
}

@Suite struct PixelCanvasTests {
    @Test func halvesFoldIntoTheCheapestGlyph() {
        var canvas = PixelCanvas(covering: 4, rows: 1)
        canvas.fill(x: 0, y: 0, width: 1, height: 2, role: .primary)  // both halves
        canvas.fill(x: 1, y: 0, width: 1, height: 1, role: .primary)  // upper
        canvas.fill(x: 2, y: 1, width: 1, height: 1, role: .muted)  // lower
        let frame = canvas.frame()
        #expect(frame[0, 0] == Cell("\u{2588}", .primary))
        #expect(frame[0, 1] == Cell("\u{2580}", .primary))
        #expect(frame[0, 2] == Cell("\u{2584}", .muted))
        #expect(frame[0, 3] == .blank)
    }

    @Test func twoColoursShareACell() {
        var canvas = PixelCanvas(covering: 1, rows: 1)
        canvas.fill(x: 0, y: 0, width: 1, height: 1, role: .heat4)
        canvas.fill(x: 0, y: 1, width: 1, height: 1, role: .today4)
        #expect(canvas.frame()[0, 0] == Cell("\u{2580}", .heat4, .today4))
    }

    @Test func fillsAreClipped() {
        var canvas = PixelCanvas(covering: 2, rows: 1)
        canvas.fill(x: -5, y: -5, width: 100, height: 100, role: .primary)
        #expect(canvas[1, 1] == .primary)
        #expect(canvas[2, 0] == .background)
    }
}
