import FoundationEssentials

/// One monitor of a Kuma status page, as the status page lists it.
public typealias KumaMonitor = UptimeCatalog.Monitor

/// One beat of a Kuma monitor: its state and when it was taken.
public typealias KumaBeat = TimedCheck

/// What a Kuma status page says: its monitors in the page's order, and its notices.
public struct KumaPage: Equatable, Sendable {
    /// The monitors, group by group.
    public let monitors: [KumaMonitor]
    /// The pinned incidents, then the maintenance windows in progress.
    public let notices: [UptimeNotice]
}

/// What a Kuma heartbeat list says, by monitor id: the beats, oldest first, and the ratio
/// of the last 24 hours the server keeps.
public struct KumaHeartbeats: Equatable, Sendable {
    /// Each monitor's beats, oldest first.
    public let beats: [Int: [KumaBeat]]
    /// Each monitor's `uptimeList` ratio (`"ID_24"`), 0 to 1.
    public let uptime: [Int: Double]
}

/// Decodes Kuma's two public status-page answers and joins them, 1.x and 2.x alike: the
/// page (`incident` in 1.x and 2.0, `incidents` from 2.1, `maintenanceList`, the groups)
/// and the heartbeats (50 beats a monitor in 1.x, up to 100 in 2.x, and `uptimeList`).
public enum KumaDecoder {
    /// The fewest beats any version cuts a monitor's list to (1.x's `LIMIT 50`; 2.x keeps
    /// 100): a list shorter than this is all the beats the monitor has ever had.
    static let shortestList = 50

    /// The status page. Required: `publicGroupList`, each group's `monitorList`, each
    /// monitor's numeric `id` and string `name`, so a page with no monitors never looks
    /// like a body of another shape. The rest is read where it has the shape Kuma gives
    /// it and passed over where not: a group's `name` heads its first monitor, a monitor
    /// of `type` `group` is a roll-up, and the notices are the incidents that are not
    /// marked inactive and the maintenance windows under maintenance.
    public static func page(_ body: Data) -> Result<KumaPage, UptimeReadFailure> {
        guard let root = JSONField.parse(body) as? [String: Any], let groups = root["publicGroupList"] as? [Any] else {
            return .failure(.unreadable)
        }
        var monitors: [KumaMonitor] = []
        for group in groups {
            guard let fields = group as? [String: Any], let list = fields["monitorList"] as? [Any] else {
                return .failure(.unreadable)
            }
            var heading = JSONField.string(fields["name"]).map { $0.trimmingWhitespaceAndNewlines() }
            if heading?.isEmpty == true { heading = nil }
            for monitor in list {
                guard let fields = monitor as? [String: Any], let id = JSONField.integer(fields["id"]),
                    let name = JSONField.string(fields["name"])
                else { return .failure(.unreadable) }
                monitors.append(
                    KumaMonitor(
                        id: id, name: name, heading: heading, isRollUp: JSONField.string(fields["type"]) == "group"))
                heading = nil
            }
        }
        return .success(KumaPage(monitors: monitors, notices: notices(root)))
    }

    /// The status page's monitors in group order, then in each group's order.
    public static func monitors(_ body: Data) -> Result<[KumaMonitor], UptimeReadFailure> {
        page(body).map(\.monitors)
    }

    /// The incidents (2.1's `incidents`, else 1.x's single `incident` or null), then the
    /// maintenance windows. Kuma sends only pinned, active incidents and only windows
    /// under maintenance; one that says otherwise (`active: false`, a `status` other than
    /// `under-maintenance`) is left out.
    static func notices(_ root: [String: Any]) -> [UptimeNotice] {
        let incidents = (root["incidents"] as? [Any]) ?? [root["incident"] as Any]
        var notices: [UptimeNotice] = []
        for case let incident as [String: Any] in incidents where JSONField.boolean(incident["active"]) != false {
            notices.append(UptimeNotice(.incident, title: title(incident)))
        }
        for case let window as [String: Any] in (root["maintenanceList"] as? [Any]) ?? [] {
            guard JSONField.string(window["status"]).map({ $0 == "under-maintenance" }) ?? true else { continue }
            notices.append(UptimeNotice(.maintenance, title: title(window)))
        }
        return notices
    }

