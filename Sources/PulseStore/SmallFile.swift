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
        var identity: FileIdentity?
        return read(url, limit: limit, identity: &identity)
    }

    /// `read`, also telling which file was read (see `BoundedRead`).
    static func read(_ url: URL, limit: Int, identity: inout FileIdentity?) -> SmallFileRead {
        switch BoundedRead.read(url.path, limit: limit, identity: &identity) {
        case .success(let data):
            return data.isEmpty ? .unreadable("it is empty") : .data(data)
        case .failure(.cannotOpen(let code)):
            switch code {
            case ENOENT: return .absent  // nothing there, or a link to nothing yet
            case EACCES, EPERM: return .unreadable("permission denied")
            case ELOOP: return .unreadable("its symbolic links go round in a loop")
            default: return .unreadable(BoundedRead.reason(code))
            }
        case .failure(.notRegular(let isDirectory)):
            return .unreadable(isDirectory ? "it is a directory" : "it is not a regular file")
        case .failure(.tooLarge):
            return .unreadable("it is too large")
        case .failure(.cannotRead(let code)):
            return .unreadable("it cannot be read (\(BoundedRead.reason(code)))")
        }
    }
}
