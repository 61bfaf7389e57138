import Foundation
import PulseCore
import Testing

@testable import PulseStore

/// The stopwatch and credentials files are read with `JSONTree`, not `JSONDecoder` (which
/// costs about 1 MB of resident code at start): each input must come out as the decoder
/// would have read it.
@Suite struct StoredJSONReadingTests {
    /// The shape the stopwatch file was decoded into before.
    private struct Reference: Decodable {
        let version: Int
        let startedAt: Double?
        let accumulated: Double
    }

    static let stopwatchInputs = [
        #"{"version":1,"startedAt":null,"accumulated":0}"#,
        #"{"accumulated":12.5,"startedAt":1788081810.25,"version":1}"#,
        #"{"version":1,"accumulated":3}"#, #"{"version":1.0,"startedAt":null,"accumulated":1}"#,
        #"{"version":1e0,"startedAt":2,"accumulated":1}"#, #"{"version":1.5,"startedAt":null,"accumulated":1}"#,
        #"{"version":2,"startedAt":null,"accumulated":1}"#, #"{"version":"1","startedAt":null,"accumulated":1}"#,
        #"{"version":true,"startedAt":null,"accumulated":1}"#, #"{"version":1,"startedAt":true,"accumulated":1}"#,
        #"{"version":1,"startedAt":null,"accumulated":false}"#, #"{"version":1,"startedAt":[],"accumulated":1}"#,
        #"{"version":1,"startedAt":null,"accumulated":-1}"#, #"{"version":1,"startedAt":-5,"accumulated":1}"#,
        #"{"version":1,"startedAt":null,"accumulated":1e400}"#, #"{"version":1,"startedAt":1e400,"accumulated":1}"#,
        #"{"version":1,"startedAt":null,"accumulated":1,"extra":[1,{"a":null}]}"#,
        #"{"version":1,"startedAt":null,"accumulated":1,}"#, #"{"version":1,"version":2,"accumulated":1}"#,
        #"{"version":1,"startedAt":null}"#, #"{"version":99999999999999999999,"accumulated":1}"#,
        "\u{FEFF}{\"version\":1,\"startedAt\":null,\"accumulated\":1}", " \n{\"version\":1,\"accumulated\":7}\n",
        "", "null", "[]", "1", "not json", #"{"version":1,"startedAt":null,"accumulated":1"#,
        #"{"version":1,"accumulated":01}"#, #"{"version":1,"accumulated":1} x"#,
        #"{"version":1,"accumulated":1e18}"#, #"{"version":1,"startedAt":-1e16,"accumulated":0}"#,
        #"{"version":1,"accumulated":3.6e15}"#, #"{"version":1,"startedAt":-3.6e15,"accumulated":0}"#,
    ]

    @Test(arguments: stopwatchInputs)
    func theStopwatchFileReadsAsTheDecoderReadIt(_ content: String) throws {
        let scratch = try Scratch()
        let url = scratch.url.appendingPathComponent("stopwatch.json")
        try Data(content.utf8).write(to: url)
        let expected: StoredStopwatch
        if let stored = try? JSONDecoder().decode(Reference.self, from: Data(content.utf8)), stored.version == 1 {
            // The reader's own bound on top of the decoder: within the longest readout.
            let longest = Stopwatch.longestReadout
            if (0...longest).contains(stored.accumulated), stored.startedAt.map({ abs($0) <= longest }) ?? true {
                expected = .loaded(
                    Stopwatch(
                        startedAt: stored.startedAt.map { Date(timeIntervalSince1970: $0) },
                        accumulated: stored.accumulated))
            } else {
                expected = .unreadable("its numbers are out of range")
            }
        } else {
            expected = .unreadable(content.isEmpty ? "it is empty" : "it is not a Pulse stopwatch file")
        }
        let loaded = StopwatchFile(url: url).load()
        if case .unreadable("it is empty") = loaded, content.isEmpty { return }
        #expect(loaded == expected, "\(content)")
    }

    static let credentialInputs = [
        #"{"github.username":"octocat","uptime.api-key":"lsu_test_key"}"#, "{}", #"{"a":""}"#,
        #"{"a":"\u00e9\n\"q\""}"#, #"{"a":"b",}"#, #"{"a":"b","a":"c"}"#, #"{"a":null}"#, #"{"a":1}"#,
        #"{"a":true}"#, #"{"a":["b"]}"#, #"{"a":{"b":"c"}}"#, #"["a"]"#, #""a""#, "null", "", "{",
        #"{"a":"\ud800"}"#, "\u{FEFF}{\"a\":\"b\"}", #"{"a":"b"} {}"#, "{\"a\":\"\u{1}\"}",
    ]

    @Test(arguments: credentialInputs)
    func theCredentialsFileReadsAsTheDecoderReadIt(_ content: String) {
        let data = Data(content.utf8)
        #expect(CredentialStore.decode(data) == (try? JSONDecoder().decode([String: String].self, from: data)))
    }
}
