import Foundation

/// What `reference.py` answered for one window: its lines, or why it could not read the file.
enum ReferenceAnswer: Sendable, Equatable {
    case lines([String])
    case error(String)
}

/// `reference.py` (icalendar + recurring-ical-events, pinned in requirements.txt) run once a
/// corpus folder over the folder's whole `windows.tsv`, from the venv `make test` makes.
enum PythonReference {
    /// The venv's interpreter.
    static let python = Corpus.repository.appendingPathComponent(".build/pyref/bin/python3")

    /// Each folder's answers by window key, or why there are none.
    static let answers: [URL: Result<[String: ReferenceAnswer], ReferenceFailure>] = Dictionary(
        uniqueKeysWithValues: Corpus.folders.map { folder in
            do throws(ReferenceFailure) {
                return (folder, .success(try table(for: folder)))
            } catch {
                return (folder, .failure(error))
            }
        })

    /// The reference's answers for every row of `folder`'s windows.tsv.
    static func table(for folder: URL) throws(ReferenceFailure) -> [String: ReferenceAnswer] {
        guard FileManager.default.isExecutableFile(atPath: python.path) else {
            throw ReferenceFailure(
                "the Python reference is not installed at \(python.path): `make test-deps` makes it "
                    + "(scripts/ensure-pyref.sh, with the versions in Tests/PulseCalendarTests/requirements.txt)")
        }
        let process = Process()
        process.executableURL = python
        process.arguments = [
            Corpus.testsFolder.appendingPathComponent("reference.py").path,
            "--table", folder.appendingPathComponent("windows.tsv").path, "--dir", folder.path,
        ]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch { throw ReferenceFailure("reference.py did not start: \(error)") }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let complaint = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ReferenceFailure("reference.py exited \(process.terminationStatus): \(complaint)")
        }
        return parse(String(decoding: data, as: UTF8.self))
    }

    /// `== key` starts a window; `!! ERROR: …` is its error; any other line is one of its lines.
    static func parse(_ text: String) -> [String: ReferenceAnswer] {
        var answers: [String: ReferenceAnswer] = [:]
        var key: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("== ") {
                key = String(line.dropFirst(3))
                if let key { answers[key] = .lines([]) }
            } else if let key, line.hasPrefix("!! ") {
                answers[key] = .error(String(line.dropFirst(3)))
            } else if let key, !line.isEmpty, case .lines(let lines) = answers[key] {
                answers[key] = .lines(lines + [line])
            }
        }
        return answers
    }
}

/// Why the reference gave no answers.
struct ReferenceFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
