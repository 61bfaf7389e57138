import CPulseSystem
import Glibc

/// What the Linux console does by itself that an ambient display must undo: it blanks
/// the screen after an idle interval (and can power the monitor down after another), and
/// the kernel prints its messages straight onto the screen. While Pulse runs, blanking and
/// VESA powersave are off (`CSI 9;0 ]`, `CSI 14;0 ]`, console_codes(4)); the interval the
/// console had is put back on every exit path, and the whole frame is sent again each new
/// minute, so a kernel message stays up a minute at most.
struct ConsoleHabits {
    /// Where the kernel keeps the blanking interval in seconds; `CSI 9;N ]` writes the same
    /// variable, so it reads back whatever `setterm --blank` last set.
    static let blankingFile = "/sys/module/kernel/parameters/consoleblank"

    /// Turns blanking and powersave off.
    static let off = "\u{1B}[9;0]\u{1B}[14;0]"

    /// Puts back the blanking interval the console had, in minutes (the sequence takes
    /// minutes; the kernel caps it at 60). The powersave interval cannot be read, so it is
    /// put back to the kernel's default, 0 (vt.c's `vesa_off_interval` starts at zero).
    let restore: String

    /// The console's habits when the terminal is one: `TERM=linux` (or a `linux-` variant),
    /// or standard output is a virtual console (KDGETMODE answers). TERM alone is enough,
    /// because a console reached through tmux or screen cannot be asked; a terminal that is
    /// not a console ignores the sequences (they are ordinary CSI with a final `]`).
    static func detect(environment: [String: String]) -> ConsoleHabits? {
        let term = environment["TERM"] ?? ""
        guard term == "linux" || term.hasPrefix("linux-") || pulse_is_virtual_console(STDOUT_FILENO) != 0 else {
            return nil
        }
        // For the end-to-end tests, which run where the kernel's file says 0.
        let file = environment["PULSE_CONSOLEBLANK_FILE"] ?? blankingFile
        return ConsoleHabits(blankingSeconds: readSmallFile(file).flatMap(seconds(in:)))
    }

    /// The seconds `text` gives: ASCII digits, as many as there are (too many for an `Int`
    /// are as far over the hour as any), or nil for anything else.
    static func seconds(in text: String) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return Int(text) ?? Int.max
    }

    /// The longest interval the sequence can put back, in seconds: an hour, the kernel's cap.
    static let longestBlanking = 3600

    /// The habits of a console whose blanking interval is `blankingSeconds` (nil: unknown,
    /// taken as the kernel's default, 0, which is off). Any interval is taken, however
    /// large: it is bounded to an hour before any arithmetic.
    init(blankingSeconds: Int?) {
        let seconds = min(Self.longestBlanking, max(0, blankingSeconds ?? 0))
        let minutes = (seconds + 59) / 60
        restore = "\u{1B}[9;\(minutes)]\u{1B}[14;0]"
    }

    /// Hands the restoring bytes to the crash handler, which writes them after its reset.
    func armCrashRestore() {
        let bytes = Array(restore.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { pulse_set_crash_restore($0, buffer.count) }
        }
    }

    /// The first word of a small regular file, or nil. Opened without waiting and read only
    /// when it is a regular file (the kernel's file is one): a FIFO, a device or a
    /// directory put there would block the start, or be read for ever.
    private static func readSmallFile(_ path: String) -> String? {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        let text = String(decoding: buffer.prefix(count), as: UTF8.self)
        return text.split(whereSeparator: { $0 == "\n" || $0 == " " }).first.map(String.init)
    }
}
