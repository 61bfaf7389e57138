import Foundation
import PulseCore
import PulseTestSupport
import Testing

@testable import PulseApp

/// The Calendar page's reads against the loopback server: what each answer becomes, the
/// conditional read, compression, redirects, and the copy kept for the next start.
@Suite(.serialized) struct FeedWorkerTests {
    let t0 = Date(timeIntervalSince1970: 1_796_630_400)  // 2026-12-07T08:00:00Z
    let server: LoopbackServer
    let home: URL

    init() throws {
        server = try LoopbackServer()
        home = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-feeds-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    func worker(_ address: String, keepsCopies: Bool = true) -> FeedWorker {
        let environment = ["HOME": home.path, "XDG_CACHE_HOME": home.appendingPathComponent("cache").path]
        let now = t0
        return FeedWorker(
            feeds: { address }, environment: environment, wake: nil, keepsCopies: keepsCopies, now: { now })
    }

    func control(_ mode: String) throws {
        _ = server.get("/control?calendar=\(mode)")
    }

    func count(_ path: String) throws -> Int {
        server.count(of: path)
    }

    var request: FeedRequest { FeedRequest(slot: 1, window: FeedRequest.window(at: t0)) }

    @Test func aFeedIsReadAndExpandedInTheWindow() throws {
        try control("ok")
        let digest = try worker(server.url("/calendar/feed.ics").absoluteString).read(request).get()
        #expect(digest.occurrences.map(\.title).filter { $0 == "Standup" }.count == 5)
        #expect(digest.occurrences.contains { $0.title == "Design review, room 4" })
        #expect(digest.readAt == t0)
    }

    @Test func eachFailureIsNamedAsThePageSaysIt() throws {
        let feed = server.url("/calendar/feed.ics").absoluteString
        let table: [(String, CalendarFailure)] = [
            ("html", .notACalendar), ("empty", .notACalendar), ("broken", .notUnderstood(line: 3)),
            ("404", .serverError(404)), ("500", .serverError(500)), ("reset", .connectionFailed),
        ]
        for (mode, failure) in table {
            try control(mode)
            #expect(throws: failure, "\(mode)") { try worker(feed).read(request).get() }
        }
        let refused = "http://127.0.0.1:\(LoopbackServer.closedPort())/calendar/feed.ics"
        #expect(throws: CalendarFailure.connectionFailed) { try worker(refused).read(request).get() }
        try control("ok")
    }

    @Test func anUnchangedFeedIsASuccessReadFromTheCopy() throws {
        try control("ok")
        let feed = worker(server.url("/calendar/feed.ics").absoluteString)
        let before = try count("/calendar/feed.ics")
        let first = try feed.read(request).get()
        let second = try feed.read(request).get()
        #expect(try count("/calendar/feed.ics") == before + 2)
        #expect(second.occurrences == first.occurrences)
        let meta = home.appendingPathComponent("cache/pulse/calendar-1.json")
        #expect(String(decoding: try Data(contentsOf: meta), as: UTF8.self).contains("cal-1"))
        let copy = home.appendingPathComponent("cache/pulse/calendar-1.ics").path
        let mode = try FileManager.default.attributesOfItem(atPath: copy)[.posixPermissions] as? Int
        #expect(mode == 0o600, "a private calendar's events are as private as its address")
    }

    @Test func theCopyIsShownAtTheNextStartWithWhenItWasRead() throws {
        try control("ok")
        let address = server.url("/calendar/feed.ics").absoluteString
        _ = try worker(address).read(request).get()
        let cached = try worker(address).read(FeedRequest(slot: 1, window: request.window, fromCache: true)).get()
        #expect(cached.readAt == t0 && !cached.occurrences.isEmpty)
        #expect(throws: CalendarFailure.nothingCached) {
            try worker("https://elsewhere.example.org/cal.ics").read(
                FeedRequest(slot: 1, window: request.window, fromCache: true)
            ).get()
        }
    }

