import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// What reading one of Pulse's small files found, before its format is looked at.
enum SmallFileRead {
    case absent
    case unreadable(String)
    case data(Data)

    /// Reads the file at `url`, refusing anything but a regular file of at most `limit`
    /// bytes: a settings or state file is never large, never empty (all are JSON), and a
    /// FIFO or a device in its place must not hang or flood the program that opens it.
    static func read(_ url: URL, limit: Int) -> SmallFileRead {
        // Non-blocking, so a FIFO without a writer is refused instead of waited on.
        let fd = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            switch errno {
            case ENOENT: return .absent  // nothing there, or a link to nothing yet
            case EACCES, EPERM: return .unreadable("permission denied")
            case ELOOP: return .unreadable("its symbolic links go round in a loop")
            default: return .unreadable(String(cString: strerror(errno)))
            }
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .unreadable(String(cString: strerror(errno))) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .unreadable("it is a directory")
        default: return .unreadable("it is not a regular file")
        }
        var bytes = [UInt8](repeating: 0, count: limit + 1)
        var count = 0
        while count < bytes.count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                Glibc.read(fd, buffer.baseAddress?.advanced(by: count), buffer.count - count)
            }
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else { return .unreadable("it cannot be read (\(String(cString: strerror(errno))))") }
            if got == 0 { break }
            count += got
        }
        guard count <= limit else { return .unreadable("it is too large") }
        guard count > 0 else { return .unreadable("it is empty") }
        return .data(Data(bytes[..<count]))
    }
}
