import FoundationEssentials
import PulseApp
import PulseCore
import PulseDisplay
import PulseNet
import PulseStore

/// Runs the interactive display: read the clock once per wake, update the state, render,
/// flush the difference, sleep until the next deadline.
public struct InteractiveRuntime {
    private let renderer: Renderer
    private let startPage: Page
    private let color: ColorChoice
    private let mouse: Bool
    private let demo: Bool

    /// A runtime that starts on `page`; `demo` shows the demo content and touches nothing
    /// outside (no file, no transfer).
    public init(renderer: Renderer, startPage: Page, color: ColorChoice, mouse: Bool, demo: Bool = false) {
        self.renderer = renderer
        self.startPage = startPage
        self.color = color
        self.mouse = mouse
        self.demo = demo
    }

    /// Runs until the user quits or a signal arrives; returns the exit status.
    public func run() throws -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        let clock = DisplayClock(environment: environment)
        func readClock() -> Date { clock.read() }
        // Read before the screen is taken; what could not be used is said after the screen
        // is given back, so it stays in the terminal's scrollback.
        let startup = Startup(demo: demo, environment: environment)
        defer { startup.reportProblems() }
        let loop = try EventLoop(zoneFile: LocalTimeZone.file(environment: environment))
        loop.installSignalHandlers()
        let waker = loop.waker
        let fetcher = Fetcher { waker.wake() }
        defer {
            // Declared before the screen's, so it runs after the screen is given back.
            if let problem = CurlGlobal.problem { _ = StandardStream.error.write(problem + "\n") }
        }
        let screen = try TerminalScreen(color: color, mouse: mouse, environment: environment)
        defer {
            screen.end()
            if let note = screen.colorNote { _ = StandardStream.error.write(note + "\n") }
        }
        // Whole cells where the terminal has no half blocks (the console, a locale that is not UTF-8).
        let renderer = self.renderer.on(screen.glyphs.grid)
        var state = startup.state(
            page: startPage, size: screen.size, at: readClock(), zone: LocalTimeZone())
        // The last frame drawn: clicks land on what the user saw, and the list's scroll
        // extent comes from it, so each wake lays the page out once.
        var drawn: DrawnFrame?
        var drawnScreen: Screen?
        var decoder = InputDecoder()
        var now = readClock()
        // The first pass does not wait: it starts the first page's work and draws it.
        var firstPass = true

        while true {
            let wake =
                firstPass
                ? Wake()
                : loop.wait(
                    until: state.nextDeadline(after: now, in: LocalTimeZone()).map(clock.wallTime(of:)),
                    escapeDelay: decoder.pendingTimeout)
            now = readClock()
            // The zone's file changed (inotify): the C library reads it again before drawing.
            if wake.zoneChanged { LocalTimeZone.reload() }
            let zone = LocalTimeZone()
            // A signal or the terminal gone: the input that came with it is still taken,
            // then saves waiting for a lock get their last try before the status goes back.
            let ending: Int32? = wake.signal != 0 ? 128 + wake.signal : (wake.inputClosed ? 0 : nil)
            var events: [AppEvent] = firstPass ? [.started] : [.tick]
            firstPass = false
            for (id, result) in fetcher.takeFinished() {
                events.append(.fetched(id: id, result: result))
            }
            if wake.suspend, ending == nil {
                screen.suspend()
                EventLoop.stopSelf()
                screen.resume()
                now = readClock()
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
            if wake.escapeTimedOut || ending != nil { events += decoder.flush() }
            if ending != nil { events.append(.ending) }
            var queue = events[...]
            while let event = queue.popFirst() {
                // A click was resolved against the frame on screen: once an earlier event
                // of the same read has changed the view (a wheel turned the page), it lands
                // on nothing rather than on whatever the new view has there.
                if case .pressed = event, let shown = drawnScreen, !state.screen.isSameView(as: shown) { continue }
                for effect in state.handle(event, at: now) {
                    switch effect {
                    case .quit:
                        return ending ?? 0
                    case .redraw:
                        screen.redraw()
                    case .saveStopwatch, .savePreferences, .saveUptimePreferences, .saveLocation:
                        if let report = startup.files?.perform(effect) { queue.append(report) }
                    case .fetch(let id, let request):
                        // The key joins the request here, read from the store at sending time.
                        switch startup.credentials?.authorize(request) ?? .failure(.credentialUnavailable) {
                        case .success(let authorized): fetcher.start(authorized, id: id)
                        case .failure(let failure): queue.append(.fetched(id: id, result: .failure(failure)))
                        }
                    case .saveCredential, .lastTry(.saveCredential):
                        if let report = startup.credentials?.perform(effect) { queue.append(report) }
                    case .lastTry:
                        if let report = startup.files?.perform(effect) { queue.append(report) }
                    case .cancelFetch(let id):
                        fetcher.cancel(id)
                    }
                }
            }
            let frame = renderer.draw(state, at: now, in: zone)
            screen.heal(at: now)
            // The list was drawn clamped to what fits; the state keeps that place.
            if let furthest = frame.furthestScroll { state.limitScroll(to: furthest) }
            screen.present(frame.frame)
            drawn = frame
            drawnScreen = state.screen
        }
    }
}
