import Foundation

/// The Unicode tables of the fonts Debian ships for the Linux console
/// (`console-setup-linux`): the characters a console can draw. Anything else shows as a
/// replacement mark, so Pulse must never send it under `TERM=linux`.
public enum ConsoleFonts {
    /// Where the fonts are installed.
    public static let directory = "/usr/share/consolefonts"
    /// The fonts checked: Latin 1 and 5, Latin 2 and the Unicode subset, in the three
    /// families a console is set up with.
    public static let names = ["Lat15", "Lat2", "Uni2"].flatMap { set in
        ["Fixed16", "Terminus16", "VGA16"].map { "\(set)-\($0).psf.gz" }
    }

    /// Each font's characters, by file name; throws when a font is missing (install
    /// `console-setup-linux`; `make test` does).
    public static func tables() throws -> [String: Set<Unicode.Scalar>] {
        var tables: [String: Set<Unicode.Scalar>] = [:]
        for name in names {
            tables[name] = try characters(ofFontAt: directory + "/" + name)
        }
        return tables
    }

    /// The characters of the PSF font (version 1 or 2, gzipped) at `path`.
    public static func characters(ofFontAt path: String) throws -> Set<Unicode.Scalar> {
        guard FileManager.default.fileExists(atPath: path) else {
            throw SpawnError(description: "no console font \(path); install console-setup-linux")
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-psf-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let status = waitForExit(try spawnProcess("/bin/gzip", ["-dc", path], output: scratch.path))
        let data = [UInt8](try Data(contentsOf: scratch))
        guard status == 0 else { throw SpawnError(description: "gzip could not read \(path)") }
        return try unicodeTable(data)
    }

    /// The Unicode table of an uncompressed PSF font.
    static func unicodeTable(_ data: [UInt8]) throws -> Set<Unicode.Scalar> {
        func word(_ at: Int) -> Int {
            (0..<4).reduce(0) { $0 | Int(data[at + $1]) << (8 * $1) }
        }
        var scalars = Set<Unicode.Scalar>()
        if data.count > 4, data[0] == 0x36, data[1] == 0x04 {
            // PSF 1: 256 or 512 glyphs, then 16-bit entries; 0xFFFE starts a sequence,
            // 0xFFFF ends a glyph's list.
            let glyphs = data[2] & 1 == 1 ? 512 : 256
            var at = 4 + glyphs * Int(data[3])
            guard data[2] & 2 == 2 else { throw SpawnError(description: "a PSF 1 font without a Unicode table") }
            // Only single characters count, not the sequences after 0xFFFE.
            var inSequence = false
            while at + 1 < data.count {
                let value = UInt32(data[at]) | UInt32(data[at + 1]) << 8
                if value == 0xFFFF { inSequence = false } else if value == 0xFFFE { inSequence = true }
                if !inSequence, value < 0xFFFE, let scalar = Unicode.Scalar(value) { scalars.insert(scalar) }
                at += 2
            }
            return scalars
        }
        guard data.count > 32, word(0) == 0x864A_B572 else { throw SpawnError(description: "not a PSF font") }
        guard word(12) & 1 == 1 else { throw SpawnError(description: "a PSF 2 font without a Unicode table") }
        // PSF 2: UTF-8 entries; 0xFE starts a sequence, 0xFF ends a glyph's list.
        let table = Array(data[(word(8) + word(16) * word(20))...])
        for glyph in table.split(separator: 0xFF, omittingEmptySubsequences: false) {
            // Only single characters count, not the sequences after 0xFE.
            let singles = glyph.prefix { $0 != 0xFE }
            scalars.formUnion(String(decoding: singles, as: UTF8.self).unicodeScalars)
        }
        scalars.remove("\u{FFFD}")
        return scalars
    }
}
