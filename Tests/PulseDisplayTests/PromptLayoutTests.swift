import Foundation
import PulseCore
import Testing

@testable import PulseDisplay

/// The credential prompt on the rendered frame: editing, masking, SHOW/HIDE, notices and
/// cancel rules, and golden screens.
@Suite struct PromptLayoutTests {
    let now = Date(timeIntervalSince1970: 1_781_352_100)

    func frame(_ prompt: Prompt, _ columns: Int, _ rows: Int) throws -> Frame {
        let typeface = try builtInTypeface()
        let size = TerminalSize(columns: columns, rows: rows)
        return PanelLayout.lay(PromptView.panel(for: prompt), in: size, typeface: typeface)
            .frame(size: size, typeface: typeface)
    }

    func text(_ frame: Frame) -> String {
        FrameText.glyphLines(frame).joined(separator: "\n")
    }

    /// The glyphs with the letter spacing of the text tier removed, for searching.
    func squeezed(_ frame: Frame) -> String {
        FrameText.glyphLines(frame).map { $0.replacingOccurrences(of: " ", with: "") }.joined(separator: "\n")
    }

    func typed(_ kind: PromptKind, _ text: String, canCancel: Bool = false, notice: PromptNotice? = nil)
        -> Prompt
    {
        var prompt = Prompt(kind, canCancel: canCancel, notice: notice)
        prompt.paste(text)
        return prompt
    }

    @Test func aSecretIsMaskedUntilRevealedAndShowOnlyOnceTyped() throws {
        let empty = try frame(Prompt(.uptimeKey, canCancel: false), 80, 24)
        #expect(!squeezed(empty).contains("SHOW"))
        #expect(squeezed(empty).contains("PASTEORTYPEYOURKEY"))
        var prompt = typed(.uptimeKey, "lsu_Secret")
        let masked = try frame(prompt, 80, 24)
        #expect(!text(masked).contains("lsu_Secret"))
        #expect(text(masked).contains(String(repeating: "\u{2022}", count: 10)))
        #expect(squeezed(masked).contains("SHOW"))
        _ = prompt.handle(.tab)
        let shown = try frame(prompt, 80, 24)
        #expect(text(shown).contains("lsu_Secret"), "typed text keeps its natural case")
        #expect(squeezed(shown).contains("HIDE"))
    }

    @Test func theHandleIsPlain() throws {
        #expect(text(try frame(typed(.contributorHandle, "OctoCat"), 80, 24)).contains("OctoCat"))
    }

    @Test func theNoticeSlotKeepsEverythingInPlace() throws {
        let without = try frame(typed(.uptimeKey, "k", canCancel: true), 80, 24)
        let with = try frame(typed(.uptimeKey, "k", canCancel: true, notice: .replacing), 80, 24)
        let a = FrameText.glyphLines(without), b = FrameText.glyphLines(with)
        let differing = zip(a, b).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
        #expect(differing.count == 1, "only the notice's own row changes")
        #expect(squeezed(with).contains("EXISTINGKEYKEPTUNTILSAVED."))
    }

    @Test func failuresAreRedAndTheReplacingNoteIsMuted() throws {
        let rejected = try frame(Prompt(.uptimeKey, canCancel: false, notice: .keyRejected), 80, 24)
        #expect(rejected.cells.contains { $0.foreground == .down && $0.glyph == "K" })
        let replacing = try frame(Prompt(.uptimeKey, canCancel: true, notice: .replacing), 80, 24)
        #expect(!replacing.cells.contains { $0.foreground == .down })
    }

    @Test func cancelIsShownOnlyWhereAllowed() throws {
        #expect(!squeezed(try frame(Prompt(.uptimeKey, canCancel: false), 80, 24)).contains("CANCEL"))
        #expect(squeezed(try frame(Prompt(.uptimeKey, canCancel: true), 80, 24)).contains("CANCEL"))
    }

    @Test func theStorageLineReplacesTheKeychainLine() throws {
        let squeezed = squeezed(try frame(Prompt(.contributorHandle, canCancel: true), 120, 40))
        #expect(squeezed.contains("STOREDINTHECONFIGDIRECTORYONLY"))
    }

    @Test func aLongLineScrollsSoTheCursorStaysInTheBox() throws {
        let long = String(repeating: "a", count: 200) + "END"
        var prompt = typed(.contributorHandle, long)
        #expect(text(try frame(prompt, 80, 24)).contains("aEND"))
        _ = prompt.handle(.home)
        let home = text(try frame(prompt, 80, 24))
        #expect(!home.contains("END"))
    }

    @Test func hostileTextIsDrawnAsTextNeverAsControls() throws {
        var prompt = Prompt(.contributorHandle, canCancel: false)
        prompt.paste("a\u{202E}b\u{200B}c\u{1B}[31m")
        let frame = try frame(prompt, 80, 24)
        #expect(!frame.cells.contains { ["\u{202E}", "\u{200B}", "\u{1B}"].contains($0.glyph) })
    }

    @Test func theButtonIsDimUntilSomethingIsTyped() throws {
        let empty = try frame(Prompt(.uptimeKey, canCancel: false), 80, 24)
        let typed = try frame(typed(.uptimeKey, "x"), 80, 24)
        let emptyS = empty.cells.filter { $0.glyph == "S" }.map(\.foreground)
        #expect(emptyS.contains(.faint))
        #expect(typed.cells.contains { $0.glyph == "S" && $0.foreground == .primary })
    }

    @Test func clicksLandOnSubmitCancelAndReveal() throws {
        let typeface = try builtInTypeface()
        let size = TerminalSize(columns: 80, rows: 24)
        let layout = PanelLayout.lay(
            PromptView.panel(for: typed(.uptimeKey, "x", canCancel: true)), in: size, typeface: typeface)
        let found = Set(layout.targets.map(\.target).map { "\($0)" })
        #expect(found == ["promptField", "promptSubmit", "promptCancel", "promptReveal"])
        for target in layout.targets {
            #expect(layout.target(column: target.column, row: target.row) == target.target)
        }
    }

    @Test func onAShortTerminalTheHeadingGoesFirst() throws {
        let short = try frame(Prompt(.uptimeKey, canCancel: true), 80, 14)
        let squeezed = squeezed(short)
        #expect(squeezed.contains("SAVEKEY"))
        #expect(squeezed.contains("STOREDINTHECONFIGDIRECTORYONLY"))
    }

    @Test(arguments: [(80, 24), (120, 40)])
    func goldenScreens(columns: Int, rows: Int) throws {
        var masked = typed(.uptimeKey, "lsu_0123456789", canCancel: true, notice: .replacing)
        try expectGolden(
            FrameText.document(try frame(masked, columns, rows), title: "uptime key prompt, typed, masked"),
            named: "prompt-key-\(columns)x\(rows).txt")
        _ = masked.handle(.tab)
        try expectGolden(
            FrameText.document(try frame(masked, columns, rows), title: "uptime key prompt, revealed"),
            named: "prompt-key-shown-\(columns)x\(rows).txt")
        let rejected = Prompt(.uptimeKey, canCancel: false, notice: .keyRejected)
        try expectGolden(
            FrameText.document(try frame(rejected, columns, rows), title: "uptime key prompt after a 401"),
            named: "prompt-key-rejected-\(columns)x\(rows).txt")
        let invalid = Prompt(.contributorHandle, canCancel: true)
        var username = invalid
        username.paste("not a valid name")
        _ = username.handle(.enter)
        try expectGolden(
            FrameText.document(try frame(username, columns, rows), title: "username prompt, refused"),
            named: "prompt-username-\(columns)x\(rows).txt")
    }
}
