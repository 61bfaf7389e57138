import Glibc

/// A detached POSIX thread for one blocking transfer. Foundation's `Thread` lives in the
/// part of Foundation that brings ICU; a transfer needs only a thread that runs and ends.
public enum TransferThread {
    /// The closure handed to the new thread, retained until it runs.
    private final class Work {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }

    /// Runs `body` on a new detached thread; on the caller's thread if no thread can be
    /// made, so a transfer still ends and reports.
    public static func start(_ body: @escaping @Sendable () -> Void) {
        let work = Unmanaged.passRetained(Work(body))
        var thread = pthread_t()
        let made = pthread_create(
            &thread, nil,
            { context in
                guard let context else { return nil }
                let work = Unmanaged<Work>.fromOpaque(context).takeRetainedValue()
                work.body()
                return nil
            }, work.toOpaque())
        guard made == 0 else {
            work.takeRetainedValue().body()
            return
        }
        pthread_detach(thread)
    }
}
