import Foundation
import PulseTestSupport
import Testing

/// `kill -9` while Pulse saves: the settings file holds the old value or the new one,
/// never a torn or empty file, and nothing a killed save left outlives the next save.
@Suite struct KilledSaveEndToEndTests {
    @Test func aSaveKilledAtAnyMomentLeavesTheOldOrTheNewValue() throws {
        let binary = try pulseBinary()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-kill-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let environment = ["XDG_CONFIG_HOME": directory.path, "XDG_STATE_HOME": directory.path, "TZ": "UTC"]
        let file = directory.appendingPathComponent("pulse/preferences.json")
        var written: Set<Double> = []
        var random = SplitMix(state: 42)
        for index in 0..<40 {
            let latitude = 10 + Double(index)
            written.insert(latitude)
            let save = try TerminalRun(binary, ["--location", "\(Int(latitude)),13"], environment: environment)
            // The kill lands anywhere from before the write to after it: the delay is the
            // input, not a wait for anything.
            usleep(useconds_t(random.next() % 40_000))
            kill(save.pid, SIGKILL)
            _ = save.exitStatus()
            guard let data = FileManager.default.contents(atPath: file.path) else { continue }
            let stored = try JSONSerialization.jsonObject(with: data) as? [String: Any]
            let location = stored?["location"] as? [String: Any]
            let value = try #require(location?["latitude"] as? Double, "a torn file after kill \(index)")
            #expect(written.contains(value))
        }
        // A save that is let finish still lands.
        func latitude() -> Double? {
            let stored = FileManager.default.contents(atPath: file.path).flatMap {
                try? JSONSerialization.jsonObject(with: $0) as? [String: Any]
            }
            return (stored?["location"] as? [String: Any])?["latitude"] as? Double
        }
        let save = try TerminalRun(binary, ["--location", "80,13"], environment: environment)
        #expect(save.end(when: { latitude() == 80 }), "stored before the display starts")
        // Whatever the kills left, that save removed: the file alone remains.
        let names = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
        #expect(names == ["preferences.json"], "no temporary file outlives its save: \(names)")
    }
}
