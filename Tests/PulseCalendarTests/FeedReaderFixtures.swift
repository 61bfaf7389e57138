import Foundation
import PulseCalendar
import PulseCore

/// The reader's fixtures (`Fixtures/Reader`, read by path) and small helpers for its tests.
enum ReaderFixtures {
    /// The bytes of `Fixtures/Reader/<name>`.
    static func bytes(_ name: String) -> [UInt8] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "Fixtures/Reader/\(name)")
        return (try? [UInt8](Data(contentsOf: url))) ?? []
    }

    /// The feed in `Fixtures/Reader/<name>`, or the error reading it gave.
    static func feed(_ name: String, window: Range<Date>? = nil) -> Result<Feed, FeedError> {
        Result { () throws(FeedError) in try FeedReader.read(bytes(name), window: window) }
    }

    /// Reads `text` whole.
    static func read(_ text: String, window: Range<Date>? = nil) -> Result<Feed, FeedError> {
        Result { () throws(FeedError) in try FeedReader.read(Array(text.utf8), window: window) }
    }

    /// A wall time, for expectations.
    static func wall(
        _ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0
    ) -> CivilTime {
        CivilTime(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
    }
}

extension Result where Success == Feed, Failure == FeedError {
    /// The feed, nil on an error.
    var feed: Feed? { try? get() }
    /// The error, nil on success.
    var error: FeedError? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
