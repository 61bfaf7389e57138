import PulseCore

/// Where the user's command for a timer's end runs: started without waiting for it, and
/// without a shell. Its failures (it could not start, or ended in failure) are taken on a
/// later wake, and said once each after exit.
public protocol CommandRunner: AnyObject {
    /// Starts `command` for `end`, with the end in its environment; returns at once.
    func run(_ command: FinishCommand, for end: TimerEnd)
    /// The ends whose command failed since the last call.
    func takeFailures() -> [TimerEnd]
    /// What to say after exit about the commands that failed, each once.
    var messages: AfterExitMessages { get }
}
