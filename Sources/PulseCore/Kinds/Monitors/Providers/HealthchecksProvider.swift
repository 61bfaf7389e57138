import FoundationEssentials

extension UptimeSourceChoice {
    /// The hosted service's line in the picker.
    public static var healthchecks: UptimeSourceChoice { UptimeSourceChoice(.healthchecks, ownServer: false) }
    /// The line of the user's own Healthchecks.
    public static var healthchecksSelfHosted: UptimeSourceChoice { UptimeSourceChoice(.healthchecks, ownServer: true) }
}

extension UptimeSource {
    /// The hosted Healthchecks, which plain `healthchecks` means.
    public static var healthchecksIO: URL { URL(string: "https://healthchecks.io") ?? URL(fileURLWithPath: "/") }

    /// Healthchecks.io, or a self-hosted Healthchecks at `base`.
    public static func healthchecks(base: URL) -> UptimeSource {
        UptimeSource(.healthchecks, address: base == healthchecksIO ? nil : base)
    }
}

extension Credential {
    /// Healthchecks.io's API key.
    public static let healthchecksKey = Credential(rawValue: "healthchecks.api-key")

    /// A self-hosted Healthchecks' key, named by its address: a key typed for one server
    /// is never sent to another.
    public static func healthchecksKey(base: URL) -> Credential {
        Credential(rawValue: "healthchecks.api-key@" + base.absoluteString)
    }
}

/// Healthchecks.io, or the user's own Healthchecks: `GET {base}/api/v3/checks/` with the
/// key in `X-Api-Key` (a read-only key works).
struct HealthchecksProvider: UptimeProvider {
    let id = UptimeProviderID.healthchecks
    let name = "HEALTHCHECKS"
    let summary = "CRON AND JOB MONITORING"
    let address = UptimeAddressNeed.hostedOrServer(HostedAddress(url: UptimeSource.healthchecksIO.absoluteString))
    let key: UptimeKeyNeed? = UptimeKeyNeed(
        credential: Credential.healthchecksKey.rawValue, placement: .header("X-Api-Key"),
        explanation: [
            "THE API KEY OF YOUR", "HEALTHCHECKS PROJECT.", "A READ-ONLY KEY WORKS:", "PROJECT SETTINGS, API KEYS.",
        ])
    let addressWords: UptimeAddressWords? = UptimeAddressWords(
        title: "SERVER", explanation: ["YOUR HEALTHCHECKS SERVER'S", "ADDRESS. ITS API KEY IS", "ASKED FOR NEXT."])

    /// The slash ends the path because Django redirects without it, and a redirect costs a
    /// round trip.
    func sampleAnswers(monitors: [String]) -> [Data] {
        let checks = monitors.map { #"{"name":"\#($0)","status":"up","last_ping":"2026-06-13T12:00:00+00:00"}"# }
        return [Data((#"{"checks":["# + checks.joined(separator: ",") + "]}").utf8)]
    }

    func start(_ source: UptimeSource, base: URL, catalog: UptimeCatalog?, at now: Date) -> (HTTPRequest, ReadCursor) {
        (get(base, "api/v3/checks/", for: source), ReadCursor())
    }

    func step(_ body: Data, _ cursor: inout ReadCursor, _ source: UptimeSource, base: URL, at now: Date)
        -> ProviderStep
    {
        finish(HealthchecksDecoder.decode(body))
    }
}
