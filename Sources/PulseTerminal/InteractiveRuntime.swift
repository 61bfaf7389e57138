import FoundationEssentials
import PulseCore
import PulseDisplay

/// Runs the interactive display: wait, read the events of the wake, update the state and
/// carry out what it asks, draw, present. Each wake reads the clock once.
public struct InteractiveRuntime {
    private let renderer: Renderer
    private let startPage: Page
    private let color: ColorChoice
    private let mouse: Bool
    private let demo: Bool
    private let timers: TimerArguments

    /// A runtime that starts on `page`; `demo` shows the demo content and touches nothing
    /// outside (no file, no transfer, no command); `timers` are the command line's words to
    /// the timers (the command at an end, a countdown to start).
    public init(
        renderer: Renderer, startPage: Page, color: ColorChoice, mouse: Bool, demo: Bool = false,
        timers: TimerArguments = TimerArguments()
    ) {
        self.timers = timers
        self.renderer = renderer
        self.startPage = startPage
        self.color = color
        self.mouse = mouse
        self.demo = demo
    }

    /// Runs until the user quits or a signal arrives; returns the exit status.
    public func run() throws -> Int32 {
        let session = try DisplaySession(
            renderer: renderer, startPage: startPage, color: color, mouse: mouse, demo: demo, timers: timers)
        defer { session.end() }
        // The first pass does not wait: it starts the first page's work and draws it.
        var wake: Wake? = nil
        while true {
            let events = session.events(of: wake)
            if session.settle(events) { return session.exitStatus }
            session.draw()
            wake = session.wait()
        }
    }
}
