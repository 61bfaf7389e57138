import Foundation
import Testing

/// The built-in typeface is `Fonts/pulse.bdf` compiled in: `make font` writes the Swift
/// source that is kept in the repository, and the program draws with it exactly as it
/// draws with the file given to `--font`.
@Suite struct FontSourceTests {
    let binary: String

    init() throws {
        binary = try pulseBinary()
    }

    @Test func makeFontWritesTheSourceThatIsKept() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-font-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let written = scratch.appendingPathComponent("EmbeddedFont.swift")
        let outcome = try run(
            "/usr/bin/make", ["-s", "-C", Documents.root.path, "font", "FONT_SOURCE=\(written.path)"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let kept = Documents.root.appendingPathComponent("Sources/PulseDisplay/EmbeddedFont.swift")
        #expect(try Data(contentsOf: written) == Data(contentsOf: kept), "run `make font` and commit the result")
    }

    @Test func aFontThatWouldEndTheSwiftStringIsRefused() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-font-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let font = scratch.appendingPathComponent("bad.bdf")
        try Data("STARTFONT 2.1\nCOMMENT \"\"\"## ends it\nENDFONT\n".utf8).write(to: font)
        let written = scratch.appendingPathComponent("EmbeddedFont.swift")
        try Data("kept".utf8).write(to: written)
        let outcome = try run(
            "/usr/bin/make",
            ["-s", "-C", Documents.root.path, "font", "FONT_FILE=\(font.path)", "FONT_SOURCE=\(written.path)"])
        #expect(outcome.status != 0)
        #expect(outcome.standardError.contains("which would end the Swift string"), "\(outcome.standardError)")
        #expect(try Data(contentsOf: written) == Data("kept".utf8), "the old source is left whole")
    }

    /// The comparison below sees a one-pixel change: a `2` with its middle row filled.
    @Test func aFontThatDiffersByOnePixelDrawsAnotherFrame() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-font-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let original = try String(
            contentsOf: Documents.root.appendingPathComponent("Fonts/pulse.bdf"), encoding: .utf8)
        let two = "ENCODING 50\nSWIDTH 750 0\nDWIDTH 6 0\nBBX 4 5 1 0\nBITMAP\nE0\n10\n60\n"
        #expect(original.contains(two), "the 2 as the font draws it")
        let changed = scratch.appendingPathComponent("changed.bdf")
        try original.replacingOccurrences(of: two, with: two.replacingOccurrences(of: "\n60\n", with: "\nF0\n"))
            .write(to: changed, atomically: true, encoding: .utf8)
        let arguments = ["snapshot", "clock", "--size", "80x24", "--color", "none", "--at", "2026-08-28T14:32:00Z"]
        let builtIn = try run(binary, arguments, environment: ["TZ": "UTC"])
        let fromChanged = try run(binary, arguments + ["--font", changed.path], environment: ["TZ": "UTC"])
        #expect(fromChanged.status == 0, "\(fromChanged.standardError)")
        #expect(builtIn.standardOutput != fromChanged.standardOutput)
    }

    /// Every page, at three sizes and in every colour mode, frame for frame.
    @Test(arguments: ["clock", "stopwatch", "github", "uptime", "settings"])
    func theFontFileAndTheBuiltInFaceDrawTheSameFrames(page: String) throws {
        let font = Documents.root.appendingPathComponent("Fonts/pulse.bdf").path
        for size in ["80x24", "120x40", "200x60"] {
            for color in ["truecolor", "256", "16", "none"] {
                let arguments = [
                    "snapshot", page, "--demo", "--size", size, "--color", color, "--at", "2026-08-30T14:32:08Z",
                ]
                let builtIn = try run(binary, arguments, environment: ["TZ": "UTC"])
                let fromFile = try run(binary, arguments + ["--font", font], environment: ["TZ": "UTC"])
                #expect(builtIn.status == 0 && fromFile.status == 0, "\(fromFile.standardError)")
                #expect(builtIn.standardOutput.count > 1000, "a whole frame at \(size)")
                #expect(builtIn.standardOutput == fromFile.standardOutput, "\(page) at \(size), colour \(color)")
            }
        }
    }
}
