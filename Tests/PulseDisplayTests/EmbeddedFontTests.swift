import Foundation
import Testing

@testable import PulseDisplay

/// The typeface compiled into the program is `Fonts/pulse.bdf`, byte for byte: the file
/// stays the one source, and EmbeddedFont.swift only carries it (`make font` writes it).
@Suite struct EmbeddedFontTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func theCompiledTypefaceIsTheFontFile() throws {
        let file = try Data(contentsOf: Self.root.appendingPathComponent("Fonts/pulse.bdf"))
        #expect(
            Data(embeddedFontBDF.utf8) == file,
            "Sources/PulseDisplay/EmbeddedFont.swift differs from Fonts/pulse.bdf: run `make font`")
    }
}