    @Test func aSnapshotKeepsNoCopy() throws {
        try control("ok")
        _ = try worker(server.url("/calendar/feed.ics").absoluteString, keepsCopies: false).read(request).get()
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("cache").path))
    }

    @Test func aCompressedAnswerIsAskedForAndRead() throws {
        try control("gzip")
        defer { try? control("ok") }
        let digest = try worker(server.url("/calendar/feed.ics").absoluteString).read(request).get()
        #expect(!digest.occurrences.isEmpty)
    }

    @Test func aRedirectIsFollowedOnlyOnTheSameHost() throws {
        try control("ok")
        #expect(throws: Never.self) { try worker(server.url("/calendar/moved.ics").absoluteString).read(request).get() }
        #expect(throws: CalendarFailure.serverError(302)) {
            try worker(server.url("/calendar/away.ics").absoluteString).read(request).get()
        }
    }

    @Test func aFileFeedIsReadAndOneTooLargeIsRefusedWhole() throws {
        let small = home.appendingPathComponent("home.ics")
        try Data(
            "BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:a\nDTSTART;VALUE=DATE:20261208\nSUMMARY:Holiday\nEND:VEVENT\nEND:VCALENDAR\n"
                .utf8
        ).write(to: small)
        let digest = try worker(small.path).read(request).get()
        #expect(digest.occurrences.map(\.title) == ["Holiday"])
        let huge = home.appendingPathComponent("huge.ics")
        #expect(FileManager.default.createFile(atPath: huge.path, contents: Data("BEGIN:VCALENDAR\n".utf8)))
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: UInt64(64 << 20))
        try handle.close()
        #expect(throws: CalendarFailure.tooLarge) { try worker(huge.path).read(request).get() }
        #expect(throws: CalendarFailure.fileUnreadable) {
            try worker(home.appendingPathComponent("none.ics").path).read(request).get()
        }
    }

    @Test func occurrencesArePlacedInTheZoneTZNamesReadFromItsFile() {
        let cases: [(String?, Int)] = [("America/New_York", -18_000), (":Asia/Kathmandu", 20_700), ("UTC", 0)]
        for (name, offset) in cases {
            let environment = ["HOME": home.path, "TZ": name].compactMapValues { $0 }
            let worker = FeedWorker(feeds: { nil }, environment: environment, wake: nil, keepsCopies: false)
            #expect(worker.localZone().secondsFromGMT(for: t0) == offset, "\(name ?? "unset")")
        }
    }

    @Test func leavingThePageStopsAReadUnderWay() throws {
        try control("stall")
        defer { try? control("ok") }
        let address = server.url("/calendar/feed.ics").absoluteString
        let worker = FeedWorker(
            feeds: { address }, environment: ["HOME": home.path], wake: {}, keepsCopies: false)
        let id = FetchID(.calendar, 1)
        worker.start(request, id: id)
        worker.cancel(id)
        // The server stalls for a minute; a read that went on would still run long after.
        let deadline = Date().addingTimeInterval(20)
        while worker.isRunning(id), Date() < deadline { usleep(50_000) }
        #expect(!worker.isRunning(id))
        #expect(worker.takeFinished().isEmpty, "a cancelled read is never delivered")
    }

    @Test func aNewAddressOnTheSameHostNeitherShowsNorAsksWithTheOldCopy() throws {
        try control("ok")
        let first = server.url("/calendar/feed.ics").absoluteString
        _ = try worker(first).read(request).get()
        try control("html")
        defer { try? control("ok") }
        let other = server.url("/calendar/other.ics").absoluteString
        #expect(throws: CalendarFailure.nothingCached) {
            try worker(other).read(FeedRequest(slot: 1, window: request.window, fromCache: true)).get()
        }
        #expect(throws: CalendarFailure.notACalendar, "no If-None-Match from the old copy") {
            try worker(other).read(request).get()
        }
    }
}
