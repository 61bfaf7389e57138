import CPulseSystem
import FoundationEssentials

/// What woke the loop up.
public struct Wake: Sendable {
    /// Bytes read from the terminal.
    public var input: [UInt8] = []
    /// A signal that ends the display (SIGTERM, SIGINT, SIGHUP, SIGQUIT and the others whose
    /// default action ends a process; the list is in pulse_system.c), or 0.
    public var signal: Int32 = 0
    /// The terminal was resized.
    public var resized = false
    /// Ctrl-Z (SIGTSTP): give the terminal back and stop.
    public var suspend = false
    /// The deadline passed, or the wall clock was set (the timer is cancelled then).
    public var timerFired = false
    /// Standard input reached its end or failed: the terminal is gone.
    public var inputClosed = false
    /// No input arrived within the escape delay.
    public var escapeTimedOut = false
    /// Another thread woke the loop (a signal handler does too).
    public var woken = false
    /// The local time zone's file changed: read the zone again.
    public var zoneChanged = false
    /// The settings file changed on disk: read it again.
    public var settingsChanged = false
    /// The stopwatch's file changed on disk (another Pulse's start, stop or reset); the
    /// wake reads it, as every wake checks it.
    public var stopwatchChanged = false
    /// The terminal took output that was waiting: a frame can go out again.
    public var outputDrained = false
}

/// Sleeps until a key, a signal, a resize or the next deadline. The deadline is an
/// absolute wall-clock instant on a timerfd that the kernel cancels when the clock is
/// set, so a clock jump wakes the loop at once instead of leaving a stale minute up.
/// No polling: while nothing is due, the process does not run at all.
public final class EventLoop {
    private let wakeRead: Int32, wakeWrite: Int32
    private let timer: Int32
    private let input: Int32
    private let zoneWatch: FileWatch?
    private let settingsWatch: FileWatch?
    private let stopwatchWatch: FileWatch?
    private let timerWatches: [FileWatch]
    /// The terminal's output, watched for room while bytes wait for it; nil: not watched.
    var output: TerminalOutput?

    /// Creates the self-pipe and the timer; `input` is the terminal to read keys from,
    /// `zoneFile` the file the local time zone is read from, `settingsFile` the settings and
    /// `stopwatchFile` the stopwatch's state and `timerFiles` the countdown's and the
    /// interval's (each watched when given; a change of a timer's file only wakes the loop,
    /// and every wake reads what changed).
    public init(
        input: Int32 = STDIN_FILENO, zoneFile: String? = nil, settingsFile: String? = nil,
        stopwatchFile: String? = nil, timerFiles: [String] = []
    ) throws {
        self.input = input
        zoneWatch = zoneFile.flatMap(FileWatch.init(path:))
        settingsWatch = settingsFile.flatMap(FileWatch.init(path:))
        stopwatchWatch = stopwatchFile.flatMap(FileWatch.init(path:))
        timerWatches = timerFiles.compactMap(FileWatch.init(path:))
        var fds: [Int32] = [0, 0]
        guard pulse_pipe(&fds) == 0 else {
            throw TerminalError(description: "cannot create the wake-up pipe")
        }
        wakeRead = fds[0]
        wakeWrite = fds[1]
        timer = pulse_timerfd_create()
        guard timer >= 0 else { throw TerminalError(description: "cannot create the wall-clock timer") }
    }

    /// Installs the quit, resize, suspend and crash handlers, which wake this loop. Call
    /// before ncurses starts, so it leaves them alone.
    public func installSignalHandlers() {
        pulse_install_handlers(wakeWrite)
    }

    /// A handle other threads use to wake this loop (a finished transfer, say).
    public var waker: Waker { Waker(fd: wakeWrite) }

    deinit {
        close(wakeRead)
        close(wakeWrite)
        close(timer)
    }

