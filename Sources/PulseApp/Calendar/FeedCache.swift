import FoundationEssentials
import PulseCore
import PulseStore

/// The last good copy of each calendar feed, under `$XDG_CACHE_HOME/pulse` (default
/// `~/.cache/pulse`): the feed's bytes as they arrived (`calendar-N.ics`, 0600, since a
/// private calendar's events are as private as its address) and what a conditional read
/// needs beside them (`calendar-N.json`: the feed's place, `ETag`, `Last-Modified` and
/// when the feed last answered). A copy is kept for the place it was read from, so a
/// feed that now names another host is never shown the old one's events.
struct FeedCache: Sendable {
    /// What is kept beside a copy.
    struct Meta: Codable, Equatable, Sendable {
        /// The host or file name the copy was read from.
        var place: String
        /// The answer's `ETag`, if any.
        var etag: String?
        /// The answer's `Last-Modified`, if any.
        var lastModified: String?
        /// When the feed last answered with this copy (or that it had not changed).
        var readAt: Date
    }

    /// The folder.
    let directory: URL

    /// The cache folder `environment` names.
    init(environment: [String: String]) {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "/"
        let base =
            environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? URL(fileURLWithPath: home).appendingPathComponent(".cache").path
        directory = URL(fileURLWithPath: base, isDirectory: true).appendingPathComponent("pulse", isDirectory: true)
    }

    private func body(_ slot: Int) -> URL { directory.appendingPathComponent("calendar-\(slot).ics") }
    private func metaFile(_ slot: Int) -> URL { directory.appendingPathComponent("calendar-\(slot).json") }

    /// What is kept for `slot` when it was read from `place`.
    func meta(_ slot: Int, place: String) -> Meta? {
        guard case .success(let data) = BoundedRead.read(metaFile(slot).path, limit: 64 << 10),
            let meta = try? JSONDecoder().decode(Meta.self, from: data), meta.place == place
        else { return nil }
        return meta
    }

    /// The copy kept for `slot`, at most `limit` bytes, with its meta, if it was read from
    /// `place`.
    func copy(_ slot: Int, place: String, limit: Int) -> (Data, Meta)? {
        guard let meta = meta(slot, place: place),
            case .success(let data) = BoundedRead.read(body(slot).path, limit: limit)
        else { return nil }
        return (data, meta)
    }

    /// Keeps `data` as `slot`'s copy, with `meta`. A failed write keeps the old copy; the
    /// page does not depend on the cache, so nothing is said.
    func keep(_ data: Data, meta: Meta, slot: Int) {
        guard (try? AtomicFile.write(data, to: body(slot))) != nil else { return }
        touch(meta, slot: slot)
    }

    /// Records that `slot`'s copy was confirmed (a `304`) or its meta changed.
    func touch(_ meta: Meta, slot: Int) {
        guard let encoded = try? JSONEncoder().encode(meta) else { return }
        _ = try? AtomicFile.write(encoded, to: metaFile(slot))
    }
}
