import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

// It lives in PulseStore because that is the Foundation-only target both `pulse` and
// PulseTerminal depend on that already does POSIX I/O; PulseCore stays free of I/O.

/// Standard output or standard error, written with write(2) so that a full disk, a closed
/// descriptor or a reader that went away is an answer to handle, not a crash:
/// `FileHandle.write(_:)` cannot throw and traps on any of them.
public struct StandardStream: Sendable {
    /// Standard output.
    public static let output = StandardStream(descriptor: STDOUT_FILENO)
    /// Standard error.
    public static let error = StandardStream(descriptor: STDERR_FILENO)

    /// Why a write stopped short.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        /// The `errno` that stopped it.
        public let code: Int32

        /// The reader went away (a closed pipe): nothing is wrong to say about it.
        public var readerWentAway: Bool { code == EPIPE }

        /// The system's words for it (`strerror`).
        public var description: String { String(cString: strerror(code)) }
    }

    /// The file descriptor.
    public let descriptor: Int32

    /// Writes every byte of `text`; false when some could not be written.
    public func write(_ text: String) -> Bool {
        writeAll(text) == nil
    }

    /// Writes every byte of `text`; what stopped it, or nil when all of it went out.
    public func writeAll(_ text: String) -> Failure? {
        var text = text
        return text.withUTF8 { buffer -> Failure? in
            guard let base = buffer.baseAddress else { return nil }
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, base.advanced(by: offset), buffer.count - offset)
                if written >= 0 {
                    offset += written
                    continue
                }
                switch errno {
                case EINTR:
                    continue
                case EAGAIN:
                    // A descriptor someone else made non-blocking (a shared terminal): wait
                    // until it takes more rather than drop the rest.
                    var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    if poll(&ready, 1, -1) < 0, errno != EINTR { return Failure(code: errno) }
                default:
                    return Failure(code: errno)
                }
            }
            return nil
        }
    }

    /// Call first thing in `main`. A reader that went away makes a write fail with EPIPE
    /// instead of killing the process silently, and a standard descriptor that was closed
    /// at start (`pulse >&-`) is held by /dev/null opened the wrong way round: writes to it
    /// still fail (EBADF) as they would on the closed one, but no file Pulse opens later
    /// can take its number and receive its output or its messages.
    public static func prepare() {
        signal(SIGPIPE, SIG_IGN)
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
        where fcntl(descriptor, F_GETFD) < 0 && errno == EBADF {
            let placeholder = open("/dev/null", descriptor == STDIN_FILENO ? O_WRONLY : O_RDONLY)
            if placeholder >= 0, placeholder != descriptor {
                dup2(placeholder, descriptor)
                close(placeholder)
            }
        }
    }
}
