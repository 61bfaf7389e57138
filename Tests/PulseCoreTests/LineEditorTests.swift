import Testing

@testable import PulseCore

@Suite struct LineEditorTests {
    func type(_ text: String, into editor: inout LineEditor) {
        for character in text { _ = editor.handle(.character(character)) }
    }

    @Test func fieldsOpenEmpty() {
        let editor = LineEditor(isSecret: true)
        #expect(editor.text.isEmpty && editor.cursor == 0 && !editor.canReveal)
    }

    @Test func typingMovingAndDeleting() {
        var editor = LineEditor(isSecret: false)
        type("octcat", into: &editor)
        for _ in 0..<3 { _ = editor.handle(.left) }
        _ = editor.handle(.character("o"))
        #expect(editor.text == "octocat" && editor.cursor == 4)
        _ = editor.handle(.home)
        _ = editor.handle(.delete)
        #expect(editor.text == "ctocat")
        _ = editor.handle(.end)
        _ = editor.handle(.backspace)
        #expect(editor.text == "ctoca" && editor.cursor == 5)
        _ = editor.handle(.right)
        #expect(editor.cursor == 5, "never past the end")
        _ = editor.handle(.control("a"))
        _ = editor.handle(.backspace)
        #expect(editor.text == "ctoca" && editor.cursor == 0, "never before the start")
    }

    @Test func ctrlUAndCtrlWKillBackwards() {
        var editor = LineEditor(isSecret: false)
        type("lsu one two  ", into: &editor)
        _ = editor.handle(.control("w"))
        #expect(editor.text == "lsu one ")
        _ = editor.handle(.left)
        _ = editor.handle(.control("u"))
        #expect(editor.text == " " && editor.cursor == 0)
    }

    @Test func enterSubmitsTheTrimmedValueAndEmptyDoesNothing() {
        var editor = LineEditor(isSecret: false)
        #expect(editor.handle(.enter) == .edited)
        type("   ", into: &editor)
        #expect(editor.handle(.enter) == .edited)
        type(" monalisa ", into: &editor)
        #expect(editor.handle(.enter) == .submit("monalisa"))
        #expect(editor.handle(.escape) == .cancel)
    }

    @Test func aSecretIsMaskedAndTabRevealsOnlyOnceSomethingIsTyped() {
        var editor = LineEditor(isSecret: true)
        _ = editor.handle(.tab)
        #expect(!editor.isRevealed)
        type("lsu_abc", into: &editor)
        #expect(editor.displayed == "•••••••" && !editor.displayed.contains("lsu"))
        _ = editor.handle(.tab)
        #expect(editor.displayed == "lsu_abc")
        _ = editor.handle(.tab)
        #expect(editor.displayed == "•••••••")
        _ = editor.handle(.tab)
        _ = editor.handle(.control("u"))
        #expect(!editor.isRevealed, "an emptied field hides again")
        #expect(LineEditor(isSecret: false).displayed.isEmpty)
    }

    @Test func aPasteIsTextAndATrailingNewlineNeverSubmits() {
        var editor = LineEditor(isSecret: true)
        editor.paste("lsu_key\n")
        #expect(editor.text == "lsu_key")
        editor.paste("\u{1B}[D\rq\t")
        #expect(editor.text == "lsu_key[Dq", "escapes, returns and tabs are dropped; the rest is text")
        #expect(editor.handle(.enter) == .submit("lsu_key[Dq"))
    }

    @Test func aRunawayPasteIsCapped() {
        var editor = LineEditor(isSecret: false)
        editor.paste(String(repeating: "x", count: 10_000))
        #expect(editor.characters.count == LineEditor.maximumLength)
    }
}
