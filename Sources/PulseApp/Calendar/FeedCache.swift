import FoundationEssentials
import PulseCore
import PulseStore

/// The last good copy of each calendar feed, under `$XDG_CACHE_HOME/pulse` (default
/// `~/.cache/pulse`): the feed's bytes as they arrived (`calendar-N.ics`, 0600, since a
/// private calendar's events are as private as its address) and what a conditional read
/// needs beside them (`calendar-N.json`: the feed's key, `ETag`, `Last-Modified` and
/// when the feed last answered). A copy is kept for the very address it was read from
/// (its key, a hash of the address), so a feed changed to another address, on the same
/// host or not, neither shows the old one's events nor asks with its `ETag`.
struct FeedCache: Sendable {
    /// What is kept beside a copy.
    struct Meta: Codable, Equatable, Sendable {
        /// The key of the address the copy was read from (`key(of:)`).
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

    /// Where `slot`'s copy is kept.
    func body(_ slot: Int) -> URL { directory.appendingPathComponent("calendar-\(slot).ics") }
    private func metaFile(_ slot: Int) -> URL { directory.appendingPathComponent("calendar-\(slot).json") }

    /// The key of `address`: FNV-1a over its bytes, in hex. Not a secret's digest (the
    /// file beside it is the secret's content anyway, and both are 0600), only a way to
    /// tell one address from another without writing it down.
    static func key(of address: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in address.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16)
    }

    /// What is kept for `slot` when it was read from the address whose key is `place`.
    func meta(_ slot: Int, place: String) -> Meta? {
        guard case .success(let data) = BoundedRead.read(metaFile(slot).path, limit: 64 << 10),
            let meta = try? JSONDecoder().decode(Meta.self, from: data), meta.place == place
        else { return nil }
        return meta
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
