import Foundation
import PulseApp
import PulseCore
import PulseTestSupport
import Testing

@testable import PulseStore

/// Saves on a full disk and on a read-only one, and two Pulse processes writing the same
/// files at once: the old file survives every failure, no temporary file is left, and
/// neither writer undoes the other's change.
@Suite struct DiskFaultTests {
    let stopwatch = Stopwatch(startedAt: Date(timeIntervalSince1970: 1_788_081_810), accumulated: 12)
    let seconds = ClockPreferences(showsSeconds: true, showsCondition: true)
    let berlin: WeatherLocation

    init() throws {
        berlin = WeatherLocation(
            name: "Berlin", coordinate: try #require(Coordinate(latitude: 52.52, longitude: 13.41)))
    }

    func environment(_ disk: SmallDisk) -> [String: String] {
        [
            "XDG_CONFIG_HOME": disk.url.appendingPathComponent("config").path,
            "XDG_STATE_HOME": disk.url.appendingPathComponent("state").path,
        ]
    }

    /// Writes one of each file, returns their contents.
    func populate(_ environment: [String: String]) throws -> [URL: Data] {
        let paths = XDGPaths(environment: environment)
        try PreferencesFile(url: paths.preferencesFile).save(ClockPreferences())
        try CredentialStore(url: paths.credentialsFile).save("lsu_old_key", for: .uptimeKey)
        try StopwatchFile(url: paths.stopwatchFile).save(Stopwatch())
        var contents: [URL: Data] = [:]
        for url in [paths.preferencesFile, paths.credentialsFile, paths.stopwatchFile] {
            contents[url] = try Data(contentsOf: url)
        }
        return contents
    }

    /// Tries every save Pulse makes; all must fail and leave `before` as it was.
    func everySaveFailsAndKeeps(_ before: [URL: Data], _ environment: [String: String]) throws {
        let files = StoredFiles(environment: environment)
        let credentials = StoredCredentials(environment: environment)
        #expect(takingTurns { files.perform(Save(.stopwatch(.reset), origin: .stopwatch)) } == .failed)
        #expect(takingTurns { files.perform(Save(.location(berlin), origin: .settings)) } == .failed)
        _ = takingTurns { files.perform(Save(.clockPreferences(seconds), origin: .settings)) }
        #expect(files.messages.lines.contains { $0.contains("could not save the clock preferences") })
        let saved = takingTurns {
            credentials.perform(Save(.credential(.uptimeKey, SecretText("lsu_new_key")), origin: .uptime))
        }
        #expect(saved == .failed)
        #expect(!credentials.messages.lines.joined().contains("lsu_"), "no key in a message")
        for (url, data) in before {
            #expect(try Data(contentsOf: url) == data, "\(url.lastPathComponent) kept")
            let siblings = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
            #expect(!siblings.contains { $0.hasPrefix(".") && !$0.hasSuffix(".lock") }, "no temporary file left")
        }
        #expect(
            try CredentialStore(url: XDGPaths(environment: environment).credentialsFile).value(for: .uptimeKey)
                == "lsu_old_key")
    }

    @Test func aFullDiskKeepsEveryOldFile() throws {
        let disk = try SmallDisk(kilobytes: 256)
        let environment = environment(disk)
        let before = try populate(environment)
        disk.fill()
        try everySaveFailsAndKeeps(before, environment)
    }

    @Test func aReadOnlyDiskKeepsEveryOldFile() throws {
        let disk = try SmallDisk(kilobytes: 256)
        let environment = environment(disk)
        let before = try populate(environment)
        try disk.makeReadOnly()
        try everySaveFailsAndKeeps(before, environment)
    }

    /// Runs `first` and `second` at once, each `rounds` times; how many of their own
    /// changes each found lost when it read the file back straight after its save (a lost
    /// update: the other read before this save and wrote after it).
    func race(rounds: Int, _ first: @escaping @Sendable (Int) -> Bool, _ second: @escaping @Sendable (Int) -> Bool)
        -> [Int]
    {
        let lost = LostCount()
        let group = DispatchGroup()
        for writer in [first, second] {
            DispatchQueue.global().async(group: group) {
                for round in 0..<rounds where !writer(round) { lost.add() }
            }
        }
        group.wait()
        return [lost.count]
    }

    @Test func twoProcessesChangingDifferentSettingsKeepBothChanges() throws {
        let scratch = try Scratch()
        let environment = ["XDG_CONFIG_HOME": scratch.url.path, "XDG_STATE_HOME": scratch.url.path]
        let file = PreferencesFile(url: XDGPaths(environment: environment).preferencesFile)
        // Two Pulses started on the same files; one toggles seconds, the other sets places.
        nonisolated(unsafe) let first = StoredFiles(environment: environment)
        nonisolated(unsafe) let second = StoredFiles(environment: environment)
        let lost = race(
            rounds: 150,
            { round in
                let wanted = ClockPreferences(showsSeconds: round % 2 == 0)
                // A held lock hands the save back; the runtime tries it again, as here.
                while first.perform(Save(.clockPreferences(wanted), origin: .settings)) == .locked { usleep(200) }
                return file.load() == .loaded(wanted)
            },
            { round in
                guard let coordinate = Coordinate(latitude: Double(round) / 10, longitude: 0) else { return false }
                let place = WeatherLocation(name: "PLACE \(round)", coordinate: coordinate)
                while second.perform(Save(.location(place), origin: .settings)) == .locked { usleep(200) }
                return file.stored.location?.name == "PLACE \(round)"
            })
        #expect(lost == [0], "no change lost to the other writer")
        // One turns the figure off, the other seconds on: neither undoes the other.
        let third = StoredFiles(environment: environment)
        let fourth = StoredFiles(environment: environment)
        _ = third.perform(
            Save(
                .clockPreferences(
                    ClockPreferences(showsSeconds: third.preferences.showsSeconds, showsCondition: false)),
                origin: .settings))
        _ = fourth.perform(
            Save(.clockPreferences(ClockPreferences(showsSeconds: !fourth.preferences.showsSeconds)), origin: .settings)
        )
        #expect(
            file.load()
                == .loaded(ClockPreferences(showsSeconds: !fourth.preferences.showsSeconds, showsCondition: false)))
    }

    @Test func twoProcessesSavingDifferentCredentialsKeepBoth() throws {
        let scratch = try Scratch()
        let url = scratch.url.appendingPathComponent("pulse/credentials.json")
        let lost = race(
            rounds: 150,
            { round in
                try? CredentialStore(url: url).saveTakingTurns("lsu_key_\(round)", for: .uptimeKey)
                return (try? CredentialStore(url: url).value(for: .uptimeKey)) == "lsu_key_\(round)"
            },
            { round in
                try? CredentialStore(url: url).saveTakingTurns("user-\(round)", for: .githubUsername)
                return (try? CredentialStore(url: url).value(for: .githubUsername)) == "user-\(round)"
            })
        #expect(lost == [0], "no credential lost to the other writer")
    }
}

/// A counter two threads add to.
final class LostCount: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    var count: Int { lock.withLock { value } }
    func add() { lock.withLock { value += 1 } }
}
