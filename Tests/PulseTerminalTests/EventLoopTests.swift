import Foundation
import Testing

@testable import PulseTerminal

@Suite struct EventLoopTests {
    /// A terminal stand-in that never sends anything.
    func silentInput() -> (read: Int32, write: Int32) {
        var fds: [Int32] = [0, 0]
        _ = pipe(&fds)
        return (fds[0], fds[1])
    }

    @Test func anotherThreadWakesTheLoopWithoutPolling() throws {
        let input = silentInput()
        defer {
            close(input.read)
            close(input.write)
        }
        let loop = try EventLoop(input: input.read)
        let waker = loop.waker
        let thread = Thread { waker.wake() }
        thread.start()
        // No deadline and no escape delay: only the waker can end this wait.
        let wake = loop.wait(until: nil, escapeDelay: nil)
        #expect(wake.woken)
        #expect(wake.input.isEmpty && !wake.timerFired)
    }

    @Test func theWallClockDeadlineWakesTheLoop() throws {
        let input = silentInput()
        defer {
            close(input.read)
            close(input.write)
        }
        let loop = try EventLoop(input: input.read)
        // A deadline already past fires at once: the timer is absolute wall-clock time.
        let wake = loop.wait(until: Date().addingTimeInterval(-1), escapeDelay: nil)
        #expect(wake.timerFired && !wake.woken)
    }

    @Test func inputIsReadFromTheTerminal() throws {
        let input = silentInput()
        defer {
            close(input.read)
            close(input.write)
        }
        let loop = try EventLoop(input: input.read)
        var bytes: [UInt8] = Array("q".utf8)
        _ = write(input.write, &bytes, 1)
        #expect(loop.wait(until: nil, escapeDelay: nil).input == bytes)
    }
}
