import FoundationEssentials

/// The Calendar page's feeds as read: per feed its last good occurrences, its last
/// failure, the read in flight, and when it was last asked for. A feed is read on arrival
/// when its copy is older than 15 minutes, then every 15 minutes while shown, never
/// faster: a failed read waits as long as a good one, since feeds (Google's) answer
/// polling with a captcha page.
public struct CalendarModel: Equatable, Sendable {
    /// One feed's state.
    public struct Feed: Equatable, Sendable {
        /// The last good read, kept through failures.
        public internal(set) var digest: FeedDigest?
        /// The last read's failure, until a read succeeds.
        public internal(set) var failure: CalendarFailure?
        /// The read in flight.
        var reading: FetchID?
        /// When a read of the feed itself (not the cache) was last asked for.
        var askedAt: Date?
        /// Whether the cached copy was asked for (once, at the first arrival).
        var cacheAsked = false
        /// Whether the cache answered (with a copy or with none).
        var cacheAnswered = false
    }

    /// The least time between two reads of a feed.
    public static let interval: TimeInterval = 15 * 60

    /// The feeds, by slot.
    public private(set) var feeds: [Int: Feed] = [:]

    /// An empty model.
    public init() {}

    /// The slot's feed state (an empty one when never read).
    public subscript(slot: Int) -> Feed { feeds[slot] ?? Feed() }

    /// The reads due at `now` for `slots`: the cached copy first, then the feed when the
    /// copy is older than the interval and no read was asked for within it.
    mutating func due(at now: Date, slots: [Int], take: () -> FetchID) -> [(FetchID, FeedRequest)] {
        var requests: [(FetchID, FeedRequest)] = []
        for slot in slots {
            var feed = self[slot]
            defer { feeds[slot] = feed }
            guard feed.reading == nil else { continue }
            let window = FeedRequest.window(at: now)
            if !feed.cacheAsked {
                feed.cacheAsked = true
                let id = take()
                feed.reading = id
                requests.append((id, FeedRequest(slot: slot, window: window, fromCache: true)))
                continue
            }
            guard feed.cacheAnswered, let next = nextRead(of: feed), next <= now else { continue }
            let id = take()
            feed.reading = id
            feed.askedAt = now
            requests.append((id, FeedRequest(slot: slot, window: window)))
        }
        return requests
    }

    /// When `feed` may be read next: the interval after its newest copy or last ask.
    private func nextRead(of feed: Feed) -> Date? {
        let last = [feed.digest?.readAt, feed.askedAt].compactMap { $0 }.max()
        return last.map { $0.addingTimeInterval(Self.interval) } ?? .distantPast
    }

    /// When the next read of any of `slots` falls due, for the wake-up.
    func nextRead(slots: [Int]) -> Date? {
        slots.compactMap { slot -> Date? in
            let feed = self[slot]
            guard feed.reading == nil, feed.cacheAnswered else { return nil }
            return nextRead(of: feed)
        }.min()
    }

    /// The answer to read `id`: a good read replaces the list; a failure is kept beside the
    /// last good list, which stays. A late answer (a read abandoned) is dropped.
    mutating func receive(_ id: FetchID, _ result: Result<FeedDigest, CalendarFailure>) {
        guard let slot = feeds.first(where: { $0.value.reading == id })?.key, var feed = feeds[slot] else { return }
        feed.reading = nil
        let fromCache = !feed.cacheAnswered
        feed.cacheAnswered = true
        switch result {
        case .success(let digest):
            feed.digest = digest
            if !fromCache { feed.failure = nil }
        case .failure(.nothingCached):
            break
        case .failure(let failure):
            // A cached copy that cannot be read is as if there were none.
            if !fromCache { feed.failure = failure }
        }
        feeds[slot] = feed
    }

    /// The reads in flight, abandoned (the page was left): their answers will be dropped.
    mutating func abandon() -> [FetchID] {
        var cancelled: [FetchID] = []
        for (slot, var feed) in feeds {
            guard let id = feed.reading else { continue }
            cancelled.append(id)
            feed.reading = nil
            // A cache read abandoned is asked again on the next arrival.
            if !feed.cacheAnswered { feed.cacheAsked = false }
            feeds[slot] = feed
        }
        return cancelled
    }

    /// The slot's feed changed (a new address): its list and schedule start over, and the
    /// feed is read at once, not from the cache.
    mutating func forget(_ slot: Int) -> FetchID? {
        let reading = feeds[slot]?.reading
        var fresh = Feed()
        fresh.cacheAsked = true
        fresh.cacheAnswered = true
        feeds[slot] = fresh
        return reading
    }

    /// A slot no longer used.
    mutating func remove(_ slot: Int) -> FetchID? {
        feeds.removeValue(forKey: slot)?.reading
    }

    /// The occurrences of every feed in `faces`, each with its feed's label when there is
    /// more than one feed.
    public func entries(_ faces: [Int: CalendarFeedFace]) -> [CalendarAgenda.Entry] {
        let labelled = faces.count > 1
        return faces.keys.sorted().flatMap { slot in
            (self[slot].digest?.occurrences ?? []).map {
                CalendarAgenda.Entry($0, label: labelled ? faces[slot]?.name : nil)
            }
        }
    }

    /// Whether any feed's list has been read (from the feed or its copy): until then the
    /// page cannot say there is nothing ahead.
    public var hasList: Bool { feeds.values.contains { $0.digest != nil } }

    /// Whether any feed's last read failed.
    public var failed: Bool { feeds.values.contains { $0.failure != nil } }

    /// When the oldest copy shown was read, if any copy is.
    public var oldestReadAt: Date? { feeds.values.compactMap { $0.digest?.readAt }.min() }

    /// Sample content: the demo's feed, read at `now`.
    mutating func show(_ digest: FeedDigest, slot: Int) {
        var feed = Feed()
        feed.digest = digest
        feed.cacheAsked = true
        feed.cacheAnswered = true
        feeds[slot] = feed
    }
}
