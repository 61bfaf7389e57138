import Foundation
import Testing

@testable import PulseTerminal

@Suite struct EventLoopTests {
    /// Runs `body` with a loop reading a terminal stand-in (a pipe) and the pipe's write end.
    func withLoop(_ body: (EventLoop, Int32) throws -> Void) throws {
        var fds: [Int32] = [0, 0]
        _ = pipe(&fds)
        defer {
            close(fds[0])
            close(fds[1])
        }
        try body(try EventLoop(input: fds[0]), fds[1])
    }

    @Test func anotherThreadWakesTheLoopWithoutPolling() throws {
        try withLoop { loop, _ in
            let waker = loop.waker
            let thread = Thread { waker.wake() }
            thread.start()
            // No deadline and no escape delay: only the waker can end this wait.
            let wake = loop.wait(until: nil, escapeDelay: nil)
            #expect(wake.woken)
            #expect(wake.input.isEmpty && !wake.timerFired)
        }
    }

    @Test func theWallClockDeadlineWakesTheLoop() throws {
        try withLoop { loop, _ in
            // A deadline already past fires at once: the timer is absolute wall-clock time.
            let wake = loop.wait(until: Date().addingTimeInterval(-1), escapeDelay: nil)
            #expect(wake.timerFired && !wake.woken)
        }
    }

    @Test func inputIsReadFromTheTerminal() throws {
        try withLoop { loop, terminal in
            var bytes: [UInt8] = Array("q".utf8)
            _ = write(terminal, &bytes, 1)
            #expect(loop.wait(until: nil, escapeDelay: nil).input == bytes)
        }
    }
}
