import Foundation
import Testing

/// Pulse left on in a detached tmux session, as the README's "On a spare screen" says:
/// `tmux new -d -s pulse pulse` draws with no client attached, in the colours the
/// session's `default-terminal` promises and no more.
@Suite(.serialized) struct SpareScreenEndToEndTests {
    let binary: String

    init() throws {
        binary = try pulseBinary()
    }

    /// `default-terminal`, and the SGR parameters that must and must not appear under it.
    struct Case: Sendable, CustomTestStringConvertible {
        let terminal: String
        let present: [String]
        let absent: Set<Int>
        var testDescription: String { terminal }
    }

    static let cases = [
        // Eight colours: bright as bold, never 90-107 or 38;5.
        Case(terminal: "screen", present: ["1", "32"], absent: Set([38, 48] + Array(90...107))),
        // tmux's own entry: 256 colours.
        Case(terminal: "tmux-256color", present: ["5", "38"], absent: Set(90...107)),
    ]

    @Test(arguments: cases)
    func aDetachedSessionDrawsInTheColoursItsTerminalHas(_ test: Case) throws {
        let socket = "pulse-spare-\(UUID().uuidString.prefix(8))"
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        func tmux(_ arguments: [String]) throws -> Outcome { try run("/usr/bin/tmux", ["-L", socket] + arguments) }
        defer {
            _ = try? tmux(["kill-server"])
            try? FileManager.default.removeItem(at: directory)
        }
        // The user's ~/.tmux.conf, as the README advises.
        let config = directory.appendingPathComponent("tmux.conf")
        try Data("set -g default-terminal \(test.terminal)\n".utf8).write(to: config)
        let stream = directory.appendingPathComponent("stream")
        let go = directory.appendingPathComponent("go").path
        // The display's clock at today's noon, so the colours are the day's whatever the hour.
        let now = Date().timeIntervalSince1970
        let noon = (now / 86_400).rounded(.down) * 86_400 + 43_200
        let environment =
            "env NO_COLOR= TZ=UTC PULSE_TIME_OFFSET=\(Int(noon - now)) XDG_STATE_HOME=\(directory.path)/state "
            + "XDG_CONFIG_HOME=\(directory.path)/config"
        // `tmux new -d -s pulse pulse`, held until the byte stream is recorded.
        let started = try tmux([
            "-f", config.path, "new", "-d", "-s", "pulse", "-x", "100", "-y", "30",
            "sh -c 'while [ ! -e \(go) ]; do sleep 0.02; done; exec \(environment) \(binary) --demo --page uptime'",
        ])
        #expect(started.status == 0, "\(started.standardError)")
        _ = try tmux(["pipe-pane", "-t", "pulse", "-o", "cat >> '\(stream.path)'"])
        _ = FileManager.default.createFile(atPath: go, contents: Data())
        let deadline = Date().addingTimeInterval(10)
        while try !tmux(["capture-pane", "-p", "-t", "pulse"]).standardOutput.contains("A P I"), Date() < deadline {
            usleep(20_000)
        }
        #expect(try tmux(["capture-pane", "-p", "-t", "pulse"]).standardOutput.contains("A P I"), "drawn")
        #expect(try tmux(["display", "-p", "-t", "pulse", "#{session_attached}"]).standardOutput == "0\n")
        // Every page's colours are out once the list's squares are; the state colours last.
        while !sgr(stream).contains(test.present.last ?? ""), Date() < deadline { usleep(20_000) }
        let parameters = sgr(stream)
        for wanted in test.present {
            #expect(parameters.contains(wanted), "SGR \(wanted) under \(test.terminal)")
        }
        let numbers = Set(parameters.compactMap { Int($0) })
        #expect(numbers.filter { test.absent.contains($0) }.isEmpty, "\(numbers.sorted())")
    }

    /// Every parameter of every SGR sequence in the stream (an empty one counts as 0).
    func sgr(_ stream: URL) -> [String] {
        let text = String(decoding: (try? Data(contentsOf: stream)) ?? Data(), as: UTF8.self)
        return text.split(separator: "\u{1B}").flatMap { sequence -> [String] in
            guard sequence.first == "[", let end = sequence.firstIndex(where: \.isLetter), sequence[end] == "m" else {
                return []
            }
            let body = sequence.dropFirst().prefix(upTo: end)
            return body.isEmpty ? ["0"] : body.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
        }
    }
}
