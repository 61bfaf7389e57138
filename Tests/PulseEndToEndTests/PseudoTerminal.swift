import Foundation

/// A pseudo-terminal the test holds the master side of: a terminal that reads Pulse's
/// output only when the test says so, which tmux (always reading) cannot be.
final class PseudoTerminal {
    /// The master side: keys are written to it, Pulse's output is read from it.
    let master: Int32
    /// The path of the side Pulse runs on (`/dev/pts/N`).
    let path: String
    /// Everything read from the master so far.
    private(set) var received: [UInt8] = []
    /// The side Pulse runs on, opened by the test too, to see whether Pulse has read its keys.
    private let probe: Int32

    /// A new pseudo-terminal of `columns` × `rows` cells.
    init(columns: Int, rows: Int) throws {
        // The C library's pseudo-terminal calls are not in Swift's Glibc module (they need
        // _XOPEN_SOURCE): they are looked up by name instead.
        typealias Call = @convention(c) (Int32) -> Int32
        typealias Name = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
        guard let open = dlsym(nil, "posix_openpt").map({ unsafeBitCast($0, to: Call.self) }),
            let grant = dlsym(nil, "grantpt").map({ unsafeBitCast($0, to: Call.self) }),
            let unlock = dlsym(nil, "unlockpt").map({ unsafeBitCast($0, to: Call.self) }),
            let name = dlsym(nil, "ptsname").map({ unsafeBitCast($0, to: Name.self) })
        else { throw HarnessError("no pseudo-terminal calls in the C library") }
        master = open(O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard master >= 0, grant(master) == 0, unlock(master) == 0, let slave = name(master) else {
            throw HarnessError("cannot open a pseudo-terminal")
        }
        path = String(cString: slave)
        probe = Glibc.open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    deinit {
        close(probe)
        close(master)
    }

    /// Types `text` (escape sequences included) as the terminal's keyboard would.
    func type(_ text: String) {
        var bytes = Array(text.utf8)
        _ = write(master, &bytes, bytes.count)
    }

    /// Waits until the program on the terminal has read every key typed, for at most
    /// `timeout` seconds; returns whether it did.
    func waitUntilKeysAreRead(timeout: TimeInterval = 2) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            var unread: Int32 = 0
            if ioctl(probe, UInt(FIONREAD), &unread) == 0, unread == 0 { return true }
            usleep(2_000)
        } while Date() < deadline
        return false
    }

    /// Reads what Pulse has written, waiting at most `timeout` seconds for the first byte;
    /// returns how many bytes came.
    @discardableResult
    func read(timeout: TimeInterval) -> Int {
        var ready = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&ready, 1, Int32(timeout * 1000)) > 0, ready.revents & Int16(POLLIN) != 0 else { return 0 }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = Glibc.read(master, &buffer, buffer.count)
        guard count > 0 else { return 0 }
        received += buffer.prefix(count)
        return count
    }

    /// Reads until `condition` holds for everything received, for at most `timeout` seconds;
    /// returns whether it did.
    func readUntil(timeout: TimeInterval = 10, _ condition: ([UInt8]) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition(received) {
            guard Date() < deadline else { return false }
            read(timeout: 0.05)
        }
        return true
    }

    /// Whether `bytes` holds `text`'s bytes anywhere.
    static func contains(_ bytes: [UInt8], _ text: String) -> Bool {
        let needle = Array(text.utf8)
        guard bytes.count >= needle.count else { return false }
        return (0...(bytes.count - needle.count)).contains { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}