    /// Blocks until something happens. `deadline` is the next wall-clock instant to wake
    /// at (nil: none); `escapeDelay` bounds the wait while the input decoder holds an
    /// unfinished sequence or paste.
    public func wait(until deadline: Date?, escapeDelay: TimeInterval?) -> Wake {
        arm(deadline)
        var wake = Wake()
        var fds = [
            pollfd(fd: input, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
            pollfd(fd: timer, events: Int16(POLLIN), revents: 0),
        ]
        let watches = [zoneWatch, settingsWatch, stopwatchWatch].compactMap { $0 } + timerWatches
        let firstWatch = fds.count
        fds += watches.map { pollfd(fd: $0.fd, events: Int16(POLLIN), revents: 0) }
        let waiting = output.flatMap { $0.isBacklogged ? $0 : nil }
        if let waiting { fds.append(pollfd(fd: waiting.fd, events: Int16(POLLOUT), revents: 0)) }
        let timeout = escapeDelay.map { Int32(max(0, $0 * 1000)) } ?? -1
        let ready = poll(&fds, nfds_t(fds.count), timeout)
        wake.signal = pulse_take_signal()
        wake.resized = pulse_take_resize() != 0
        wake.suspend = pulse_take_suspend() != 0
        if ready == 0 {
            wake.escapeTimedOut = true
            return wake
        }
        if ready < 0 { return wake }  // EINTR: the flags above say why
        if fds[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
            wake.input = readInput(closed: &wake.inputClosed)
        }
        if fds[1].revents != 0 {
            drain(wakeRead)
            wake.woken = true
        }
        if fds[2].revents != 0 {
            // 8 bytes of expiry count, or ECANCELED when the clock was set: both mean redraw.
            var count: UInt64 = 0
            _ = read(timer, &count, 8)
            wake.timerFired = true
        }
        for (index, watch) in watches.enumerated() where fds[firstWatch + index].revents != 0 {
            let changed = watch.takeChange()
            if watch === zoneWatch {
                wake.zoneChanged = changed
            } else if watch === settingsWatch {
                wake.settingsChanged = changed
            } else if watch === stopwatchWatch {
                wake.stopwatchChanged = changed
            }
        }
        if let waiting, let last = fds.last, last.revents != 0 {
            // Room, or the terminal gone (POLLERR, POLLHUP): either way the bytes go or are dropped.
            waiting.flush()
            wake.outputDrained = !waiting.isBacklogged
        }
        return wake
    }

    private func arm(_ deadline: Date?) {
        guard let deadline else {
            _ = pulse_timerfd_arm(timer, 0, 0)  // zero disarms
            return
        }
        let t = max(deadline.timeIntervalSince1970, 1)
        let seconds = t.rounded(.down)
        _ = pulse_timerfd_arm(timer, Int64(seconds), Int((t - seconds) * 1e9))
    }

    private func readInput(closed: inout Bool) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
        if count <= 0 {
            if count == 0 || (pulse_errno() != EAGAIN && pulse_errno() != EINTR) { closed = true }
            return []
        }
        return Array(buffer.prefix(count))
    }

    private func drain(_ fd: Int32) {
        var sink = [UInt8](repeating: 0, count: 64)
        while sink.withUnsafeMutableBytes({ read(fd, $0.baseAddress, $0.count) }) > 0 {}
    }

    /// Stops the process until it is continued (`fg`).
    public static func stopSelf() {
        pulse_stop_self()
    }

    /// The terminal's size from the kernel, after SIGWINCH.
    public static func windowSize() -> (columns: Int, rows: Int)? {
        var columns: Int32 = 0, rows: Int32 = 0
        guard pulse_window_size(STDOUT_FILENO, &columns, &rows) == 0 else { return nil }
        return (Int(columns), Int(rows))
    }
}

/// Wakes an `EventLoop` from any thread: one byte into its self-pipe. Safe to call often;
/// the loop drains the pipe and looks at everything that is ready.
public struct Waker: Sendable {
    let fd: Int32

    /// Wakes the loop.
    public func wake() {
        var byte: UInt8 = 1
        _ = write(fd, &byte, 1)
    }
}
