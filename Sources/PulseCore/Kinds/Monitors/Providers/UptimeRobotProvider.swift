import FoundationEssentials

extension UptimeSourceChoice {
    /// Its line in the picker.
    public static var uptimerobot: UptimeSourceChoice { UptimeSourceChoice(.uptimerobot, ownServer: false) }
}

extension UptimeSource {
    /// UptimeRobot's v2 API.
    public static var uptimerobot: UptimeSource { UptimeSource(.uptimerobot) }
}

extension Credential {
    /// UptimeRobot's API key.
    public static let uptimeRobotKey = Credential(rawValue: "uptimerobot.api-key")
}

/// UptimeRobot's v2 API: `POST /v2/getMonitors` paged by offset, the key as the form's
/// `api_key` (never in the URL); the free plan allows 10 requests a minute.
struct UptimeRobotProvider: UptimeProvider {
    /// Monitors per page: the API's default and its maximum.
    static let pageSize = 50

    let id = UptimeProviderID.uptimerobot
    let name = "UPTIMEROBOT"
    let summary = "HOSTED SITE MONITORING"
    let address = UptimeAddressNeed.hosted(
        HostedAddress(variable: "PULSE_UPTIMEROBOT_URL", url: "https://api.uptimerobot.com"))
    let key: UptimeKeyNeed? = UptimeKeyNeed(
        credential: Credential.uptimeRobotKey.rawValue, placement: .formField("api_key"),
        explanation: ["THE API KEY OF YOUR", "UPTIMEROBOT ACCOUNT.", "A READ-ONLY KEY WORKS:", "INTEGRATIONS AND API."])
    let cadence = UptimeCadence(refresh: UptimeModel.interval, requestsPerMinute: 10)

    func sampleAnswers(monitors: [String]) -> [Data] {
        let items = monitors.map {
            #"{"id":1,"friendly_name":"\#($0)","status":2,"interval":300,"create_datetime":1700000000,"custom_uptime_ratio":"99.990","logs":[{"type":2,"datetime":1781352000,"duration":600}]}"#
        }
        let total = monitors.count
        return [
            Data(
                (#"{"stat":"ok","pagination":{"offset":0,"limit":\#(total),"total":\#(total)},"monitors":["#
                    + items.joined(separator: ",") + "]}").utf8)
        ]
    }

    func start(_ source: UptimeSource, base: URL, catalog: UptimeCatalog?, at now: Date) -> (HTTPRequest, ReadCursor) {
        (page(source, base: base, offset: 0), ReadCursor())
    }

    /// The next offset comes from what came, not from the page size, so a short page skips
    /// nothing; an empty page or an unknown total ends the read.
    func step(_ body: Data, _ cursor: inout ReadCursor, _ source: UptimeSource, base: URL, at now: Date)
        -> ProviderStep
    {
        switch UptimeRobotDecoder.decode(body, at: now) {
        case .success(let page):
            cursor.rows += page.services
            guard let total = page.total, !page.services.isEmpty, cursor.rows.count < total else {
                return .finished(cursor.rows)
            }
            cursor.offset += page.services.count
            return .send(self.page(source, base: base, offset: cursor.offset))
        case .failure(let failure):
            return .failed(failure)
        }
    }

    /// `format=json&offset=N&limit=50`, with the last day's ratio (`custom_uptime_ratios=1`)
    /// and each monitor's newest log (`logs=1&logs_limit=1`): parameters of the same
    /// request, so the read costs no request more; one log a monitor, not all of them,
    /// keeps a page to a few kilobytes. The runtime appends `api_key` to the form body.
    private func page(_ source: UptimeSource, base: URL, offset: Int) -> HTTPRequest {
        var request = get(base, "v2/getMonitors", for: source)
        request.method = .post
        request.headers["Content-Type"] = FormBody.contentType
        request.body = FormBody.encode([
            ("format", "json"), ("offset", String(offset)), ("limit", String(Self.pageSize)),
            ("custom_uptime_ratios", "1"), ("logs", "1"), ("logs_limit", "1"),
        ])
        return request
    }
}
