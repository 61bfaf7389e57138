import FoundationEssentials

/// Fetching: answers routed by purpose, and each page's own work while it is shown.
extension AppState {
    /// A transfer's answer goes to the one part of the state its purpose names.
    mutating func route(_ id: FetchID, _ result: Result<HTTPResponse, HTTPFailure>, at now: Date)
        -> [Effect]
    {
        switch id.purpose {
        case .weather:
            clock.receiveWeather(id, result, at: now)
        case .contributions, .events:
            github.receive(id, result, at: now)
        case .uptime:
            switch uptime.receive(id, result, at: now) {
            case .keyRejected:
                prompts.open(
                    Prompt(.uptimeKey, for: uptime.source, canCancel: false, notice: .keyRejected), on: .uptime)
            case .send(let request):
                // The next page of the same refresh: a transfer of its own, dropped as late
                // as any other if the page is left.
                let next = serials.take(.uptime)
                uptime.proceed(next)
                return [.fetch(id: next, request: request)]
            case .none:
                break
            }
        case .geocoding:
            return settings.receiveLookup(id, result, prompts: &prompts)
        }
        return []
    }

    /// The shown page's own work: ask for what it needs when it has nothing, refresh when
    /// due. Only while the page is shown; a prompt over it stops its schedule.
    mutating func pageWork(at now: Date) -> [Effect] {
        switch page {
        case .clock:
            return clock.weatherWork(at: now, base: endpoints.openMeteo, serials: &serials).map { [$0] } ?? []
        case .uptime:
            guard hasUptimeCredential else {
                askOnArrival(Prompt(.uptimeKey, for: uptime.source, canCancel: false, focused: false), on: .uptime)
                return []
            }
            guard prompts[.uptime] == nil, uptime.isDue(at: now) else { return [] }
            let id = serials.take(.uptime)
            return [.fetch(id: id, request: uptime.begin(id, hosts: uptimeHosts, at: now))]
        case .github:
            guard let username = credentials.githubUsername else {
                askOnArrival(Prompt(.githubUsername, canCancel: false, focused: false), on: .github)
                return []
            }
            guard prompts[.github] == nil, github.isDue(at: now) else { return [] }
            return github.begin(at: now, username: username, endpoints: endpoints) { serials.take($0) }
                .map { .fetch(id: $0.0, request: $0.1) }
        case .stopwatch, .settings:
            return []
        }
    }

    /// A first-use prompt: it cannot be cancelled (the page has nothing else to show) and
    /// is inert until the user asks to type.
    mutating func askOnArrival(_ prompt: Prompt, on page: Page) {
        if prompts[page] == nil { prompts.open(prompt, on: page) }
    }

    /// The demo's pretend refresh: when the Uptime page's countdown runs out, its sample list
    /// is "checked" again on the wall clock's grid, with no request, so the demo stays live.
    mutating func demoWork(at now: Date) {
        guard page == .uptime, uptime.isDue(at: now) else { return }
        uptime = DemoContent.uptime(at: now, preferences: uptime.preferences)
    }
}
