import FoundationEssentials
import PulseApp
import PulseCore
import PulseDisplay
import PulseNet
import PulseStore

/// One run of the display, taken apart into the steps of a wake: what the run holds (the
/// terminal, the loop, the performer, the state and the last frame drawn) and each step
/// the runtime takes in turn.
final class DisplaySession {
    private let clock: DisplayClock
    private let startup: Startup
    private let loop: EventLoop
    private let screen: TerminalScreen
    private let renderer: Renderer
    private let performer: EffectPerformer
    private let commands: SpawnedCommands
    private var state: AppState
    private var decoder = InputDecoder()
    private var now: Date
    /// The last frame drawn and the view it was drawn for: clicks land on what the user saw.
    private var drawn: DrawnFrame?
    private var drawnScreen: Screen?
    /// How far the list of the frame last drawn could scroll, for the next wake to tell
    /// the state.
    private var laidOut: Int?
    /// The status to exit with once the state quits: set by a signal or the terminal going.
    private(set) var exitStatus: Int32 = 0

    init(
        renderer: Renderer, startPage: Page, color: ColorChoice, mouse: Bool, demo: Bool, timers: TimerArguments
    ) throws {
        let environment = ProcessInfo.processInfo.environment
        clock = DisplayClock(environment: environment)
        // Read before the screen is taken; what could not be used is said after the screen
        // is given back, so it stays in the terminal's scrollback.
        startup = Startup(demo: demo, environment: environment, timers: timers)
        loop = try EventLoop(
            zoneFile: LocalTimeZone.file(environment: environment), settingsFile: startup.files?.preferencesPath,
            stopwatchFile: startup.files?.stopwatchPath, timerFiles: startup.files?.timerPaths ?? [])
        loop.installSignalHandlers()
        let waker = loop.waker
        commands = SpawnedCommands(environment: environment)
        let clock = clock
        performer = startup.performer(
            transport: Fetcher { waker.wake() }, commands: commands, wake: { waker.wake() }, now: { clock.read() })
        screen = try TerminalScreen(color: color, mouse: mouse, environment: environment)
        // A frame the terminal has not taken yet goes out when it has room, between keys.
        loop.output = screen.output
        // Whole cells where the terminal has no half blocks (the console, a locale that is not UTF-8).
        self.renderer = renderer.on(screen.glyphs.grid)
        now = clock.read()
        // On the console the whole screen is repainted each minute: the kernel writes there most.
        state = startup.state(
            page: startPage, size: screen.size, at: now, zone: LocalTimeZone(),
            healPeriod: screen.isConsole ? 60 : Orbit.stepInterval)
    }

    /// Gives the terminal back, then says what could not be used or saved.
    func end() {
        screen.end()
        if let note = screen.colorNote { _ = StandardStream.error.write(note + "\n") }
        if let problem = CurlGlobal.problem { _ = StandardStream.error.write(problem + "\n") }
        startup.reportProblems()
        commands.messages.report()
    }

    /// Sleeps until the state's next deadline, input, a signal or a finished transfer.
    func wait() -> Wake {
        loop.wait(
            until: state.nextDeadline(after: now, in: LocalTimeZone()).map(clock.wallTime(of:)),
            escapeDelay: decoder.pendingTimeout)
    }

    /// The events of `wake` (nil: the first pass, which starts the first page), with the
    /// clock read once for all of them.
    func events(of wake: Wake?) -> [AppEvent] {
        now = clock.read()
        guard let wake else { return [.started] }
        // The zone's file changed (inotify): the C library reads it again before drawing.
        if wake.zoneChanged { LocalTimeZone.reload() }
        // A signal or the terminal gone: the input that came with it is still taken, then
        // saves waiting for a lock get their last try before the status goes back.
        let ending = wake.signal != 0 || wake.inputClosed
        if wake.signal != 0 { exitStatus = 128 + wake.signal }
        // The settings file changed on disk (a hand edit): what it holds now is an event,
        // taken before the tick, so a save retried on it is weighed against the file as it is.
        // How far the last frame's list could scroll comes first: the events after it move
        // from what was drawn.
        var events: [AppEvent] = laidOut.map { [.laidOut(furthestScroll: $0)] } ?? []
        laidOut = nil
        if wake.settingsChanged, let reading = startup.reread() { events.append(.settingsRead(reading)) }
        events += [.tick] + performer.finished()
        if wake.suspend, !ending {
            screen.suspend()
            EventLoop.stopSelf()
            screen.resume()
            now = clock.read()
            // The zone may have changed while stopped, unwatched by anyone.
            LocalTimeZone.reload()
            events.append(.resize(screen.size))
        }
        if wake.resized, let size = EventLoop.windowSize() {
            screen.resize(columns: size.columns, rows: size.rows)
            events.append(.resize(screen.size))
        }
        for event in decoder.feed(wake.input) {
            events.append(event)
            // A click is also a press on whatever is drawn under it.
            if case .mouse(let mouse) = event, case .press(button: 1) = mouse.kind,
                let target = drawn?.target(column: mouse.column, row: mouse.row)
            {
                events.append(.pressed(target))
            }
        }
        if wake.escapeTimedOut || ending { events += decoder.flush() }
        return ending ? events + [.ending] : events
    }

    /// Handles the events and carries out what they lead to; true once the state quits.
    func settle(_ events: [AppEvent]) -> Bool {
        performer.settle(events, on: &state, at: now) { event, state in
            // A click was resolved against the frame on screen: once an earlier event of
            // the same read has changed the view (a wheel turned the page), it lands on
            // nothing rather than on whatever the new view has there.
            guard case .pressed = event, let shown = drawnScreen else { return true }
            return state.screen.isSameView(as: shown)
        }
    }

    /// Draws the state and sends the terminal what changed (or all of it, when the frame
    /// says so); the list's scroll extent goes back to the state as the next wake's first
    /// event, so a wake settles once and then draws.
    func draw() {
        let frame = renderer.draw(state, at: now, in: LocalTimeZone())
        laidOut = frame.furthestScroll
        screen.present(frame)
        drawn = frame
        drawnScreen = state.screen
    }
}
