import Glibc

/// The bytes Pulse writes to the terminal itself (frames, modes, capabilities), written
/// without ever waiting for the terminal: a terminal that stops taking output (a stalled
/// link, a window that stopped reading, a flow-control stop) must not stop the one loop
/// that reads keys and keeps time. What the terminal does not take now waits here, whole,
/// and goes out when the terminal has room again (the loop polls `fd` for it); meanwhile
/// the screen sends no new frame, so nothing piles up beyond the bytes already begun,
/// which cannot be dropped without cutting an escape sequence in half.
///
/// The writes go to a description of the terminal of Pulse's own, opened again from its
/// name and non-blocking: setting `O_NONBLOCK` on standard output would change the
/// description the shell and every other program on the terminal share, and they would
/// see their writes fail. Where the terminal cannot be opened again (no name, no right
/// to), the writes go to standard output and wait, as a plain program's do.
final class TerminalOutput {
    /// The descriptor written to, polled for room while bytes wait.
    let fd: Int32
    /// Whether `fd` is Pulse's own (closed at the end) rather than standard output.
    private let own: Bool
    private var waiting: [UInt8] = []
    /// How much of `waiting` is already written.
    private var sent = 0

    /// Opens the terminal on standard output again, non-blocking.
    init() {
        if let fd = Self.openOwnDescription() {
            (self.fd, own) = (fd, true)
        } else {
            (fd, own) = (STDOUT_FILENO, false)
        }
    }

    deinit {
        if own { close(fd) }
    }

    /// Whether bytes are waiting for the terminal to take them.
    var isBacklogged: Bool { sent < waiting.count }

    /// Queues `bytes` after any still waiting and writes what the terminal takes now.
    func send(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        waiting += bytes
        flush()
    }

    /// Writes what the terminal takes now, without waiting (on Pulse's own description).
    func flush() {
        while sent < waiting.count {
            let written = waiting.withUnsafeBytes { buffer in
                write(fd, buffer.baseAddress?.advanced(by: sent), buffer.count - sent)
            }
            if written > 0 {
                sent += written
                continue
            }
            if written == 0 { return }
            if errno == EINTR { continue }
            if errno == EAGAIN || errno == EWOULDBLOCK { return }
            // The terminal is gone (EIO after a hangup): nothing will ever take these.
            break
        }
        waiting.removeAll(keepingCapacity: true)
        sent = 0
    }

    /// Writes everything waiting, as long as that takes: before ncurses writes on its own
    /// descriptor (which would otherwise overtake these bytes) and when Pulse gives the
    /// terminal back, whose restoring bytes must follow the frame's last ones.
    func finish() {
        while isBacklogged {
            var ready = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
            if poll(&ready, 1, -1) < 0, errno != EINTR { break }
            flush()
        }
        waiting.removeAll(keepingCapacity: true)
        sent = 0
    }

    /// The terminal on standard output opened again, write-only and non-blocking, when it
    /// is the same device (its name may be stale after a rename of /dev/pts entries).
    private static func openOwnDescription() -> Int32? {
        var shown = stat()
        guard isatty(STDOUT_FILENO) != 0, fstat(STDOUT_FILENO, &shown) == 0 else { return nil }
        var paths = ["/proc/self/fd/\(STDOUT_FILENO)"]
        if let name = ttyname(STDOUT_FILENO) { paths.insert(String(cString: name), at: 0) }
        for path in paths {
            let fd = open(path, O_WRONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
            guard fd >= 0 else { continue }
            var opened = stat()
            if fstat(fd, &opened) == 0, opened.st_mode & S_IFMT == S_IFCHR, opened.st_rdev == shown.st_rdev {
                return fd
            }
            close(fd)
        }
        return nil
    }
}
