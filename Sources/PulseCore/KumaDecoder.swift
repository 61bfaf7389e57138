import FoundationEssentials

/// One monitor of a Kuma status page, as the status page lists it.
public struct KumaMonitor: Equatable, Sendable {
    /// The monitor's id, which joins it to its heartbeats.
    public let id: Int
    /// Its name, as sent.
    public let name: String

    /// A monitor.
    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

/// The last beat of one Kuma monitor.
public struct KumaBeat: Equatable, Sendable {
    /// Its state.
    public let status: ServiceStatus
    /// When it was taken, if the time could be read.
    public let time: Date?
}

/// Decodes Kuma's two public status-page answers and joins them. Both 1.x (`incident`,
/// 50 beats) and 2.x (`incidents`, up to 100 beats) bodies: neither field is read.
public enum KumaDecoder {
    /// The status page's monitors in group order, then in each group's order. Required:
    /// `publicGroupList`, each group's `monitorList`, each monitor's numeric `id` and
    /// string `name`, so a page with no monitors never looks like a body of another shape.
    public static func monitors(_ body: Data) -> Result<[KumaMonitor], UptimeReadFailure> {
        guard let root = JSONField.parse(body) as? [String: Any], let groups = root["publicGroupList"] as? [Any] else {
            return .failure(.unreadable)
        }
        var monitors: [KumaMonitor] = []
        for group in groups {
            guard let list = (group as? [String: Any])?["monitorList"] as? [Any] else { return .failure(.unreadable) }
            for monitor in list {
                guard let fields = monitor as? [String: Any], let id = JSONField.integer(fields["id"]),
                    let name = JSONField.string(fields["name"])
                else { return .failure(.unreadable) }
                monitors.append(KumaMonitor(id: id, name: name))
            }
        }
        return .success(monitors)
    }

    /// Each monitor's last beat, by id. Required: `heartbeatList`, an object; a monitor
    /// whose list is empty or not a list has no beat, and so no entry.
    public static func lastBeats(_ body: Data) -> Result<[Int: KumaBeat], UptimeReadFailure> {
        guard let root = JSONField.parse(body) as? [String: Any], let lists = root["heartbeatList"] as? [String: Any]
        else { return .failure(.unreadable) }
        var beats: [Int: KumaBeat] = [:]
        for (key, list) in lists {
            // Beats come oldest first: the last is the monitor's state now.
            guard let id = Int(key), let last = (list as? [Any])?.last as? [String: Any] else { continue }
            beats[id] = KumaBeat(
                status: status(last["status"]), time: JSONField.string(last["time"]).flatMap(timestamp))
        }
        return .success(beats)
    }

    /// The page's rows: every monitor in the status page's order with its last beat's
    /// state; a monitor without beats is unknown.
    public static func services(_ monitors: [KumaMonitor], beats: [Int: KumaBeat]) -> [UptimeService] {
        monitors.map { monitor in
            let beat = beats[monitor.id]
            return UptimeService(name: monitor.name, status: beat?.status ?? .unknown, lastCheckedAt: beat?.time)
        }
    }

    /// 1 up, 2 pending (failing, retries left) degraded, 0 down; 3 maintenance and any
    /// other value unknown.
    static func status(_ value: Any?) -> ServiceStatus {
        switch JSONField.integer(value) {
        case 1: .operational
        case 2: .degraded
        case 0: .down
        default: .unknown
        }
    }

    /// Kuma's `YYYY-MM-DD HH:mm:ss.SSS`, UTC with no zone written (milliseconds optional),
    /// or an ISO-8601 time should a version send one; anything else is no time at all.
    static func timestamp(_ text: String) -> Date? {
        let iso = text.contains("T") ? text : text.replacing(" ", with: "T") + "Z"
        return UptimeDecoder.timestamp(iso)
    }
}
