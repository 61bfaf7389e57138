import FoundationEssentials

/// Where the Uptime page reads its monitors: the original API or one of the monitoring
/// services beside it. A base URL is always canonical (lower-case scheme and host, no
/// trailing slash, no query or fragment), so two spellings of one address compare equal.
public enum UptimeSource: Hashable, Sendable {
    /// The original uptime API (the default), with its bearer key.
    case levo
    /// An Uptime Kuma status page: the server's `base` and the page's `slug`.
    case kuma(base: URL, slug: String)
    /// Healthchecks.io, or a self-hosted Healthchecks at `base`.
    case healthchecks(base: URL)
    /// UptimeRobot's v2 API.
    case uptimerobot
    /// A Gatus server at `base`.
    case gatus(base: URL)
    /// Better Stack Uptime.
    case betterstack

    /// The hosted Healthchecks, which plain `healthchecks` means.
    public static let healthchecksIO = URL(string: "https://healthchecks.io") ?? URL(fileURLWithPath: "/")

    /// The form `preferences.json` keeps, which `init(parsing:)` reads back to this value:
    /// the same words as `--uptime` takes.
    public var storedForm: String {
        switch self {
        case .levo: "levo"
        case .kuma(let base, let slug): "kuma:\(base.absoluteString)/status/\(slug)"
        case .healthchecks(let base) where base == Self.healthchecksIO: "healthchecks"
        case .healthchecks(let base): "healthchecks:\(base.absoluteString)"
        case .uptimerobot: "uptimerobot"
        case .gatus(let base): "gatus:\(base.absoluteString)"
        case .betterstack: "betterstack"
        }
    }

    /// The source's name as Settings shows it.
    public var name: String {
        switch self {
        case .levo: "LEVO"
        case .kuma: "UPTIME KUMA"
        case .healthchecks: "HEALTHCHECKS"
        case .uptimerobot: "UPTIMEROBOT"
        case .gatus: "GATUS"
        case .betterstack: "BETTER STACK"
        }
    }

    /// The server a self-hosted source points at, as `host` or `host:port`; never the user
    /// name or password a URL may carry. Nil for the hosted services.
    public var host: String? {
        switch self {
        case .kuma(let base, _), .gatus(let base): Self.hostText(base)
        case .healthchecks(let base) where base != Self.healthchecksIO: Self.hostText(base)
        case .levo, .healthchecks, .uptimerobot, .betterstack: nil
        }
    }

    /// The Settings row's value: the name, then the host for a self-hosted source
    /// (`UPTIME KUMA STATUS.EXAMPLE.COM`).
    public var displayText: String {
        host.map { "\(name) \($0.uppercased())" } ?? name
    }

    private static func hostText(_ url: URL) -> String? {
        guard let host = URLComponents(url: url, resolvingAgainstBaseURL: false)?.host, !host.isEmpty else {
            return nil
        }
        let shown = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        return url.port.map { "\(shown):\($0)" } ?? shown
    }
}
