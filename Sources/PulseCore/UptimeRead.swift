import FoundationEssentials

/// What one refresh brought: the rows, and what to keep for the next refresh.
public struct UptimeReading: Equatable, Sendable {
    /// The rows, in the source's order.
    public let services: [UptimeService]
    /// A Kuma source's monitor list, to pass to the next read while it is fresh.
    public let kumaMonitors: KumaMonitorList?
    /// How many requests the refresh took, every page counted: what the cadence needs.
    public let requests: Int
}

/// What to do after a response.
public enum UptimeReadStep: Equatable, Sendable {
    /// Send this request next and hand its response to `receive` again.
    case send(HTTPRequest)
    /// The refresh is done.
    case finished(UptimeReading)
    /// The refresh failed; nothing read so far is shown.
    case failed(UptimeReadFailure)
}

/// One refresh of a source as a plan of requests: the first to send, then for each
/// response whether another is needed (UptimeRobot's next offset, Better Stack's
/// `pagination.next`, Kuma's heartbeats after its monitor list), the rows gathered on
/// the way. Pure: the runtime sends, and transport failures never reach it.
public struct UptimeRead: Equatable, Sendable {
    /// Pages a read may take before it is refused as endless: 5,000 monitors at
    /// UptimeRobot's and Better Stack's 50 a page, and a server that pages for ever is
    /// stopped (`MORE THAN 100 PAGES`, the last list kept).
    public static let maximumPages = 100

    /// The source being read.
    public let source: UptimeSource
    /// The request to send now.
    public private(set) var request: HTTPRequest
    private var stage: Stage
    private var services: [UptimeService] = []
    private var requests = 0
    private var visited: Set<String> = []
    private let now: Date

    private enum Stage: Equatable, Sendable {
        case levo, healthchecks, gatus
        case kumaPage, kumaBeats(KumaMonitorList)
        case uptimeRobot(host: URL, offset: Int)
        case betterStack(origin: URL)
        case done
    }

    /// A refresh of `source` at `now`, on `hosts` for the hosted services. A Kuma read
    /// starts at the heartbeats when `kumaMonitors` is still fresh for it.
    public init(source: UptimeSource, hosts: UptimeHosts, kumaMonitors: KumaMonitorList? = nil, at now: Date) {
        self.source = source
        self.now = now
        switch source {
        case .levo:
            (stage, request) = (.levo, UptimeAPI.request(base: hosts.levo))
        case .healthchecks(let base):
            (stage, request) = (.healthchecks, UptimeSourceRequests.healthchecks(base: base))
        case .gatus(let base):
            (stage, request) = (.gatus, UptimeSourceRequests.gatus(base: base))
        case .kuma(let base, let slug):
            if let kumaMonitors, kumaMonitors.isFresh(for: source, at: now) {
                (stage, request) = (
                    .kumaBeats(kumaMonitors), UptimeSourceRequests.kumaHeartbeats(base: base, slug: slug)
                )
            } else {
                (stage, request) = (.kumaPage, UptimeSourceRequests.kumaStatusPage(base: base, slug: slug))
            }
        case .uptimerobot:
            (stage, request) = (
                .uptimeRobot(host: hosts.uptimeRobot, offset: 0),
                UptimeSourceRequests.uptimeRobot(host: hosts.uptimeRobot, offset: 0)
            )
        case .betterstack:
            let first = UptimeSourceRequests.betterStack(host: hosts.betterStack)
            (stage, request) = (.betterStack(origin: first.url), first)
        }
        visited.insert(request.url.absoluteString)
    }

    /// How many responses the read has taken so far: what the cadence counts when it fails.
    public var requestsAnswered: Int { requests }

    /// Takes the response to `request`: the next request, the reading, or the failure.
    public mutating func receive(_ response: HTTPResponse) -> UptimeReadStep {
        requests += 1
        if let failure = source.failure(forStatus: response.status) { return fail(failure) }
        switch stage {
        case .levo:
            switch UptimeDecoder.decode(response.body) {
            case .success(let rows): return finish(rows)
            case .failure: return fail(.unreadable)
            }
        case .healthchecks: return finish(HealthchecksDecoder.decode(response.body))
        case .gatus: return finish(GatusDecoder.decode(response.body))
        case .kumaPage: return kumaPage(response.body)
        case .kumaBeats(let list): return kumaBeats(response.body, list)
        case .uptimeRobot(let host, let offset): return uptimeRobot(response.body, host: host, offset: offset)
        case .betterStack(let origin): return betterStack(response.body, origin: origin)
        case .done: return .failed(.unreadable)
        }
    }

