import FoundationEssentials
import PulseCore
import PulseDisplay
import PulseTestSupport
import Testing

@testable import PulseTerminal

/// A minute of the seconds Clock and of a running Stopwatch at 200×50, the bench's size,
/// encoded frame after frame as the terminal gets them: each frame replays exactly on a
/// model terminal, and the minute costs fewer bytes than row after row would. (The bench
/// measures the same minute on the wire; this is the encoder alone, time injected.)
@Suite struct SecondsMinuteTests {
    static let start = Date(timeIntervalSince1970: 1_790_000_000)
    static let size = TerminalSize(columns: 200, rows: 50)
    static let zone = TimeZone(identifier: "UTC") ?? .current

    static let subjects: [String: AppState] = [
        "seconds clock": AppState(page: .clock, size: size, preferences: ClockPreferences(showsSeconds: true)),
        "running stopwatch": AppState(page: .stopwatch, size: size, stopwatch: Stopwatch(startedAt: start - 5)),
    ]

    @Test(arguments: subjects.keys.sorted())
    func aMinuteReplaysExactlyInFewerBytesThanRowAfterRow(_ subject: String) throws {
        let renderer = Renderer(typeface: try Typeface.builtIn())
        let state = try #require(Self.subjects[subject])
        let frames = (0...60).map { renderer.frame(for: state, at: Self.start + Double($0), in: Self.zone) }
        var encoder = CellEncoder(mode: .palette256, controls: .all)
        var rowByRow = encoder
        var terminal = ModelTerminal(columns: Self.size.columns, rows: Self.size.rows)
        terminal.replay(encoder.encode(frames[0].changes(since: nil), of: frames[0]))
        _ = rowByRow.encode(frames[0].changes(since: nil), of: frames[0])
        var (sent, inOrder) = (0, 0)
        for (previous, frame) in zip(frames, frames.dropFirst()) {
            let changes = frame.changes(since: previous)
            let bytes = encoder.encode(changes, of: frame)
            let plain = rowByRow.write(changes[...], of: frame)
            rowByRow.covered = []
            sent += bytes.count
            inOrder += plain.count
            terminal.replay(bytes)
            #expect(terminal.misuse.isEmpty)
            #expect(ShortControlsTests().mismatches(frame, terminal, mode: .palette256).isEmpty)
        }
        print("\(subject): \(sent) bytes a minute, \(inOrder) row after row")
        // About a tenth fewer: the pen changes at the digits' edges are most of the saving.
        #expect(sent * 100 < inOrder * 95, "\(subject): \(sent) bytes against \(inOrder) row after row")
    }
}
