import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// Reads a whole file that is meant to be small, refusing anything else before it costs
/// time or memory: only a regular file of at most `limit` bytes is read. Opened without
/// blocking, so a FIFO without a writer is refused instead of waited on; sized before
/// reading, so a 2 GiB sparse file is refused without allocating for it. The settings and
/// state files and the `--font` file share it.
public enum BoundedRead {
    /// Why the bytes could not be had.
    public enum Failure: Error, Equatable, Sendable {
        /// `open` failed with this `errno`.
        case cannotOpen(errno: Int32)
        /// A directory, a FIFO, a device, a socket: not a regular file.
        case notRegular(isDirectory: Bool)
        /// Over the limit: its size when `fstat` told it, nil when it grew while read.
        case tooLarge(bytes: Int?)
        /// `fstat` or `read` failed with this `errno`.
        case cannotRead(errno: Int32)
    }

    /// The bytes of the file at `path`, at most `limit` of them.
    public static func read(_ path: String, limit: Int) -> Result<Data, Failure> {
        var identity: FileIdentity?
        return read(path, limit: limit, identity: &identity)
    }

    /// `read`, also telling which file was read (nil when none was opened), taken from the
    /// open file itself so that it matches the bytes even if the path is replaced meanwhile.
    static func read(_ path: String, limit: Int, identity: inout FileIdentity?) -> Result<Data, Failure> {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return .failure(.cannotOpen(errno: errno)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(.cannotRead(errno: errno)) }
        identity = FileIdentity(info)
        let kind = info.st_mode & S_IFMT
        guard kind == S_IFREG else { return .failure(.notRegular(isDirectory: kind == S_IFDIR)) }
        guard info.st_size <= limit else { return .failure(.tooLarge(bytes: Int(info.st_size))) }
        // One byte more than the limit, in case the file grew since fstat.
        var bytes = [UInt8](repeating: 0, count: limit + 1)
        var count = 0
        while count < bytes.count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                Glibc.read(fd, buffer.baseAddress?.advanced(by: count), buffer.count - count)
            }
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else { return .failure(.cannotRead(errno: errno)) }
            if got == 0 { break }
            count += got
        }
        guard count <= limit else { return .failure(.tooLarge(bytes: nil)) }
        return .success(Data(bytes[..<count]))
    }

    /// The system's words for `code`.
    public static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
