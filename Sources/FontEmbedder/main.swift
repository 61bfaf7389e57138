import Foundation

// Build-time tool: writes the BDF text as a Swift raw string constant. A raw string needs no
// escaping as long as the delimiter does not occur in the text, which it checks.
let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: FontEmbedder INPUT.bdf OUTPUT.swift\n".utf8))
    exit(2)
}
guard let text = try? String(contentsOfFile: arguments[1], encoding: .utf8) else {
    FileHandle.standardError.write(Data("FontEmbedder: cannot read \(arguments[1])\n".utf8))
    exit(1)
}
let delimiter = "\"\"\"##"
guard !text.contains(delimiter) else {
    FileHandle.standardError.write(Data("FontEmbedder: the font contains \(delimiter)\n".utf8))
    exit(1)
}
let source = """
    // Generated at build time from Fonts/pulse.bdf. Do not edit.

    /// The typeface shipped with Pulse, as BDF text.
    let embeddedFontBDF: String = ##\"\"\"
    \(text)
    \"\"\"##

    """
do {
    try source.write(toFile: arguments[2], atomically: true, encoding: .utf8)
} catch {
    FileHandle.standardError.write(Data("FontEmbedder: cannot write \(arguments[2])\n".utf8))
    exit(1)
}
