import Foundation
import Testing

/// One row of a corpus folder's `windows.tsv`: a feed, the instant a window starts at as
/// written (`2026-03-23T00:00`, local in the zone; or with `Z` or an offset), and the zone.
struct CorpusWindow: Sendable, CustomTestStringConvertible {
    /// The corpus folder the row's file is in.
    var folder: URL
    /// The file, relative to the folder (`handwritten/google-work.ics`).
    var file: String
    /// The window's start as the table writes it.
    var at: String
    /// The zone the lines are printed in, as `TZ` names it.
    var zone: String

    var testDescription: String { "\(file) at \(at) in \(zone)" }

    /// The key the reference's answer is filed under: the table's own three fields.
    var key: String { "\(file)\t\(at)\t\(zone)" }
}

/// The corpus folders and their tables. Each folder holds the feeds, a `windows.tsv`
/// (file, AT, TZ), a `known-differences.tsv` and an `expected-errors.tsv`. The committed
/// folder is `Fixtures/Corpus`; `PULSE_CALENDAR_CORPUS` may name more (colon-separated),
/// laid out the same, such as the public test corpora named in SOURCES.md.
enum Corpus {
    /// Tests/PulseCalendarTests.
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    /// The repository's root.
    static let repository = testsFolder.deletingLastPathComponent().deletingLastPathComponent()

    /// Every corpus folder: the committed one first.
    static var folders: [URL] {
        let extra = ProcessInfo.processInfo.environment["PULSE_CALENDAR_CORPUS"] ?? ""
        return [testsFolder.appendingPathComponent("Fixtures/Corpus")]
            + extra.split(separator: ":").map { URL(fileURLWithPath: String($0)) }
    }

    /// The rows of a tab-separated table, comments (`#`) and blank lines left out.
    static func rows(_ url: URL) throws -> [[String]] {
        try String(contentsOf: url, encoding: .utf8).split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#"), !line.allSatisfy(\.isWhitespace) else { return nil }
            return line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        }
    }

    /// The rows of the table `name` in `folder`; none where the folder has no such table.
    static func rows(of name: String, in folder: URL) throws -> [[String]] {
        let url = folder.appendingPathComponent(name)
        return FileManager.default.fileExists(atPath: url.path) ? try rows(url) : []
    }

    /// Every window of every folder; none where a table cannot be read (the tables'
    /// own test says why).
    static let windows: [CorpusWindow] = folders.flatMap { folder in
        ((try? rows(folder.appendingPathComponent("windows.tsv"))) ?? []).compactMap { row in
            row.count >= 3 ? CorpusWindow(folder: folder, file: row[0], at: row[1], zone: row[2]) : nil
        }
    }
}

/// A case where Pulse and the reference differ and Pulse follows RFC 5545: one line that
/// only one side prints, for one window.
struct KnownDifference: Hashable, Sendable {
    /// The window's key (`CorpusWindow.key`).
    var window: String
    /// Which side alone prints the line: `python` or `pulse`.
    var onlyIn: String
    /// The line, its three fields joined by tabs.
    var line: String

    /// The rows of a folder's `known-differences.tsv`: file, AT, TZ, only-in, start, end,
    /// title, the side that is right, and the RFC section with the reason. A row without
    /// its reason is not an entry.
    static func all(in folder: URL) throws -> [KnownDifference: String] {
        var entries: [KnownDifference: String] = [:]
        for row in try Corpus.rows(of: "known-differences.tsv", in: folder) where row.count >= 9 && !row[8].isEmpty {
            let key = KnownDifference(
                window: row[0...2].joined(separator: "\t"), onlyIn: row[3], line: row[4...6].joined(separator: "\t"))
            entries[key] = "\(row[7]) is right: \(row[8])"
        }
        return entries
    }
}

/// A feed a reader rightly refuses, from a folder's `expected-errors.tsv`: file, who
/// refuses it (`pulse`, `python` or `both`), Pulse's error (`notACalendar`, `tooLarge`,
/// `notUnderstood`, or `-` where Pulse reads it), and why.
struct ExpectedError: Sendable {
    /// `pulse`, `python` or `both`.
    var refusedBy: String
    /// Pulse's error, by case name, or `-`.
    var pulseError: String
    /// Why the refusal is right.
    var reason: String

    static func all(in folder: URL) throws -> [String: ExpectedError] {
        var entries: [String: ExpectedError] = [:]
        for row in try Corpus.rows(of: "expected-errors.tsv", in: folder) where row.count >= 4 {
            entries[row[0]] = ExpectedError(refusedBy: row[1], pulseError: row[2], reason: row[3])
        }
        return entries
    }
}
