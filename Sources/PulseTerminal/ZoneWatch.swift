import CPulseSystem
import FoundationEssentials

/// Watches the file the local time zone is read from (`/etc/localtime`, or the file `TZ`
/// names) with inotify, so a zone change shows at once rather than at the next minute. The
/// directory is watched for the name being replaced (the usual way: a new link renamed
/// over the old), the file itself for a write in place. Costs nothing while nothing changes:
/// the loop polls the descriptor with the others.
final class ZoneWatch {
    /// The inotify descriptor the event loop polls.
    let fd: Int32
    private let path: String
    private let directory: String
    private let name: String
    private var directoryWatch: Int32 = -1
    private var fileWatch: Int32 = -1

    /// A watch on `path`, or nil when inotify is unavailable.
    init?(path: String) {
        let fd = pulse_inotify_create()
        guard fd >= 0 else { return nil }
        self.fd = fd
        self.path = path
        let slash = path.lastIndex(of: "/")
        directory = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        directoryWatch = pulse_inotify_watch(fd, directory, pulse_watch_directory_mask)
        fileWatch = pulse_inotify_watch(fd, path, pulse_watch_file_mask)
    }

    deinit { close(fd) }

    /// Reads the pending events; true when one concerns the zone's file. The file is
    /// watched afresh, since a replaced file is a new inode.
    func takeChange() -> Bool {
        var changed = false
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            changed =
                buffer.withUnsafeBytes { concernsTheFile(UnsafeRawBufferPointer(rebasing: $0.prefix(count))) }
                || changed
        }
        if changed {
            if fileWatch >= 0 { _ = pulse_inotify_unwatch(fd, fileWatch) }
            fileWatch = pulse_inotify_watch(fd, path, pulse_watch_file_mask)
        }
        return changed
    }

    /// Whether any event in `bytes` (whole `inotify_event` records) is about the file.
    private func concernsTheFile(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var changed = false
        var offset = 0
        // struct inotify_event: int wd; uint32_t mask, cookie, len; char name[len].
        while offset + 16 <= bytes.count {
            let watch = bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self)
            let mask = bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
            let length = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
            let end = min(offset + 16 + length, bytes.count)
            let entry = String(decoding: bytes[(offset + 16)..<end].prefix { $0 != 0 }, as: UTF8.self)
            if mask & pulse_watch_overflow != 0 {
                changed = true
            } else if watch == directoryWatch {
                changed = changed || entry == name
            } else if watch == fileWatch {
                changed = changed || mask & pulse_watch_ignored == 0
            }
            offset = end
        }
        return changed
    }
}
