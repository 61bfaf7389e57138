import FoundationEssentials

extension UptimeSourceChoice {
    /// Its line in the picker.
    public static var kuma: UptimeSourceChoice { UptimeSourceChoice(.kuma, ownServer: true) }
}

extension UptimeSource {
    /// The Uptime Kuma status page `slug` on the server at `base`.
    public static func kuma(base: URL, slug: String) -> UptimeSource {
        var text = base.absoluteString
        while text.hasSuffix("/") { text.removeLast() }
        return UptimeSource(.kuma, address: URL(string: text + "/status/" + slug) ?? base)
    }
}

/// What Kuma refuses of an address: the uptime sources' own refusals (`Monitors.Refusal`).
public enum KumaRefusal: SourceRefusal {
    /// A Kuma address whose path does not end in `/status/SLUG`.
    case withoutSlug
    /// A Kuma slug that Kuma itself would refuse.
    case invalidSlug

    /// The usage line.
    public var description: String {
        switch self {
        case .withoutSlug: "a Kuma address must end in /status/SLUG, as the browser shows the status page"
        case .invalidSlug: "a Kuma status page's slug is letters and digits, joined by single hyphens"
        }
    }

    /// The prompt's notice.
    public var promptText: String {
        switch self {
        case .withoutSlug: "MUST END IN /STATUS/SLUG."
        case .invalidSlug: "NOT A STATUS PAGE'S SLUG."
        }
    }
}

/// A published Uptime Kuma status page, read as the page itself reads it: its monitors,
/// groups, incidents and maintenance (`GET /api/status-page/SLUG`, cached five minutes on
/// the server) and their heartbeats with each one's 24-hour ratio
/// (`GET /api/status-page/heartbeat/SLUG`, cached one). Public: no key.
struct KumaProvider: UptimeProvider {
    let id = UptimeProviderID.kuma
    let name = "UPTIME KUMA"
    let summary = "YOUR KUMA STATUS PAGE"
    let address = UptimeAddressNeed.server
    let cadence = UptimeCadence(refresh: 60, monitorList: 300)
    let addressWords: UptimeAddressWords? = UptimeAddressWords(
        title: "STATUS PAGE",
        explanation: [
            "THE STATUS PAGE'S ADDRESS", "AS THE BROWSER SHOWS IT,", "ENDING IN /STATUS/SLUG.",
            "PUBLIC PAGES NEED NO KEY.",
        ], placeholder: "HTTPS://HOST/STATUS/SLUG")

    /// A status page's address as the browser shows it, `BASE/status/SLUG`, with a slug
    /// Kuma itself would take (`checkSlug`: letters and digits, single hyphens between).
    func canonical(_ url: URL, path: [String]) throws(KumaRefusal) -> URL {
        guard path.count >= 2, path[path.count - 2] == "status", let slug = path.last else { throw .withoutSlug }
        let words = slug.split(separator: "-", omittingEmptySubsequences: false)
        guard words.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }) else {
            throw .invalidSlug
        }
        return url
    }

    /// The status page's address, as the browser shows it.
    var missingAddressLine: String {
        "kuma needs the status page's address, as the browser shows it: kuma:https://HOST/status/SLUG"
    }

    /// A slug that does not exist is a 404.
    func failure(forStatus status: Int) -> UptimeReadFailure? {
        if (200..<300).contains(status) { return nil }
        return status == 404 ? .noSuchStatusPage : .serverError(status)
    }

    /// The heartbeats at once while the kept monitor list is fresh, else the page first.
    func sampleAnswers(monitors: [String]) -> [Data] {
        let list = monitors.enumerated().map { #"{"id":\#($0.offset),"name":"\#($0.element)","type":"http"}"# }
        let beat = #"{"status":1,"time":"2026-06-13 12:00:00.000","msg":"","ping":12}"#
        let beats = monitors.indices.map { #""\#($0)":[\#(beat),\#(beat),\#(beat)]"# }
        let ratios = monitors.indices.map { #""\#($0)_24":0.999"# }
        return [
            Data((#"{"publicGroupList":[{"weight":1,"monitorList":["# + list.joined(separator: ",") + "]}]}").utf8),
            Data(
                (#"{"heartbeatList":{"# + beats.joined(separator: ",") + #"},"uptimeList":{"#
                    + ratios.joined(separator: ",") + "}}").utf8),
        ]
    }

    func start(_ source: UptimeSource, base: URL, catalog: UptimeCatalog?, at now: Date) -> (HTTPRequest, ReadCursor) {
        let (server, slug) = Self.split(base)
        if let catalog, catalog.isFresh(for: source, at: now) {
            var cursor = ReadCursor(catalog: catalog)
            cursor.stage = 1
            return (get(server, "api/status-page/heartbeat/\(slug)", for: source), cursor)
        }
        return (get(server, "api/status-page/\(slug)", for: source), ReadCursor())
    }

    func step(_ body: Data, _ cursor: inout ReadCursor, _ source: UptimeSource, base: URL, at now: Date)
        -> ProviderStep
    {
        if cursor.stage == 0 {
            switch KumaDecoder.page(body) {
            case .success(let page):
                cursor.catalog = UptimeCatalog(
                    source: source, monitors: page.monitors, notices: page.notices, readAt: now)
                cursor.stage = 1
                let (server, slug) = Self.split(base)
                return .send(get(server, "api/status-page/heartbeat/\(slug)", for: source))
            case .failure(let failure):
                return .failed(failure)
            }
        }
        guard let catalog = cursor.catalog else { return .failed(.unreadable) }
        switch KumaDecoder.heartbeats(body) {
        case .success(let beats): return .finished(KumaDecoder.services(catalog.monitors, heartbeats: beats, at: now))
        case .failure(let failure): return .failed(failure)
        }
    }

    /// The server and the slug of a status page's address.
    static func split(_ page: URL) -> (server: URL, slug: String) {
        var parts = URLComponents(url: page, resolvingAgainstBaseURL: false)
        let path = page.path.split(separator: "/").map(String.init)
        let kept = path.dropLast(2)
        parts?.path = kept.isEmpty ? "" : "/" + kept.joined(separator: "/")
        return (parts?.url ?? page, path.last ?? "")
    }
}
