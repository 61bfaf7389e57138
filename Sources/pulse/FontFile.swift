import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// Reads the file `--font` names. Only a regular file of at most `sizeLimit` bytes is
/// read: a 2 GiB file once took 4 GB of memory and half a minute before its error, and a
/// FIFO or `/dev/zero` would hang or fill memory.
enum FontFile {
    /// 1 MiB: the built-in typeface is under 6 KB, and a BDF face on an 8-pixel em with
    /// thousands of glyphs is still a few hundred.
    static let sizeLimit = 1 << 20

    /// The file's bytes, or the line that says why they cannot be had.
    static func read(_ path: String) -> Result<Data, FontFileProblem> {
        // Non-blocking, so a FIFO without a writer is refused instead of waited on.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return .failure(.cannotRead(path, reason: systemReason())) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(.cannotRead(path, reason: systemReason())) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(.cannotUse(path, reason: "not a regular file")) }
        guard info.st_size <= sizeLimit else {
            return .failure(.cannotUse(path, reason: "\(info.st_size) bytes, more than the 1 MiB a font may have"))
        }
        // One byte more than the limit, in case the file grew since fstat.
        var bytes = [UInt8](repeating: 0, count: sizeLimit + 1)
        var count = 0
        while count < bytes.count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                Glibc.read(fd, buffer.baseAddress?.advanced(by: count), buffer.count - count)
            }
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else { return .failure(.cannotRead(path, reason: systemReason())) }
            if got == 0 { break }
            count += got
        }
        guard count <= sizeLimit else {
            return .failure(.cannotUse(path, reason: "more than the 1 MiB a font may have"))
        }
        return .success(Data(bytes[..<count]))
    }

    private static func systemReason() -> String {
        String(cString: strerror(errno))
    }
}

/// Why the `--font` file cannot be had, as the one line `pulse` says.
enum FontFileProblem: Error, CustomStringConvertible {
    /// The system refused to open or read it.
    case cannotRead(String, reason: String)
    /// It opened, but is no font file Pulse will read.
    case cannotUse(String, reason: String)

    var description: String {
        switch self {
        case .cannotRead(let path, let reason): "cannot read font '\(path)': \(reason)"
        case .cannotUse(let path, let reason): "cannot use font '\(path)': \(reason)"
        }
    }
}
