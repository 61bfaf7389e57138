import FoundationEssentials

/// What one refresh brought: the rows, and what to keep for the next refresh.
public struct UptimeReading: Equatable, Sendable {
    /// The rows, in the source's order.
    public let services: [UptimeService]
    /// The slow-changing part of the source, to pass to the next read while it is fresh.
    public let catalog: UptimeCatalog?
    /// How many requests the refresh took, every page counted: what the cadence needs.
    public let requests: Int

    /// The page's notices (a Kuma page's incidents and maintenance), from the catalog.
    public var notices: [UptimeNotice] { catalog?.notices ?? [] }
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

/// One refresh of a source as a plan of requests: the source's provider says the first
/// request and, for each answer, whether another is needed (a next page, Kuma's heartbeats
/// after its monitor list); this type counts the requests, stops a read that pages for
/// ever, and turns a status into a failure. Pure: the runtime sends, and transport failures
/// never reach it.
public struct UptimeRead: Equatable, Sendable {
    /// Pages a read may take before it is refused as endless: 5,000 monitors at
    /// UptimeRobot's and Better Stack's 50 a page, and a server that pages for ever is
    /// stopped (`MORE THAN 100 PAGES`, the last list kept).
    public static let maximumPages = 100
    /// The largest answer a read takes: 16 MiB, so that a project of 10,000 checks fits.
    /// Healthchecks sends a whole project in one answer. A read-write check as its server
    /// writes it (`json.dumps`' separators) is about 1,100 bytes: 1,081 for the first check
    /// of `healthchecks-checks.json` (a 17-character name, a 34-character description) with
    /// its placeholders filled with healthchecks.io's addresses, 1,106 with the `subject`
    /// fields today's server adds (a read-only check, about 650). So 10,000 checks are
    /// 11.1 MB (the loopback server's `healthchecks=many`), and 16 MiB leaves half as much
    /// again for longer names and descriptions; the 4 MiB of other requests held about
    /// 3,800. Past the limit the page says so (`TOO MANY MONITORS: 16 MB MAX`) and keeps
    /// its last list.
    public static let maximumBytes = 16 << 20

    /// The source being read.
    public let source: UptimeSource
    /// The request to send now.
    public private(set) var request: HTTPRequest
    /// When the read started: an abandoned read counts as an attempt from here.
    public let startedAt: Date
    private let base: URL
    private var cursor: ReadCursor
    private var requests = 0
    private var visited: Set<String> = []
    private var done = false

    /// A refresh of `source` at `now`, on `hosts` for the hosted services; `catalog` is
    /// what an earlier read kept (Kuma's monitors), used while it is fresh.
    public init(source: UptimeSource, hosts: UptimeHosts, catalog: UptimeCatalog? = nil, at now: Date) {
        self.source = source
        startedAt = now
        base = source.base(in: hosts)
        (request, cursor) = source.descriptor.start(source, base: base, catalog: catalog, at: now)
        request.maximumBytes = Self.maximumBytes
        visited.insert(Self.identity(of: request))
    }

    /// What tells two requests of a read apart: the address, and the form body of a read
    /// paged by the body (UptimeRobot's offset).
    private static func identity(of request: HTTPRequest) -> String {
        request.url.absoluteString + "\n" + String(decoding: request.body ?? Data(), as: UTF8.self)
    }

    /// How many responses the read has taken so far: what the cadence counts when it fails.
    public var requestsAnswered: Int { requests }

    /// Takes the response to `request`: the next request, the reading, or the failure.
    public mutating func receive(_ response: HTTPResponse) -> UptimeReadStep {
        requests += 1
        guard !done else { return .failed(.unreadable) }
        if let failure = source.failure(forStatus: response.status) { return fail(failure) }
        switch source.descriptor.step(response.body, &cursor, source, base: base, at: startedAt) {
        case .send(let next):
            // A page already read comes round again: the list would never end, the same
            // fault as a list that pages for ever, and the same message.
            guard !visited.contains(Self.identity(of: next)) else { return fail(.tooManyPages) }
            guard requests < Self.maximumPages else { return fail(.tooManyPages) }
            visited.insert(Self.identity(of: next))
            request = next
            request.maximumBytes = Self.maximumBytes
            return .send(request)
        case .finished(let rows):
            done = true
            return .finished(UptimeReading(services: rows, catalog: cursor.catalog, requests: requests))
        case .failed(let failure):
            return fail(failure)
        }
    }

    private mutating func fail(_ failure: UptimeReadFailure) -> UptimeReadStep {
        done = true
        return .failed(failure)
    }
}
