import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// Which file a path holds and how it was last written, as one `stat` tells it: enough to
/// tell that another Pulse saved it since (every save renames a new file into place, so
/// its inode changes) or that it was edited in place (size or time), without reading it.
public struct FileIdentity: Equatable, Sendable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let modifiedSeconds: Int
    let modifiedNanoseconds: Int

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        modifiedSeconds = Int(info.st_mtim.tv_sec)
        modifiedNanoseconds = Int(info.st_mtim.tv_nsec)
    }

    /// What is at `url` now (through symbolic links), or nil when nothing is.
    public static func of(_ url: URL) -> FileIdentity? {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return nil }
        return FileIdentity(info)
    }
}
