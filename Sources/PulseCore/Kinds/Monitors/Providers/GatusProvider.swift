import FoundationEssentials

extension UptimeSourceChoice {
    /// Its line in the picker.
    public static var gatus: UptimeSourceChoice { UptimeSourceChoice(.gatus, ownServer: true) }
}

extension UptimeSource {
    /// A Gatus server at `base`.
    public static func gatus(base: URL) -> UptimeSource { UptimeSource(.gatus, address: base) }
}

/// Gatus: `GET {server}/api/v1/endpoints/statuses`, every endpoint in one public answer.
struct GatusProvider: UptimeProvider {
    let id = UptimeProviderID.gatus
    let name = "GATUS"
    let summary = "YOUR GATUS DASHBOARD"
    let address = UptimeAddressNeed.server
    let addressWords: UptimeAddressWords? = UptimeAddressWords(
        title: "SERVER",
        explanation: ["THE GATUS SERVER'S ADDRESS.", "ITS STATUS API IS PUBLIC:", "NO KEY IS ASKED FOR."])

    func sampleAnswers(monitors: [String]) -> [Data] {
        let endpoints = monitors.map {
            #"{"name":"\#($0)","group":"core","results":[{"success":true,"timestamp":"2026-06-13T12:00:00Z"}]}"#
        }
        return [Data(("[" + endpoints.joined(separator: ",") + "]").utf8)]
    }

    func start(_ source: UptimeSource, base: URL, catalog: UptimeCatalog?, at now: Date) -> (HTTPRequest, ReadCursor) {
        (get(base, "api/v1/endpoints/statuses", for: source), ReadCursor())
    }

    func step(_ body: Data, _ cursor: inout ReadCursor, _ source: UptimeSource, base: URL, at now: Date)
        -> ProviderStep
    {
        finish(GatusDecoder.decode(body, at: now))
    }
}
