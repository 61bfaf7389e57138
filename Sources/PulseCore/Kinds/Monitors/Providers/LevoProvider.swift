import FoundationEssentials

extension UptimeSourceChoice {
    /// Its line in the picker.
    public static var levo: UptimeSourceChoice { UptimeSourceChoice(.levo, ownServer: false) }
}

/// The original uptime API of the studio's service: `GET /api/uptime/listall` with a
/// bearer key; the default source.
struct LevoProvider: UptimeProvider {
    let id = UptimeProviderID.levo
    let name = "LEVO"
    let summary = "LEVO STUDIO'S UPTIME API"
    let address = UptimeAddressNeed.hosted(
        HostedAddress(variable: "PULSE_UPTIME_URL", url: "https://tickets.levo-studio.com"))
    let key: UptimeKeyNeed? = UptimeKeyNeed(
        credential: Credential.uptimeKey.rawValue, placement: .bearer,
        explanation: [
            "BEARER TOKEN FOR THE", "LEVO STUDIO UPTIME API.", "GET ONE FROM YOUR ACCOUNT",
            "SETTINGS ON THE UPTIME SITE.",
        ], eyebrow: "UPTIME")

    func needs(ownServer: Bool) -> String { "LEVO UPTIME API KEY" }

    /// The original API rejects a key with 401 only.
    func failure(forStatus status: Int) -> UptimeReadFailure? {
        if (200..<300).contains(status) { return nil }
        return status == 401 ? .keyRejected : .serverError(status)
    }

    func sampleAnswers(monitors: [String]) -> [Data] {
        let projects = monitors.enumerated().map {
            #"{"id":\#($0.offset),"name":"\#($0.element)","currentStatus":"up","lastCheckedAt":"2026-06-13T12:00:00.000Z"}"#
        }
        return [
            Data((#"{"data":{"key":{"name":"sample"},"projects":["# + projects.joined(separator: ",") + "]}}").utf8)
        ]
    }

    func start(_ source: UptimeSource, base: URL, catalog: UptimeCatalog?, at now: Date) -> (HTTPRequest, ReadCursor) {
        (
            HTTPRequest(
                url: base.appendingPathComponent("api/uptime/listall"), headers: ["Accept": "application/json"],
                connectTimeout: 10, totalTimeout: 15, bearer: source.credential),
            ReadCursor()
        )
    }

    func step(_ body: Data, _ cursor: inout ReadCursor, _ source: UptimeSource, base: URL, at now: Date)
        -> ProviderStep
    {
        switch UptimeDecoder.decode(body) {
        case .success(let rows): .finished(rows)
        case .failure: .failed(.unreadable)
        }
    }
}

extension UptimeSource {
    /// The original uptime API (the default).
    public static var levo: UptimeSource { UptimeSource(.levo) }
}
