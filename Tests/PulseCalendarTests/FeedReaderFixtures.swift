import Foundation
import PulseCalendar
import PulseCore

/// The bytes of `Fixtures/Reader/<name>`, read by path.
func readerFixture(_ name: String) -> [UInt8] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures/Reader/\(name)")
    return (try? [UInt8](Data(contentsOf: url))) ?? []
}

/// The feed in `Fixtures/Reader/<name>`, or the error reading it gave.
func readFixture(_ name: String, window: Range<Date>? = nil) -> Result<Feed, FeedError> {
    Result { () throws(FeedError) in try FeedReader.read(readerFixture(name), window: window) }
}

/// Reads `text` whole.
func read(_ text: String, window: Range<Date>? = nil) -> Result<Feed, FeedError> {
    Result { () throws(FeedError) in try FeedReader.read(Array(text.utf8), window: window) }
}

extension Result {
    /// The feed, nil on an error.
    var feed: Success? { try? get() }
    /// The error, nil on success.
    var error: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// A wall time, for expectations.
func wall(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0) -> CivilTime {
    CivilTime(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
}
