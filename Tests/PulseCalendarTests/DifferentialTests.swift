import Foundation
import PulseCalendar
import PulseCore
import Testing

/// Pulse's window of a real feed is the window icalendar + recurring-ical-events gives for
/// it (issue 46, "Done when"), line for line as the calendar snapshot prints it, for every
/// row of every corpus folder's windows.tsv; where the two differ and Pulse follows RFC 5545,
/// the line is in known-differences.tsv with its section, and a feed a reader rightly
/// refuses is in expected-errors.tsv. The reference is a test dependency `make test`
/// installs: without it these tests fail, they do not skip.
@Suite struct DifferentialTests {
    @Test func everyCorpusFolderHasWindowsAndTheReferenceAnswersEachOne() throws {
        for folder in Corpus.folders {
            let rows = try Corpus.rows(folder.appendingPathComponent("windows.tsv"))
            #expect(!rows.isEmpty, "\(folder.path)/windows.tsv has no windows")
            let answers = try #require(PythonReference.answers[folder]).get()
            #expect(answers.count == Set(rows.map { $0.prefix(3).joined(separator: "\t") }).count)
            for row in rows {
                #expect(row.count >= 3, "a windows.tsv row is file, AT, TZ: \(row)")
                #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(row[0]).path), "\(row[0])")
            }
        }
    }

    @Test(arguments: Corpus.windows)
    func pulseListsWhatTheReferenceLists(_ window: CorpusWindow) throws {
        let answers = try #require(PythonReference.answers[window.folder]).get()
        let reference = try #require(answers[window.key], "reference.py gave no answer for \(window)")
        let zone = try #require(TimeZone(identifier: window.zone))
        let at = try #require(PulseSide.instant(window.at, in: zone), "\(window.at) is no time in \(window.zone)")
        let bytes = try Data(contentsOf: window.folder.appendingPathComponent(window.file))
        let pulse: Result<[String], FeedError>
        do throws(FeedError) {
            pulse = .success(try PulseSide.lines(feed: bytes, at: at, zone: zone))
        } catch {
            pulse = .failure(error)
        }
        if let expected = try ExpectedError.all(in: window.folder)[window.file] {
            Self.check(pulse, reference, against: expected, window)
            return
        }
        guard case .lines(let python) = reference else {
            Issue.record(
                "\(window): reference.py cannot read it (\(reference)); if it rightly refuses, list it in expected-errors.tsv"
            )
            return
        }
        switch pulse {
        case .failure(let error):
            Issue.record("\(window): Pulse refused it (\(error)) where the reference read \(python.count) lines")
        case .success(let lines):
            let known = try KnownDifference.all(in: window.folder)
            let findings = Comparison.findings(python: python, pulse: lines, window: window.key, known: known)
            let report = findings.joined(separator: "\n")
            #expect(
                findings.isEmpty,
                "\(window): Pulse and the reference differ, or known-differences.tsv is out of date\n\(report)")
        }
    }

    /// A feed listed as refused is refused by whom the list says, with the error it names.
    static func check(
        _ pulse: Result<[String], FeedError>, _ reference: ReferenceAnswer, against expected: ExpectedError,
        _ window: CorpusWindow
    ) {
        let pythonRefuses = if case .error = reference { true } else { false }
        switch (expected.refusedBy, pulse) {
        case ("pulse", .failure(let error)), ("both", .failure(let error)):
            #expect(Self.name(of: error) == expected.pulseError, "\(window): Pulse refused it with \(error)")
            #expect(pythonRefuses == (expected.refusedBy == "both"), "\(window): the reference answered \(reference)")
        case ("python", .success):
            #expect(pythonRefuses, "\(window): the reference now reads it: \(reference)")
        default:
            Issue.record(
                "\(window): listed as refused by \(expected.refusedBy) (\(expected.reason)); Pulse gave \(pulse)")
        }
    }

    /// A `FeedError`'s case as expected-errors.tsv names it.
    static func name(of error: FeedError) -> String {
        switch error {
        case .notACalendar: "notACalendar"
        case .tooLarge: "tooLarge"
        case .notUnderstood: "notUnderstood"
        }
    }

    @Test func aLineOnlyOneSidePrintsIsAFindingUnlessItIsAKnownDifference() {
        let key = "f.ics\t2026-03-23T00:00\tEurope/Berlin"
        let shared = "2026-03-23T09:30\t2026-03-23T09:45\tStandup"
        let moved = "2026-03-30T18:00\t2026-03-30T18:30\tOps sync"
        let rfc = "2026-03-30T19:00\t2026-03-30T19:30\tOps sync"
        let python = [shared, moved]
        let pulse = [shared, rfc]
        #expect(Comparison.findings(python: python, pulse: python, window: key, known: [:]).isEmpty)
        #expect(
            Comparison.findings(python: python, pulse: pulse, window: key, known: [:]) == [
                "  only the reference: \(moved)", "  only Pulse:         \(rfc)",
            ])
        let known = [
            KnownDifference(window: key, onlyIn: "python", line: moved): "pulse is right",
            KnownDifference(window: key, onlyIn: "pulse", line: rfc): "pulse is right",
        ]
        #expect(Comparison.findings(python: python, pulse: pulse, window: key, known: known).isEmpty)
        // A known difference that no longer happens is a finding too: the list stays true.
        #expect(Comparison.findings(python: python, pulse: python, window: key, known: known).count == 2)
        // Lines are counted: an occurrence listed twice by one side is a difference.
        #expect(Comparison.findings(python: [shared], pulse: [shared, shared], window: key, known: [:]).count == 1)
    }
}

/// How two windows' lines are compared: as multisets, each line only one side prints a
/// finding unless known-differences.tsv explains it, and each listed difference that no
/// longer happens a finding as well.
enum Comparison {
    static func findings(python: [String], pulse: [String], window: String, known: [KnownDifference: String])
        -> [String]
    {
        let onlyPython = subtracting(pulse, from: python)
        let onlyPulse = subtracting(python, from: pulse)
        var findings: [String] = []
        for line in onlyPython where known[KnownDifference(window: window, onlyIn: "python", line: line)] == nil {
            findings.append("  only the reference: \(line)")
        }
        for line in onlyPulse where known[KnownDifference(window: window, onlyIn: "pulse", line: line)] == nil {
            findings.append("  only Pulse:         \(line)")
        }
        for entry in known.keys.sorted(by: { "\($0)" < "\($1)" }) where entry.window == window {
            let happens = (entry.onlyIn == "python" ? onlyPython : onlyPulse).contains(entry.line)
            if !happens { findings.append("  listed in known-differences.tsv but no longer different: \(entry.line)") }
        }
        return findings
    }

    /// `lines` less one of each of `other`'s.
    static func subtracting(_ other: [String], from lines: [String]) -> [String] {
        var remaining = Dictionary(other.map { ($0, 1) }, uniquingKeysWith: +)
        return lines.filter { line in
            guard let count = remaining[line], count > 0 else { return true }
            remaining[line] = count - 1
            return false
        }
    }
}
