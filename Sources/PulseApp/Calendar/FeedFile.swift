import FoundationEssentials
import Glibc
import PulseCalendar

/// A feed read from a file in one streaming pass, 64 KiB at a time, so a 20 MB history
/// costs the reader's state and one buffer, never the whole file. Only a regular file is
/// read (opened without blocking: a FIFO without a writer is refused, not waited on), and
/// the reader's cap is kept as the bytes arrive.
enum FeedFile {
    /// Why a file gave no feed.
    enum Failure: Error, Equatable {
        /// It could not be opened, is no regular file, or a read failed.
        case unreadable
        /// What the reader said of its bytes.
        case feed(FeedError)
    }

    /// Bytes read at a time.
    static let chunk = 64 * 1024

    /// The feed in the file at `path`, read for `window`.
    static func read(_ path: String, window: Range<Date>) -> Result<Feed, Failure> {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return .failure(.unreadable) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return .failure(.unreadable) }
        // A file past the cap is refused before a byte of it is read.
        guard info.st_size <= FeedReader.defaultLimit else { return .failure(.feed(.tooLarge)) }
        var reader = FeedReader(window: window)
        var buffer = [UInt8](repeating: 0, count: chunk)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, chunk) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable)
            }
            if count == 0 { break }
            do throws(FeedError) {
                try reader.read(buffer[0..<count])
            } catch {
                return .failure(.feed(error))
            }
        }
        do throws(FeedError) {
            return .success(try reader.finish())
        } catch {
            return .failure(.feed(error))
        }
    }
}