    /// A notice's title, or its content's first line when the title is blank.
    private static func title(_ fields: [String: Any]) -> String {
        for field in ["title", "content", "description"] {
            let line = JSONField.string(fields[field])?.split(whereSeparator: \.isNewline).first.map(String.init)
            if let line = line?.trimmingWhitespace(), !line.isEmpty { return line }
        }
        return ""
    }

    /// Each monitor's beats and 24-hour ratio, by id. Required: `heartbeatList`, an object;
    /// a monitor whose list is empty or not a list has no beats, and so no entry. Only a
    /// key that is an id written as Kuma writes one (`7`, never `07` or `+7`; `7_24` in
    /// `uptimeList`) names a monitor: keys that spell the same id would otherwise decide
    /// its state by the dictionary's order, which differs from run to run.
    public static func heartbeats(_ body: Data) -> Result<KumaHeartbeats, UptimeReadFailure> {
        guard let root = JSONField.parse(body) as? [String: Any], let lists = root["heartbeatList"] as? [String: Any]
        else { return .failure(.unreadable) }
        var beats: [Int: [KumaBeat]] = [:]
        for (key, list) in lists {
            guard let id = canonicalID(key), let list = list as? [Any] else { continue }
            let read = list.compactMap { $0 as? [String: Any] }.map { beat in
                KumaBeat(status(beat["status"]), at: JSONField.string(beat["time"]).flatMap(timestamp))
            }
            if !read.isEmpty { beats[id] = read }
        }
        var uptime: [Int: Double] = [:]
        for (key, value) in (root["uptimeList"] as? [String: Any]) ?? [:] {
            guard key.hasSuffix("_24"), let id = canonicalID(String(key.dropLast(3))),
                let ratio = UptimeHistory.ratio(value)
            else { continue }
            uptime[id] = ratio
        }
        return .success(KumaHeartbeats(beats: beats, uptime: uptime))
    }

    private static func canonicalID(_ key: String) -> Int? {
        guard let id = Int(key), String(id) == key else { return nil }
        return id
    }

    /// The page's rows, read at `now`: every monitor in the status page's order with its
    /// last beat's state (a monitor without beats is unknown), its beats, when its trouble
    /// began where the beats show it, and the server's 24-hour ratio where it measures a
    /// day: the beats hold a check of the last day that a ratio counts (up, pending, down;
    /// Kuma sends 0 for a monitor it has not checked), and the monitor is a day old (its
    /// list is cut short, so it has older beats, or its oldest beat is a day old).
    public static func services(_ monitors: [KumaMonitor], heartbeats: KumaHeartbeats, at now: Date)
        -> [UptimeService]
    {
        monitors.map { monitor in
            let beats = heartbeats.beats[monitor.id] ?? []
            let aged =
                beats.count >= shortestList
                || beats.first?.time.map { $0 <= now.addingTimeInterval(-UptimeHistory.day) } == true
            let measured = aged && UptimeHistory.hasCountedCheck(beats, inDayBefore: now)
            return UptimeService(
                name: monitor.name, status: beats.last?.status ?? .unknown, lastCheckedAt: beats.last?.time,
                checks: beats.map(\.status), uptime: measured ? heartbeats.uptime[monitor.id] : nil,
                downSince: UptimeHistory.troubleStart(beats), heading: monitor.heading, isRollUp: monitor.isRollUp,
                key: String(monitor.id))
        }
    }

    /// 1 up, 2 pending (failing, retries left) degraded, 0 down, 3 maintenance; any other
    /// value unknown.
    static func status(_ value: Any?) -> ServiceStatus { ServiceStatus(JSONField.integer(value), in: states) }

    private static let states: [Int: ServiceStatus] = [1: .operational, 2: .degraded, 0: .down, 3: .maintenance]

    /// Kuma's `YYYY-MM-DD HH:mm:ss.SSS`, UTC with no zone written (milliseconds optional),
    /// or an ISO-8601 time should a version send one; anything else is no time at all.
    static func timestamp(_ text: String) -> Date? {
        let iso = text.contains("T") ? text : text.replacing(" ", with: "T") + "Z"
        return UptimeDecoder.timestamp(iso)
    }
}
