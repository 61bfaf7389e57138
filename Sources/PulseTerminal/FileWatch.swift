import CPulseSystem
import FoundationEssentials

/// Watches one file with inotify, so a change shows at once rather than at the next wake:
/// the file the local time zone is read from (`/etc/localtime`, or the file `TZ` names)
/// the settings file and the stopwatch's. The directory is watched for the name being replaced (the usual
/// way: a new link or an atomic save renamed over the old), the file itself for a write in
/// place. Costs nothing while nothing changes: the loop polls the descriptor with the
/// others. While the directory does not exist (no settings saved yet) its nearest existing
/// ancestor is watched instead, for it to appear.
final class FileWatch {
    /// The inotify descriptor the event loop polls.
    let fd: Int32
    private let path: String
    private let directory: String
    private let name: String
    private var directoryWatch: Int32 = -1
    private var fileWatch: Int32 = -1
    private var ancestorWatch: Int32 = -1

    /// A watch on `path`, or nil when inotify is unavailable.
    init?(path: String) {
        let fd = pulse_inotify_create()
        guard fd >= 0 else { return nil }
        self.fd = fd
        self.path = path
        let slash = path.lastIndex(of: "/")
        directory = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        _ = arm()
    }

    /// Watches the directory and the file, or while the directory does not exist the
    /// nearest ancestor that does; true when the file has just come under the watch (it
    /// appeared with its directory: a change).
    private func arm() -> Bool {
        guard directoryWatch < 0 else { return false }
        directoryWatch = pulse_inotify_watch(fd, directory, pulse_watch_directory_mask)
        if directoryWatch >= 0 {
            if ancestorWatch >= 0, ancestorWatch != directoryWatch { _ = pulse_inotify_unwatch(fd, ancestorWatch) }
            ancestorWatch = -1
            fileWatch = pulse_inotify_watch(fd, path, pulse_watch_file_mask)
            return fileWatch >= 0
        }
        var ancestor = directory
        while let slash = ancestor.lastIndex(of: "/") {
            ancestor = slash == ancestor.startIndex ? "/" : String(ancestor[..<slash])
            let watch = pulse_inotify_watch(fd, ancestor, pulse_watch_directory_mask)
            if watch >= 0 {
                if ancestorWatch >= 0, ancestorWatch != watch { _ = pulse_inotify_unwatch(fd, ancestorWatch) }
                ancestorWatch = watch
                break
            }
            if ancestor == "/" { break }
        }
        return false
    }

    deinit { close(fd) }

    /// Reads the pending events; true when one concerns the file. The file is
    /// watched afresh, since a replaced file is a new inode (the same inode keeps its
    /// watch, so a write in place leaves nothing more to read).
    func takeChange() -> Bool {
        var changed = drain()
        // Something appeared on the way to a directory that did not exist: perhaps it. The
        // ancestor's watch, taken off, says so at once: read that too, so it wakes no one.
        if directoryWatch < 0, arm() {
            changed = true
            _ = drain()
        }
        if changed { fileWatch = pulse_inotify_watch(fd, path, pulse_watch_file_mask) }
        return changed
    }

    /// Reads every pending event; true when one concerns the file.
    private func drain() -> Bool {
        var changed = false
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            changed =
                buffer.withUnsafeBytes { concernsTheFile(UnsafeRawBufferPointer(rebasing: $0.prefix(count))) }
                || changed
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
            } else if watch == directoryWatch, directoryWatch >= 0 {
                changed = changed || entry == name
            } else if watch == fileWatch, fileWatch >= 0 {
                changed = changed || mask & pulse_watch_ignored == 0
            }
            offset = end
        }
        return changed
    }
}
