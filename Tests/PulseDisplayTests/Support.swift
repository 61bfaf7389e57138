import Foundation
import PulseCore
import PulseTestSupport
import Testing

@testable import PulseDisplay

/// The shipped typeface, as the program loads it.
func builtInTypeface() throws -> Typeface {
    try Typeface.builtIn()
}

func utcInstant(_ text: String) -> Date {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.date(from: text) ?? Date(timeIntervalSince1970: 0)
}

let utc = TimeZone(identifier: "UTC") ?? .current

/// Compares `actual` with the golden file `name`; with `PULSE_RECORD_GOLDENS=1` in the
/// environment it writes the file instead, so re-recording is always deliberate.
func expectGolden(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
    let file = directory.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["PULSE_RECORD_GOLDENS"] == "1" {
        try actual.write(to: file, atomically: true, encoding: .utf8)
        return
    }
    guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
        Issue.record("missing golden \(name); record it with PULSE_RECORD_GOLDENS=1", sourceLocation: sourceLocation)
        return
    }
    if expected != actual {
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let first = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }
        let line = (first?.offset ?? min(expectedLines.count, actualLines.count)) + 1
        let expectedLine = first.map { String($0.element.0) } ?? "(end)"
        let actualLine = first.map { String($0.element.1) } ?? "(end)"
        Issue.record(
            "golden \(name) differs at line \(line):\nexpected: \(expectedLine)\nactual:   \(actualLine)",
            sourceLocation: sourceLocation)
    }
}

extension Renderer {
    /// The frame of `page` alone, with no stored state.
    func frame(for page: Page, at now: Date, in zone: TimeZone, size: TerminalSize) -> Frame {
        frame(for: AppState(page: page, size: size), at: now, in: zone)
    }

    /// The text lines of `page` alone.
    func textLines(for page: Page, at now: Date, in zone: TimeZone) -> [String] {
        textLines(for: AppState(page: page, size: TerminalSize(columns: 80, rows: 24)), at: now, in: zone)
    }
}
