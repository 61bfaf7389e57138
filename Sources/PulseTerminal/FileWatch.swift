import CPulseSystem
import FoundationEssentials

/// Watches one file with inotify, so a change shows at once rather than at the next wake:
/// the file the local time zone is read from (`/etc/localtime`, or the file `TZ` names)
/// the settings file and the stopwatch's. The directory is watched for the name being replaced (the usual
/// way: a new link or an atomic save renamed over the old) or its mode changed, the file itself for a
/// write in place. Costs nothing while nothing changes: the loop polls the descriptor with the
/// others. While the directory does not exist (no settings saved yet, or removed or moved
/// away) its nearest existing ancestor is watched instead, for it to appear. After every
/// event the watches are taken again by name, so a directory made again, a file replaced
/// or one that could not be read for a moment (`chmod 000`, then back) is followed as
/// before: a watch never stays on what the name no longer is.
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

    /// Watches the directory and the file by name, or while the directory does not exist
    /// the nearest ancestor that does; true when the directory under the name is another
    /// than the one watched before (it appeared, or was made again): a change. Taking a
    /// watch again on what is already watched gives the same watch back, so this is cheap
    /// when nothing moved.
    private func arm() -> Bool {
        var watch = pulse_inotify_watch(fd, directory, pulse_watch_directory_mask)
        if watch < 0 {
            forget(&directoryWatch)
            forget(&fileWatch)
            watchAncestor()
            // The directory may have been made between the first try and the ancestor's watch.
            watch = pulse_inotify_watch(fd, directory, pulse_watch_directory_mask)
            guard watch >= 0 else { return false }
        }
        let moved = watch != directoryWatch
        if moved { forget(&directoryWatch) }
        directoryWatch = watch
        if ancestorWatch >= 0, ancestorWatch != watch { _ = pulse_inotify_unwatch(fd, ancestorWatch) }
        ancestorWatch = -1
        let file = pulse_inotify_watch(fd, path, pulse_watch_file_mask)
        if file >= 0 {
            if file != fileWatch { forget(&fileWatch) }
            fileWatch = file
        } else if pulse_errno() != EACCES {
            forget(&fileWatch)
        }
        // EACCES: the file cannot be read now (`chmod 000`); the watch it had stays on it, so
        // the mode given back is seen, and the directory's watch sees it too.
        return moved
    }

    /// Takes `watch` off, if any (it may be gone already with its file), and clears it.
    private func forget(_ watch: inout Int32) {
        if watch >= 0 { _ = pulse_inotify_unwatch(fd, watch) }
        watch = -1
    }

    /// Watches the nearest ancestor of the directory that exists, for the directory to appear.
    private func watchAncestor() {
        var ancestor = directory
        while let slash = ancestor.lastIndex(of: "/") {
            ancestor = slash == ancestor.startIndex ? "/" : String(ancestor[..<slash])
            let watch = pulse_inotify_watch(fd, ancestor, pulse_watch_directory_mask)
            if watch >= 0 {
                if ancestorWatch >= 0, ancestorWatch != watch { _ = pulse_inotify_unwatch(fd, ancestorWatch) }
                ancestorWatch = watch
                return
            }
            if ancestor == "/" { return }
        }
    }

    deinit { close(fd) }

    /// Reads the pending events; true when one concerns the file. The watches are then
    /// taken again by name: a replaced file is a new inode, a directory made again a new
    /// one (the same inode keeps its watch, so a write in place leaves nothing more to read).
    func takeChange() -> Bool {
        var changed = drain()
        if arm() { changed = true }
        // Taking watches off queues their last events: read those too, so they wake no one.
        changed = drain() || changed
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
                // The file's entry changed, or the directory itself went with it.
                changed = changed || entry == name || mask & pulse_watch_gone != 0
            } else if watch == fileWatch, fileWatch >= 0 {
                changed = changed || mask & pulse_watch_ignored == 0
            }
            offset = end
        }
        return changed
    }
}
