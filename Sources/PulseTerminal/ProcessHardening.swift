import CPulseSystem

/// What the process does about its own memory, since it reads the user's API key.
public enum ProcessHardening {
    /// Turns off core files and same-user attaching (ptrace, `/proc/PID/mem`), so a crash
    /// or another program of the user's cannot carry the key away. Returns whether both
    /// took; a failure is not fatal, as the key is never kept in memory anyway.
    @discardableResult
    public static func forbidCoreDumps() -> Bool {
        pulse_forbid_core_dumps() == 0
    }
}