    private mutating func kumaPage(_ body: Data) -> UptimeReadStep {
        guard case .kuma(let base, let slug) = source else { return fail(.unreadable) }
        switch KumaDecoder.monitors(body) {
        case .success(let monitors):
            let list = KumaMonitorList(base: base, slug: slug, monitors: monitors, readAt: now)
            return send(UptimeSourceRequests.kumaHeartbeats(base: base, slug: slug), then: .kumaBeats(list))
        case .failure(let failure): return fail(failure)
        }
    }

    private mutating func kumaBeats(_ body: Data, _ list: KumaMonitorList) -> UptimeReadStep {
        switch KumaDecoder.lastBeats(body) {
        case .success(let beats): return finish(KumaDecoder.services(list.monitors, beats: beats), kuma: list)
        case .failure(let failure): return fail(failure)
        }
    }

    private mutating func uptimeRobot(_ body: Data, host: URL, offset: Int) -> UptimeReadStep {
        switch UptimeRobotDecoder.decode(body) {
        case .success(let page):
            services += page.services
            // Next offset from what came, not from the page size, so a short page skips
            // nothing; an empty page or an unknown total ends the read.
            guard let total = page.total, !page.services.isEmpty, services.count < total else {
                return finish(services)
            }
            let next = offset + page.services.count
            return send(
                UptimeSourceRequests.uptimeRobot(host: host, offset: next), then: .uptimeRobot(host: host, offset: next)
            )
        case .failure(let failure): return fail(failure)
        }
    }

    private mutating func betterStack(_ body: Data, origin: URL) -> UptimeReadStep {
        switch BetterStackDecoder.decode(body) {
        case .success(let page):
            services += page.services
            guard let next = page.next else { return finish(services) }
            // The token follows the link, so the link must stay where the token belongs.
            guard let url = URL(string: next), Self.sameEndpoint(url, origin), !visited.contains(url.absoluteString)
            else { return fail(.unreadable) }
            return send(UptimeSourceRequests.betterStack(next: url), then: .betterStack(origin: origin))
        case .failure(let failure): return fail(failure)
        }
    }

    /// Whether `url` is `origin`'s scheme, host, port and path, with no user name or
    /// password: only the query (the page number) may differ.
    static func sameEndpoint(_ url: URL, _ origin: URL) -> Bool {
        guard let next = URLComponents(url: url, resolvingAgainstBaseURL: false),
            let first = URLComponents(url: origin, resolvingAgainstBaseURL: false),
            next.user == nil, next.password == nil, next.fragment == nil
        else { return false }
        return next.scheme?.lowercased() == first.scheme?.lowercased()
            && next.host?.lowercased() == first.host?.lowercased()
            && next.port == first.port && next.percentEncodedPath == first.percentEncodedPath
    }

    private mutating func send(_ next: HTTPRequest, then stage: Stage) -> UptimeReadStep {
        guard requests < Self.maximumPages else { return fail(.tooManyPages) }
        visited.insert(next.url.absoluteString)
        request = next
        self.stage = stage
        return .send(next)
    }

    private mutating func finish(_ result: Result<[UptimeService], UptimeReadFailure>) -> UptimeReadStep {
        switch result {
        case .success(let rows): finish(rows)
        case .failure(let failure): fail(failure)
        }
    }

    private mutating func finish(_ rows: [UptimeService], kuma: KumaMonitorList? = nil) -> UptimeReadStep {
        stage = .done
        return .finished(UptimeReading(services: rows, kumaMonitors: kuma, requests: requests))
    }

    private mutating func fail(_ failure: UptimeReadFailure) -> UptimeReadStep {
        stage = .done
        services = []
        return .failed(failure)
    }
}
