import FoundationEssentials
import Glibc
import PulseApp
import PulseCalendar
import PulseCore

// `make bench`: the Calendar page's reading of a big feed, end to end, as one process the
// bench times and measures (its peak resident memory) beside Python's readers.
//   pulse-calendar-bench FEED AT   reads FEED in 64 KiB chunks as a transfer delivers it,
//                                  expands [AT, AT + 14 days) (AT in seconds since 1970) in
//                                  the zone TZ names, and prints each occurrence's line,
//                                  as `pulse snapshot calendar --format text` prints them.

/// Writes `text` to a file descriptor whole.
func emit(_ text: String, to descriptor: Int32) {
    var bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
        let step = bytes[written...].withUnsafeMutableBytes { write(descriptor, $0.baseAddress, $0.count) }
        if step <= 0 { return }
        written += step
    }
}

/// The feed read chunk by chunk, as the page's transfer hands it over: never held whole.
func readFeed(at path: String, window: Range<Date>) throws(FeedError) -> Feed? {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var reader = FeedReader(window: window)
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 { return nil }
        if count == 0 { break }
        try reader.read(chunk[0..<count])
    }
    return try reader.finish()
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let seconds = Double(arguments[2]) else {
    emit("usage: pulse-calendar-bench FEED AT (seconds since 1970; the zone is TZ's)\n", to: 2)
    exit(2)
}
let at = Date(timeIntervalSince1970: seconds)
let window = at..<at.addingTimeInterval(14 * 86_400)
let local = LocalTimeZone()
do throws(FeedError) {
    guard let feed = try readFeed(at: arguments[1], window: window) else {
        emit("pulse-calendar-bench: cannot read \(arguments[1])\n", to: 2)
        exit(1)
    }
    let zones = FeedZones(feed: feed, directory: "/usr/share/zoneinfo")
    let lines = feed.occurrences(in: window, local: local, zones: { zones.zone(named: $0) })
        .map { $0.tabLine(in: local) }.sorted()
    emit(lines.map { $0 + "\n" }.joined(), to: 1)
} catch {
    emit("pulse-calendar-bench: \(error)\n", to: 2)
    exit(1)
}
