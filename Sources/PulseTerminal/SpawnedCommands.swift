import CPulseSystem
import FoundationEssentials
import Glibc
import PulseApp
import PulseCore

/// The user's commands for a timer's end, as processes of their own: started without a
/// shell and without waiting, detached from the terminal (a session of their own, output
/// to /dev/null, so nothing they print lands on the screen), with Pulse's environment and
/// the end's variables. Each is reaped without waiting, on the wake its ending causes
/// (SIGCHLD); one that could not start, or ended in failure, is reported once for its end
/// and said after exit.
final class SpawnedCommands: CommandRunner {
    private let environment: [String: String]
    private var running: [(pid: Int32, command: FinishCommand, end: TimerEnd)] = []
    private var failed: [TimerEnd] = []
    private(set) var messages = AfterExitMessages()

    /// Commands run with `environment` beside each end's variables.
    init(environment: [String: String]) {
        self.environment = environment
    }

    func run(_ command: FinishCommand, for end: TimerEnd) {
        let variables = environment.merging(end.environment) { $1 }.map { "\($0.key)=\($0.value)" }
        var pid: Int32 = 0
        let argv = command.words.map { strdup($0) } + [nil]
        let envp = variables.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        let failure = pulse_spawn_detached(argv, envp, &pid)
        guard failure == 0 else {
            say(command, "could not start: \(String(cString: strerror(failure)))")
            failed.append(end)
            return
        }
        running.append((pid, command, end))
    }

    func takeFailures() -> [TimerEnd] {
        running.removeAll { child in
            var status: Int32 = 0
            switch pulse_child_ended(child.pid, &status) {
            case 0:
                return false
            case 1:
                let code = pulse_exit_code(status), signal = pulse_exit_signal(status)
                guard code != 0 else { return true }
                say(child.command, code > 0 ? "ended with status \(code)" : "was ended by signal \(signal)")
                failed.append(child.end)
                return true
            default:
                return true
            }
        }
        defer { failed = [] }
        return failed
    }

    private func say(_ command: FinishCommand, _ what: String) {
        messages.say("pulse: the command for a timer's end (\(command.shown)) \(what)")
    }
}
