import FoundationEssentials
import PulseCalendar
import PulseCore
import PulseNet
import PulseStore

/// Reads the Calendar page's feeds off the frame path: each read (`Effect.readFeed`) reads
/// the feed's address from the credentials at that moment, fetches it (conditionally,
/// after the cached copy's `ETag` and `Last-Modified`) or reads its file, parses it in one
/// streaming pass and expands its occurrences in the read's window, then keeps the copy.
/// The display runs each read on a thread of its own and is woken when it ends; the
/// snapshot runs it on its own thread, to the end, at once.
public final class FeedWorker: Sendable {
    private let deliveries = Deliveries<Result<FeedDigest, CalendarFailure>>()
    /// Where the feeds' texts are read from at the moment of a read.
    private let feeds: @Sendable () -> String?
    private let cache: FeedCache
    /// Called from a read's thread when it ends; nil: reads run on the caller's thread.
    private let wake: (@Sendable () -> Void)?
    /// The zone files' folder (`TZDIR`).
    private let zoneDirectory: String
    /// `HOME`, for a path written `~/…`.
    private let home: String?
    /// `TZ`, for the zone the occurrences are placed in.
    private let localZoneName: String?
    /// The clock a read's time is taken from.
    private let now: @Sendable () -> Date

    /// A worker reading the feeds `feeds` gives, keeping copies where `environment` says
    /// when `keepsCopies`, waking the display with `wake` (nil: each read runs at once on
    /// the caller's thread).
    public init(
        feeds: @escaping @Sendable () -> String?, environment: [String: String],
        wake: (@Sendable () -> Void)?, keepsCopies: Bool, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.keepsCopies = keepsCopies
        self.feeds = feeds
        cache = FeedCache(environment: environment)
        self.wake = wake
        zoneDirectory = environment["TZDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/share/zoneinfo"
        self.now = now
        home = environment["HOME"]
        localZoneName = environment["TZ"]
    }

    /// Whether good reads are kept in the cache: by the display, never by a snapshot, which
    /// stores nothing.
    private let keepsCopies: Bool

    /// Starts read `id`.
    public func start(_ request: FeedRequest, id: FetchID) {
        deliveries.begin(id)
        guard let wake else {
            deliveries.finish(id, read(request, id: id))
            return
        }
        TransferThread.start { [self] in
            if deliveries.finish(id, read(request, id: id)) { wake() }
        }
    }

    /// Cancels read `id`: its result will never be delivered.
    public func cancel(_ id: FetchID) { deliveries.cancel(id) }

    /// Whether read `id` is still under way (a cancelled one stops within about a second).
    public func isRunning(_ id: FetchID) -> Bool { deliveries.isRunning(id) }

    /// The reads that ended since the last call.
    public func takeFinished() -> [(FetchID, Result<FeedDigest, CalendarFailure>)] { deliveries.take() }

    /// Whether read `id` was cancelled (its page was left): its transfer stops.
    private func isCancelled(_ id: FetchID?) -> Bool {
        id.map(deliveries.isCancelled) ?? false
    }

    /// One read, to the end (or until read `id` is cancelled).
    func read(_ request: FeedRequest, id: FetchID? = nil) -> Result<FeedDigest, CalendarFailure> {
        guard let text = feeds(), let list = try? CalendarFeedText.list(parsing: text) else {
            return .failure(.addressUnavailable)
        }
        guard list.indices.contains(request.slot - 1) else { return .failure(.addressUnavailable) }
        let feed = list[request.slot - 1]
        let place: String
        switch feed.location {
        case .web(let url): place = FeedCache.key(of: url.absoluteString)
        case .file(let path): place = FeedCache.key(of: path)
        }
        // A file is its own copy: read it, never an older one.
        if request.fromCache, case .web = feed.location {
            guard let meta = cache.meta(request.slot, place: place) else { return .failure(.nothingCached) }
            return digest(file: cache.body(request.slot).path, request, readAt: meta.readAt, unreadable: .nothingCached)
        }
        switch feed.location {
        case .file(let path):
            return readFile(path, request)
        case .web(let url):
            return fetch(url, place: place, request, id: id)
        }
    }

    private func readFile(_ path: String, _ request: FeedRequest) -> Result<FeedDigest, CalendarFailure> {
        var expanded = path
        if expanded.hasPrefix("~/"), let home {
            expanded = home + expanded.dropFirst(1)
        }
        return digest(file: expanded, request, readAt: now(), unreadable: .fileUnreadable)
    }

    private func fetch(_ url: URL, place: String, _ request: FeedRequest, id: FetchID?) -> Result<
        FeedDigest, CalendarFailure
    > {
        let kept = cache.meta(request.slot, place: place)
        var headers = ["Accept": "text/calendar, */*;q=0.5"]
        if let etag = kept?.etag { headers["If-None-Match"] = etag }
        if let modified = kept?.lastModified { headers["If-Modified-Since"] = modified }
        var http = HTTPRequest(
            url: url, headers: headers, connectTimeout: 10, totalTimeout: 60, maximumBytes: FeedReader.defaultLimit)
        http.redirectsStayOnHost = true
        http.acceptsCompression = true
        switch BlockingFetch.perform(http, isCancelled: { [self] in isCancelled(id) }) {
        case .failure(.tooLarge):
            return .failure(.tooLarge)
        case .failure:
            return .failure(.connectionFailed)
        case .success(let response) where response.isNotModified:
            guard var meta = kept else { return .failure(.serverError(304)) }
            meta.readAt = now()
            let result = digest(
                file: cache.body(request.slot).path, request, readAt: meta.readAt, unreadable: .serverError(304))
            if case .success = result, keepsCopies { cache.touch(meta, slot: request.slot) }
            return result
        case .success(let response) where (200..<300).contains(response.status):
            let readAt = now()
            let result = digest(response.body, request, readAt: readAt)
            if case .success = result {
                let meta = FeedCache.Meta(
                    place: place, etag: response.headers["etag"], lastModified: response.headers["last-modified"],
                    readAt: readAt)
                if keepsCopies { cache.keep(response.body, meta: meta, slot: request.slot) }
            }
            return result
        case .success(let response):
            return .failure(.serverError(response.status))
        }
    }

    /// The local zone as a value this thread alone reads: the zone file `TZ` names (or
    /// `/etc/localtime`), read as the C library reads it. The C library's own zone is
    /// process-wide and the main thread sets `TZ` for a moment to read other zones
    /// (`NamedZone`), so it is read here only for what is no zone file: a POSIX rule.
    func localZone() -> any CivilZone {
        var name = localZoneName ?? ""
        if name.hasPrefix(":") { name.removeFirst() }
        let path = name.isEmpty ? "/etc/localtime" : name.hasPrefix("/") ? name : zoneDirectory + "/" + name
        if case .success(let data) = BoundedRead.read(path, limit: 1 << 20),
            let zone = TZifZone(bytes: [UInt8](data), name: name)
        {
            return zone
        }
        // No file (a system without zone files, TZ unset on one): UTC, as the C library reads it.
        if name.isEmpty || name == "UTC" { return TimeZone(secondsFromGMT: 0) ?? LocalTimeZone() }
        return LocalTimeZone()
    }

    /// The feed in `data`, read and expanded in the request's window.
    func digest(_ data: Data, _ request: FeedRequest, readAt: Date) -> Result<FeedDigest, CalendarFailure> {
        do throws(FeedError) {
            return .success(expand(try FeedReader.read(data, window: request.window), request, readAt: readAt))
        } catch {
            return .failure(Self.failure(error))
        }
    }

    /// The feed in the file at `path`, streamed, then expanded; `unreadable` when the file
    /// cannot be read.
    func digest(file path: String, _ request: FeedRequest, readAt: Date, unreadable: CalendarFailure) -> Result<
        FeedDigest, CalendarFailure
    > {
        switch FeedFile.read(path, window: request.window) {
        case .success(let feed): return .success(expand(feed, request, readAt: readAt))
        case .failure(.unreadable): return .failure(unreadable)
        case .failure(.feed(let error)): return .failure(Self.failure(error))
        }
    }

    private func expand(_ feed: Feed, _ request: FeedRequest, readAt: Date) -> FeedDigest {
        let zones = FeedZones(feed: feed, directory: zoneDirectory)
        let occurrences = feed.occurrences(in: request.window, local: localZone()) { zones.zone(named: $0) }
        return FeedDigest(occurrences: occurrences, window: request.window, readAt: readAt)
    }

    private static func failure(_ error: FeedError) -> CalendarFailure {
        switch error {
        case .notACalendar: .notACalendar
        case .tooLarge: .tooLarge
        case .notUnderstood(let line): .notUnderstood(line: line)
        }
    }
}
