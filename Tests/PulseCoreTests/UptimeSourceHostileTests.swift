import Foundation
import Testing

@testable import PulseCore

/// Bodies made to hurt: every source's decoder keeps a name exactly as sent (the view
/// draws it through `TerminalText.sanitized`, as it does the original API's), and bytes
/// that are not UTF-8 make the body unreadable rather than a crash.
@Suite struct UptimeSourceHostileTests {
    /// JSON string literals that try to steer a terminal, as the loopback server's.
    static let hostile: [(json: String, decoded: String)] = [
        (#"\u001b]0;PWNED-TITLE\u0007EVIL-1"#, "\u{1B}]0;PWNED-TITLE\u{07}EVIL-1"),
        (#"\u001b[31mRED\u001b[2J\u001b[HEVIL-2"#, "\u{1B}[31mRED\u{1B}[2J\u{1B}[HEVIL-2"),
        (#"\u001b]52;c;UFdORUQ=\u0007EVIL-3\u009b31m"#, "\u{1B}]52;c;UFdORUQ=\u{07}EVIL-3\u{9B}31m"),
        (#"EVIL-4\u202e\u200b\u2066RTL"#, "EVIL-4\u{202E}\u{200B}\u{2066}RTL"),
        (String(repeating: "X", count: 10_000), String(repeating: "X", count: 10_000)),
    ]

    /// Each source's body holding one monitor called `name` (a JSON literal), and its decoder.
    static let sources:
        [(String, @Sendable (String) -> String, @Sendable (Data) -> Result<[String], UptimeReadFailure>)] = [
            (
                "kuma", { #"{"incidents":[],"publicGroupList":[{"monitorList":[{"id":1,"name":"\#($0)"}]}]}"# },
                { KumaDecoder.monitors($0).map { $0.map(\.name) } }
            ),
            (
                "healthchecks", { #"{"checks":[{"name":"\#($0)","status":"up"}]}"# },
                { HealthchecksDecoder.decode($0).map { $0.map(\.name) } }
            ),
            (
                "uptimerobot", { #"{"stat":"ok","monitors":[{"friendly_name":"\#($0)","status":2}]}"# },
                { UptimeRobotDecoder.decode($0, at: Date()).map { $0.services.map(\.name) } }
            ),
            (
                "gatus", { #"[{"name":"\#($0)","results":[]}]"# },
                { GatusDecoder.decode($0, at: Date()).map { $0.map(\.name) } }
            ),
            (
                "betterstack", { #"{"data":[{"attributes":{"pronounceable_name":"\#($0)","status":"up"}}]}"# },
                { BetterStackDecoder.decode($0).map { $0.services.map(\.name) } }
            ),
        ]

    @Test func hostileNamesAreKeptExactlyAsSentForTheViewToSanitise() throws {
        for (source, body, decode) in Self.sources {
            for (json, decoded) in Self.hostile {
                #expect(try decode(Data(body(json).utf8)).get() == [decoded], "\(source)")
            }
        }
    }

    @Test func bytesThatAreNotUTF8MakeTheBodyUnreadable() {
        for (source, body, decode) in Self.sources {
            let parts = body("@").split(separator: "@", omittingEmptySubsequences: false)
            var bytes = Data(parts[0].utf8)
            bytes.append(contentsOf: [0xFF, 0xFE, 0xC3])
            bytes.append(contentsOf: Data(parts[1].utf8))
            #expect(decode(bytes) == .failure(.unreadable), "\(source)")
        }
    }

    @Test func aLoneSurrogateMakesTheBodyUnreadable() {
        for (source, body, decode) in Self.sources {
            #expect(decode(Data(body(#"\ud800x"#).utf8)) == .failure(.unreadable), "\(source)")
        }
    }

    @Test func kumaHeartbeatsWithBadBytesAreUnreadableToo() {
        var bytes = Data(#"{"heartbeatList":{"1":[{"status":1,"time":""#.utf8)
        bytes.append(contentsOf: [0xFF, 0xFE])
        bytes.append(contentsOf: Data(#""}]}}"#.utf8))
        #expect(KumaDecoder.heartbeats(bytes) == .failure(.unreadable))
    }
}
