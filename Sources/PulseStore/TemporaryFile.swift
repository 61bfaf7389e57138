import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// The new contents of a file on their way in, in the file's own directory. Where the file
/// system allows, the file has no name until it is complete (`O_TMPFILE`), so a save killed
/// while it writes or syncs leaves nothing behind; elsewhere it is named `.NAME.XXXXXX`
/// from the start. Either way it holds an exclusive `flock` for as long as it lives, so a
/// named one whose lock can be taken belongs to a save that died: `clearLeftovers` removes
/// those, and never a file another Pulse is still writing.
struct TemporaryFile {
    let descriptor: Int32
    /// Its path once it has one; nil while it has no name.
    private(set) var path: String?
    private let directory: String
    private let fileName: String

    /// `open`'s flag for a file with no name (`O_TMPFILE`), which Swift cannot import
    /// (a `_GNU_SOURCE` macro): Linux's value on x86-64 and arm64. Elsewhere nil, and every
    /// temporary file is named.
    private static var namelessFlag: Int32? {
        #if os(Linux) && (arch(x86_64) || arch(arm64))
            return 0o20_000_000 | O_DIRECTORY
        #else
            return nil
        #endif
    }

    /// A file with no name beside `url` (mode `mode`), or nil where the file system or
    /// the system cannot make one: the caller then makes a named one.
    static func nameless(beside url: URL, mode: mode_t) -> TemporaryFile? {
        guard let flag = namelessFlag else { return nil }
        let directory = url.deletingLastPathComponent().path
        let descriptor = open(directory, flag | O_WRONLY | O_CLOEXEC, mode)
        guard descriptor >= 0 else { return nil }
        // Nobody else can reach it yet, so this cannot fail for being held.
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            return nil
        }
        return TemporaryFile(descriptor: descriptor, path: nil, directory: directory, fileName: url.lastPathComponent)
    }

    /// A file named `.NAME.XXXXXX` beside `url` (mode `mode`), locked before it is used.
    static func named(beside url: URL, mode: mode_t) throws(FileWriteError) -> TemporaryFile {
        let directory = url.deletingLastPathComponent().path
        for _ in 0..<100 {
            let path = directory + "/" + temporaryName(for: url.lastPathComponent)
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
            if descriptor < 0 {
                if errno == EEXIST || errno == EINTR { continue }
                throw FileWriteError(description: "cannot write in \(directory): \(String(cString: strerror(errno)))")
            }
            // Between the open and the lock, a cleaner may have found it unlocked and taken
            // it for a leftover: then it is its, or already gone, and another name is tried.
            var held = stat()
            var named = stat()
            guard flock(descriptor, LOCK_EX | LOCK_NB) == 0, fstat(descriptor, &held) == 0,
                lstat(path, &named) == 0, named.st_dev == held.st_dev, named.st_ino == held.st_ino
            else {
                close(descriptor)
                continue
            }
            return TemporaryFile(
                descriptor: descriptor, path: path, directory: directory, fileName: url.lastPathComponent)
        }
        throw FileWriteError(description: "cannot write in \(directory): no free temporary name")
    }

    /// Gives a nameless file a name of Pulse's pattern, so that it can be renamed over the
    /// old file; false when the system cannot (no `/proc`), and the caller writes a named
    /// one instead. Still locked, so no cleaner takes it for a leftover.
    mutating func giveName() -> Bool {
        guard path == nil else { return true }
        for _ in 0..<100 {
            let candidate = directory + "/" + Self.temporaryName(for: fileName)
            // The unprivileged way to name an `O_TMPFILE` file (AT_EMPTY_PATH needs a
            // capability): its descriptor's link under /proc, followed.
            if linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, candidate, AT_SYMLINK_FOLLOW) == 0 {
                path = candidate
                return true
            }
            guard errno == EEXIST || errno == EINTR else { return false }
        }
        return false
    }

    /// Closes it and removes its name, if it has one: a failed save leaves nothing.
    func discard() {
        if let path { unlink(path) }
        close(descriptor)
    }

    /// `.NAME.` and six letters or digits, as `mkstemp` makes them (earlier versions of
    /// Pulse used `mkstemp`, so their leftovers match too).
    static func temporaryName(for fileName: String) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        var generator = SystemRandomNumberGenerator()
        let suffix = (0..<6).map { _ in alphabet[Int(generator.next(upperBound: UInt(alphabet.count)))] }
        return "." + fileName + "." + String(suffix)
    }

    /// Whether `name` is one of `temporaryName(for: fileName)`'s.
    static func isTemporaryName(_ name: String, for fileName: String) -> Bool {
        let prefix = "." + fileName + "."
        guard name.hasPrefix(prefix) else { return false }
        let suffix = name.utf8.dropFirst(prefix.utf8.count)
        return suffix.count == 6
            && suffix.allSatisfy {
                (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0)
            }
    }

    /// Removes what killed saves of `url` left beside it: regular files of Pulse's pattern,
    /// owned by this user, whose lock can be taken (their writer is gone; a save in progress
    /// holds its lock). Each is checked to be the very file it locked before it is removed.
    static func clearLeftovers(of url: URL) {
        let directory = url.deletingLastPathComponent().path
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names where isTemporaryName(name, for: url.lastPathComponent) {
            let path = directory + "/" + name
            let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            defer { close(descriptor) }
            var held = stat()
            var named = stat()
            guard fstat(descriptor, &held) == 0, held.st_mode & S_IFMT == S_IFREG, held.st_uid == geteuid(),
                flock(descriptor, LOCK_EX | LOCK_NB) == 0,
                lstat(path, &named) == 0, named.st_dev == held.st_dev, named.st_ino == held.st_ino
            else { continue }
            unlink(path)
        }
    }
}
