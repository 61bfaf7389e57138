import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Why a file could not be written; the previous file, if any, is untouched.
public struct FileWriteError: Error, Equatable, CustomStringConvertible {
    /// What failed, naming the path but never the contents.
    public let description: String
}

/// Writes a file so that a crash, a kill or a full disk leaves either the old contents or
/// the new ones, never neither: a temporary file in the same directory, written and
/// fsynced, then renamed over the old one, then the directory fsynced.
public enum AtomicFile {
    /// Writes `data` to `url` with permissions `mode`, creating the directory (mode
    /// `directoryMode`) if needed.
    public static func write(_ data: Data, to url: URL, mode: mode_t = 0o600, directoryMode: mode_t = 0o700)
        throws(FileWriteError)
    {
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true,
                attributes: [.posixPermissions: NSNumber(value: directoryMode)])
        } catch {
            throw FileWriteError(description: "cannot create \(directory.path)")
        }
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
        let directoryFD = open(directory.path, O_RDONLY | O_DIRECTORY)
        if directoryFD >= 0 {
            fsync(directoryFD)
            close(directoryFD)
        }
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
