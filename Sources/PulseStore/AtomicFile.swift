import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// Why a file could not be written; the previous file, if any, is untouched.
public struct FileWriteError: Error, Equatable, CustomStringConvertible {
    /// What failed, naming the path but never the contents.
    public let description: String
    /// Another process holds the directory's lock: nothing was tried, so trying again
    /// later may succeed.
    public var isBusy = false

    /// The lock on `directory` is held elsewhere.
    public static func busy(_ directory: URL) -> FileWriteError {
        FileWriteError(description: "\(directory.path) is locked by another process", isBusy: true)
    }
}

/// Writes a file so that a crash, a kill or a full disk leaves either the old contents or
/// the new ones, never neither, and nothing else for good: a temporary file in the same
/// directory (with no name until it is complete, where the file system allows), written
/// and fsynced, then renamed over the old one, then the directory fsynced. What an earlier
/// killed save left of the same file is removed first (see `TemporaryFile`).
public enum AtomicFile {
    /// Writes `data` to `url` with permissions `mode`, creating the directory (mode
    /// `directoryMode`) if needed, and returns what the written file is now. A symbolic
    /// link at `url` (a dotfiles checkout) is written through, as git does with its config:
    /// the link stays, its target changes. With `limit`, more bytes than that are refused
    /// before anything is touched: the file's reader would refuse them, and every setting
    /// in the file would be lost with them.
    @discardableResult
    public static func write(
        _ data: Data, to link: URL, mode: mode_t = 0o600, directoryMode: mode_t = 0o700, limit: Int? = nil
    ) throws(FileWriteError) -> FileIdentity {
        try write(data, to: link, mode: mode, directoryMode: directoryMode, limit: limit, nameless: true)
    }

    /// `write`, told whether to try a file with no name first (tests turn it off to walk
    /// the path of file systems that have none).
    @discardableResult
    static func write(
        _ data: Data, to link: URL, mode: mode_t, directoryMode: mode_t, limit: Int?, nameless: Bool
    ) throws(FileWriteError) -> FileIdentity {
        if let limit, data.count > limit {
            throw FileWriteError(
                description: "\(link.path) would be too large (\(data.count) bytes; Pulse reads at most \(limit))")
        }
        let url = try target(of: link)
        let directory = url.deletingLastPathComponent()
        try makeDirectory(directory, mode: directoryMode)
        TemporaryFile.clearLeftovers(of: url)
        var file = try filled(
            nameless ? TemporaryFile.nameless(beside: url, mode: mode) : nil, with: data, for: url, mode: mode)
        if !file.giveName() {
            file.discard()
            file = try filled(nil, with: data, for: url, mode: mode)
        }
        var identity = stat()
        fstat(file.descriptor, &identity)
        guard let temporary = file.path, rename(temporary, url.path) == 0 else {
            let failure = FileWriteError(description: "cannot replace \(url.path): \(reason())")
            file.discard()
            throw failure
        }
        // Closed only now: until its rename the file holds its lock, so no cleaner takes it.
        close(file.descriptor)
        // The rename itself must reach the disk too.
        let directoryFD = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directoryFD >= 0 {
            fsync(directoryFD)
            close(directoryFD)
        }
        return FileIdentity(identity)
    }

    /// `file` (or, when nil, a new named temporary file beside `url`) holding `data`,
    /// with its mode set and synced to the disk; discarded if any of that fails.
    private static func filled(_ given: TemporaryFile?, with data: Data, for url: URL, mode: mode_t)
        throws(FileWriteError) -> TemporaryFile
    {
        let file: TemporaryFile
        if let given { file = given } else { file = try TemporaryFile.named(beside: url, mode: mode) }
        do throws(FileWriteError) {
            guard fchmod(file.descriptor, mode) == 0 else {
                throw FileWriteError(description: "cannot set permissions: \(reason())")
            }
            try writeAll(data, to: file.descriptor, path: url.path)
            guard fsync(file.descriptor) == 0 else {
                throw FileWriteError(description: "cannot write \(url.path): \(reason())")
            }
        } catch {
            file.discard()
            throw error
        }
        return file
    }

    /// How many times a held directory lock is tried before a save is handed back.
    static let lockTries = 20

    /// Runs `body` holding an exclusive lock on `directory` (created with `mode` if
    /// missing), so that two Pulse processes reading, changing and writing the same file
    /// take turns instead of losing each other's change. Without a lock (a directory that
    /// cannot be made or opened) `body` runs anyway: its write then fails, and says why.
    /// The lock is never waited for: the display must not freeze on a lock another program
    /// holds, so a lock still held after `lockTries` tries (half a millisecond apart, 10 ms
    /// in all) throws `busy` and the caller tries later. The few tries are for the locks
    /// held only for a moment: another Pulse's save, or a child process between its fork
    /// and its exec, which shares every descriptor open at the fork, this lock's with them.
    public static func withDirectoryLock<T, E: Error>(
        _ directory: URL, mode: mode_t = 0o700, ifBusy busy: @autoclosure () -> E, _ body: () throws(E) -> T
    ) throws(E) -> T {
        try? FileManager.default.createDirectory(
            at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: Int(mode)])
        let fd = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer {
            if fd >= 0 { close(fd) }  // closing releases the lock
        }
        var tries = 1
        if fd >= 0 {
            while flock(fd, LOCK_EX | LOCK_NB) != 0 {
                if errno == EINTR { continue }
                guard errno == EWOULDBLOCK else { break }
                guard tries < lockTries else { throw busy() }
                tries += 1
                usleep(500)
            }
        }
        return try body()
    }

    /// Creates `directory` and any missing parents with exactly `mode`, as `mkdir -p` does.
    /// Written out rather than left to FileManager, whose error hides the reason ("could not
    /// be completed"): this one names the directory that failed and says why (`strerror`).
    static func makeDirectory(_ directory: URL, mode: mode_t) throws(FileWriteError) {
        func failure(_ code: Int32) -> FileWriteError {
            FileWriteError(description: "cannot create \(directory.path): \(String(cString: strerror(code)))")
        }
        var info = stat()
        if stat(directory.path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else { throw failure(ENOTDIR) }
            return
        }
        let parent = directory.deletingLastPathComponent()
        if parent.path != directory.path { try makeDirectory(parent, mode: mode) }
        guard mkdir(directory.path, mode) == 0 else {
            let code = errno
            // Made meanwhile by another Pulse: as good as made here.
            guard code == EEXIST, stat(directory.path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
                throw failure(code)
            }
            return
        }
        // mkdir's mode is narrowed by the umask; the mode asked for is the one meant.
        chmod(directory.path, mode)
    }

    /// The file a write to `url` lands in: `url`, or where its symbolic links lead.
    static func target(of url: URL) throws(FileWriteError) -> URL {
        var current = url
        for _ in 0..<16 {
            var info = stat()
            guard lstat(current.path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current.path, &buffer, buffer.count - 1)
            guard length > 0 else { return current }
            let destination = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current =
                destination.hasPrefix("/")
                ? URL(fileURLWithPath: destination)
                : current.deletingLastPathComponent().appendingPathComponent(destination)
        }
        throw FileWriteError(description: "cannot write \(url.path): its symbolic links go round in a loop")
    }

    static func writeAll(_ data: Data, to fd: Int32, path: String) throws(FileWriteError) {
        let failed: String? = data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(fd, buffer.baseAddress?.advanced(by: offset), buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return reason()
                }
                offset += written
            }
            return nil
        }
        if let failed { throw FileWriteError(description: "cannot write \(path): \(failed)") }
    }

    private static func reason() -> String {
        String(cString: strerror(errno))
    }
}
