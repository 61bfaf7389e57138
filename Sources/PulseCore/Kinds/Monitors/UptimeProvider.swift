import FoundationEssentials

/// Everything about one uptime provider, in one place: its words, what it needs (an
/// address, a key, neither), where its key travels, how often it may be read, its read
/// plan with paging, and what a response's status alone means. One conforming type per
/// provider, each in a file of its own under `Monitors/Providers/`, listed once in
/// `UptimeProviderID`; every word about a source on screen, in `--help` and in the picker
/// comes from here. Defaults cover what most providers share.
public protocol UptimeProvider: SourceProvider where Kind == Monitors {
    /// The key it sends and how its prompt asks for it; nil for a public source.
    var key: UptimeKeyNeed? { get }
    /// How often it may be read.
    var cadence: UptimeCadence { get }
    /// How the address prompt asks for the user's server; nil for hosted-only providers.
    var addressWords: UptimeAddressWords? { get }
    /// The answers a read gets from a source of `monitors` (all up), in the shape its
    /// server sends and in the order the read asks: what the bench decodes.
    func sampleAnswers(monitors: [String]) -> [Data]

    /// What a response's status alone says, before the body is read: nil for a 2xx.
    func failure(forStatus status: Int) -> UptimeReadFailure?
    /// The first request of a read of `source` at `base` (its server, or the hosted
    /// address), and where the read then stands. `catalog` is what an earlier read kept.
    func start(_ source: UptimeSource, base: URL, catalog: UptimeCatalog?, at now: Date) -> (HTTPRequest, ReadCursor)
    /// The next step after a 2xx answer `body` to the read's last request.
    func step(_ body: Data, _ cursor: inout ReadCursor, _ source: UptimeSource, base: URL, at now: Date)
        -> ProviderStep
}

/// The key a provider sends, where it travels, and how its prompt asks for it. Only the
/// providers in the core make one, with the initializer the compiler writes.
public struct UptimeKeyNeed: Equatable, Sendable {
    /// The name in the credentials file (`uptimerobot.api-key`); a self-hosted server's
    /// key is named by its address as well, so it never goes to another server.
    public let credential: String
    /// Where the runtime puts it: a header or the form body, never a URL.
    public let placement: CredentialPlacement
    /// Whether the provider calls it a token (`API TOKEN`) rather than a key.
    public var isToken = false
    /// What the key is and where to find it, in the prompt's short lines.
    public let explanation: [String]
    /// The prompt's quiet line above its title, when it is not the provider's name.
    public var eyebrow: String?
}

/// How the address prompt asks for the user's server.
public struct UptimeAddressWords: Equatable, Sendable {
    /// The prompt's title (`STATUS PAGE`, `SERVER`).
    public let title: String
    /// What address it is, in the prompt's short lines.
    public let explanation: [String]
    /// The field's placeholder.
    public let placeholder: String

    /// Address words.
    public init(title: String, explanation: [String], placeholder: String = "HTTPS://HOST") {
        self.title = title
        self.explanation = explanation
        self.placeholder = placeholder
    }
}

/// What a provider's read does after an answer.
public enum ProviderStep: Equatable, Sendable {
    /// Send this request next.
    case send(HTTPRequest)
    /// The read is done: these rows, in the source's order.
    case finished([UptimeService])
    /// The read failed.
    case failed(UptimeReadFailure)
}

/// Where one read stands between its requests, in terms every provider shares: which of
/// its requests it is on, how far a paged list has come, the rows gathered so far and
/// what slow-changing part of the source it has read (Kuma's monitor list).
public struct ReadCursor: Equatable, Sendable {
    /// Which request of the provider's plan was sent last, from 0.
    public var stage = 0
    /// Rows read so far of a paged list (the next page's offset).
    public var offset = 0
    /// The address the read started at: later pages must stay on it.
    public var origin: URL?
    /// The rows gathered so far.
    public var rows: [UptimeService] = []
    /// The slow-changing part of the source, read now or kept from an earlier read.
    public var catalog: UptimeCatalog?

    /// A cursor at the first request.
    public init(origin: URL? = nil, catalog: UptimeCatalog? = nil) {
        self.origin = origin
        self.catalog = catalog
    }
}

extension UptimeProvider {
    /// No key: a public source.
    public var key: UptimeKeyNeed? { nil }
    /// 20 s between reads where the provider says nothing else.
    public var cadence: UptimeCadence { UptimeCadence(refresh: UptimeModel.interval) }
    /// No address prompt: a hosted-only provider.
    public var addressWords: UptimeAddressWords? { nil }
    /// Its key's name, where it takes one.
    public var credentialName: String? { key?.credential }

    /// What choosing the provider asks for, under its name in the picker: its key, or the
    /// address of the user's server (and its key).
    public func needs(ownServer: Bool) -> String {
        let key = self.key.map { $0.isToken ? "API TOKEN" : "API KEY" }
        guard ownServer else { return key ?? summary }
        guard let key else { return (addressWords?.title ?? "SERVER") + " ADDRESS" }
        return "OWN SERVER: ADDRESS, " + (key == "API KEY" ? "KEY" : "TOKEN")
    }

    /// A keyed provider's 401 or 403 is a refused key; a public one's is a server error,
    /// since there is no key to ask for.
    public func failure(forStatus status: Int) -> UptimeReadFailure? {
        if (200..<300).contains(status) { return nil }
        if key != nil, status == 401 || status == 403 { return .keyRejected }
        return .serverError(status)
    }

    /// A read of one request whose answer is the whole list.
    public func step(_ body: Data, _ cursor: inout ReadCursor, _ source: UptimeSource, base: URL, at now: Date)
        -> ProviderStep
    {
        .failed(.unreadable)
    }

    /// A `GET` of `path` under `base`, JSON accepted, 10 s to connect and 15 s in all, with
    /// `source`'s key named (never held): the runtime adds it at sending time.
    func get(_ base: URL, _ path: String, for source: UptimeSource) -> HTTPRequest {
        var text = base.absoluteString
        while text.hasSuffix("/") { text.removeLast() }
        let url = URL(string: text + "/" + path) ?? base
        return HTTPRequest(
            url: url, headers: ["Accept": "application/json"], connectTimeout: 10, totalTimeout: 15,
            bearer: source.credential, credentialPlacement: key?.placement ?? .bearer)
    }

    /// The step for a decoded one-request answer.
    func finish(_ result: Result<[UptimeService], UptimeReadFailure>) -> ProviderStep {
        switch result {
        case .success(let rows): .finished(rows)
        case .failure(let failure): .failed(failure)
        }
    }
}
