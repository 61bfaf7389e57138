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
/// the new ones, never neither: a temporary file in the same directory, written and
/// fsynced, then renamed over the old one, then the directory fsynced.
public enum AtomicFile {
    /// Writes `data` to `url` with permissions `mode`, creating the directory (mode
    /// `directoryMode`) if needed. A symbolic link at `url` (a dotfiles checkout) is
    /// written through, as git does with its config: the link stays, its target changes.
    public static func write(_ data: Data, to link: URL, mode: mode_t = 0o600, directoryMode: mode_t = 0o700)
        throws(FileWriteError)
    {
        let url = try target(of: link)
        let directory = url.deletingLastPathComponent()
        try makeDirectory(directory, mode: directoryMode)
        var template = Array("\(directory.path)/.\(url.lastPathComponent).XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard fd >= 0 else { throw FileWriteError(description: "cannot write in \(directory.path): \(reason())") }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var renamed = false
        defer {
            if !renamed { unlink(temporary) }
        }
        do {
            defer { close(fd) }
            guard fchmod(fd, mode) == 0 else {
                throw FileWriteError(description: "cannot set permissions: \(reason())")
            }
            try writeAll(data, to: fd, path: url.path)
            guard fsync(fd) == 0 else { throw FileWriteError(description: "cannot write \(url.path): \(reason())") }
        }
        guard rename(temporary, url.path) == 0 else {
            throw FileWriteError(description: "cannot replace \(url.path): \(reason())")
        }
        renamed = true
        // The rename itself must reach the disk too.
        let directoryFD = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directoryFD >= 0 {
            fsync(directoryFD)
            close(directoryFD)
        }
    }

    /// Runs `body` holding an exclusive lock on `directory` (created with `mode` if
    /// missing), so that two Pulse processes reading, changing and writing the same file
    /// take turns instead of losing each other's change. Without a lock (a directory that
    /// cannot be made or opened) `body` runs anyway: its write then fails, and says why.
    /// The lock is only tried, never waited for: the display must not freeze on a lock
    /// another program holds, so a held lock throws `busy` and the caller tries later.
    public static func withDirectoryLock<T, E: Error>(
        _ directory: URL, mode: mode_t = 0o700, ifBusy busy: @autoclosure () -> E, _ body: () throws(E) -> T
    ) throws(E) -> T {
        try? FileManager.default.createDirectory(
            at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: Int(mode)])
        let fd = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer {
            if fd >= 0 { close(fd) }  // closing releases the lock
        }
        if fd >= 0 {
            while flock(fd, LOCK_EX | LOCK_NB) != 0 {
                if errno == EINTR { continue }
                if errno == EWOULDBLOCK { throw busy() }
                break
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

    private static func writeAll(_ data: Data, to fd: Int32, path: String) throws(FileWriteError) {
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
