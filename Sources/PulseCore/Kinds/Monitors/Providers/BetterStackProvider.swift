import FoundationEssentials

extension UptimeSourceChoice {
    /// Its line in the picker.
    public static var betterstack: UptimeSourceChoice { UptimeSourceChoice(.betterstack, ownServer: false) }
}

extension UptimeSource {
    /// Better Stack Uptime.
    public static var betterstack: UptimeSource { UptimeSource(.betterstack) }
}

extension Credential {
    /// Better Stack's team API token.
    public static let betterStackToken = Credential(rawValue: "betterstack.api-token")
}

/// Better Stack Uptime: `GET /api/v2/monitors` with a bearer team token, following
/// `pagination.next`.
struct BetterStackProvider: UptimeProvider {
    let id = UptimeProviderID.betterstack
    let name = "BETTER STACK"
    let summary = "HOSTED UPTIME MONITORING"
    let address = UptimeAddressNeed.hosted(
        HostedAddress(variable: "PULSE_BETTERSTACK_URL", url: "https://uptime.betterstack.com"))
    let key: UptimeKeyNeed? = UptimeKeyNeed(
        credential: Credential.betterStackToken.rawValue, placement: .bearer, isToken: true,
        explanation: ["A TEAM API TOKEN FROM", "BETTER STACK UPTIME,", "NOT A GLOBAL ONE: API", "TOKENS IN SETTINGS."])

    func sampleAnswers(monitors: [String]) -> [Data] {
        let items = monitors.map {
            #"{"id":"1","attributes":{"pronounceable_name":"\#($0)","status":"up","last_checked_at":"2026-06-13T12:00:00Z"}}"#
        }
        return [Data((#"{"data":["# + items.joined(separator: ",") + #"],"pagination":{"next":null}}"#).utf8)]
    }

    func start(_ source: UptimeSource, base: URL, catalog: UptimeCatalog?, at now: Date) -> (HTTPRequest, ReadCursor) {
        let first = get(base, "api/v2/monitors", for: source)
        return (first, ReadCursor(origin: first.url))
    }

    func step(_ body: Data, _ cursor: inout ReadCursor, _ source: UptimeSource, base: URL, at now: Date)
        -> ProviderStep
    {
        switch BetterStackDecoder.decode(body) {
        case .success(let page):
            cursor.rows += page.services
            guard let next = page.next else { return .finished(cursor.rows) }
            guard let origin = cursor.origin, let url = Self.nextPage(next, on: origin) else {
                return .failed(.unreadable)
            }
            return .send(
                HTTPRequest(
                    url: url, headers: ["Accept": "application/json"], bearer: source.credential,
                    credentialPlacement: source.credentialPlacement))
        case .failure(let failure):
            return .failed(failure)
        }
    }

    /// The page `next` names, on `origin`'s scheme, host and port whatever host it names:
    /// the token goes with the request, so it never leaves the host the source was set up
    /// with, and a `next` on another (Better Stack's documentation once showed its older
    /// host) still reads the list. Only the query (the page) may differ from the first
    /// page's address; nil for a `next` that is not an address of the same endpoint.
    static func nextPage(_ next: String, on origin: URL) -> URL? {
        guard let link = URLComponents(string: next),
            var page = URLComponents(url: origin, resolvingAgainstBaseURL: false),
            link.percentEncodedPath == page.percentEncodedPath
        else { return nil }
        page.percentEncodedQuery = link.percentEncodedQuery
        return page.url
    }
}
