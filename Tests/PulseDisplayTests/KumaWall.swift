import Foundation
import PulseCore

/// A Kuma 2.x status page as a wall shows one, decoded from bodies shaped as the server
/// sends them (`getStatusPageData`, the heartbeat route): a group of two roll-ups named
/// like the groups below them, one down because a child is; a monitor down since 13:47,
/// one pending since 14:20, one under maintenance, one younger than a day; a pinned
/// incident and a maintenance window in progress.
enum KumaWall {
    /// One monitor: its id, group, name, whether it is a roll-up, its beats from the oldest
    /// (one a minute, the last at `now` less 30 s) as Kuma's status numbers, and its
    /// `uptimeList` ratio.
    struct Monitor {
        let id: Int, group: Int, name: String, rollUp: Bool
        let beats: [Int], ratio: Double
    }

    static let groups = [(1, "Overview"), (2, "Anna's Archive"), (3, "Libgen")]

    /// `total` beats: up, then `tail`.
    static func beats(_ tail: [Int], total: Int = 100) -> [Int] {
        Array(repeating: 1, count: total - tail.count) + tail
    }

    static let monitors = [
        Monitor(
            id: 20, group: 1, name: "Anna's Archive", rollUp: true, beats: beats(Array(repeating: 0, count: 45)),
            ratio: 0.9688),
        Monitor(
            id: 21, group: 1, name: "Libgen", rollUp: true, beats: beats(Array(repeating: 2, count: 12)), ratio: 0.9972),
        Monitor(
            id: 7, group: 2, name: "Anna's Archive GL", rollUp: false,
            beats: beats([0, 0, 1] + Array(repeating: 1, count: 30)), ratio: 0.9993),
        Monitor(
            id: 8, group: 2, name: "Anna's Archive SE", rollUp: false, beats: beats(Array(repeating: 0, count: 45)),
            ratio: 0.9688),
        Monitor(
            id: 9, group: 3, name: "Libgen RS", rollUp: false,
            beats: beats([2, 1, 1] + Array(repeating: 2, count: 12)),
            ratio: 0.9972),
        Monitor(
            id: 10, group: 3, name: "Libgen Mirror", rollUp: false, beats: beats(Array(repeating: 3, count: 20)),
            ratio: 1),
        Monitor(id: 11, group: 3, name: "Libgen Beta", rollUp: false, beats: beats([], total: 30), ratio: 1),
    ]

    /// The status page's body.
    static func page() -> Data {
        let groupList = groups.map { id, name in
            let list = monitors.filter { $0.group == id }.map {
                #"{"id":\#($0.id),"name":"\#($0.name)","sendUrl":0,"type":"\#($0.rollUp ? "group" : "http")"}"#
            }
            return #"{"id":\#(id),"name":"\#(name)","weight":\#(id),"monitorList":[\#(list.joined(separator: ","))]}"#
        }
        let incident =
            #"{"id":3,"style":"warning","title":"Mirror sync delayed","content":"Files added today may be late.","#
            + #""pin":true,"active":true,"createdDate":"2026-08-30 12:10:00","lastUpdatedDate":null,"status_page_id":1}"#
        let window =
            #"{"id":2,"title":"Libgen mirror move","description":"","strategy":"manual","active":true,"#
            + #""dateRange":[null],"timeslotList":[],"status":"under-maintenance"}"#
        return Data(
            (#"{"config":{"slug":"wall","title":"Wall","autoRefreshInterval":300},"incidents":["# + incident
                + #"],"publicGroupList":["# + groupList.joined(separator: ",") + #"],"maintenanceList":["# + window
                + "]}").utf8)
    }

    /// Kuma's beat time, UTC with no zone written.
    static func kumaTime(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
        return formatter.string(from: date)
    }

    /// The heartbeat list's body at `now`.
    static func heartbeats(at now: Date) -> Data {
        let lists = monitors.map { monitor in
            let beats = monitor.beats.enumerated().map { index, status in
                let time = now.addingTimeInterval(-30 - 60 * Double(monitor.beats.count - 1 - index))
                let ping = status == 1 ? "41" : "null"
                return #"{"status":\#(status),"time":"\#(kumaTime(time))","msg":"","ping":\#(ping)}"#
            }
            return #""\#(monitor.id)":[\#(beats.joined(separator: ","))]"#
        }
        let ratios = monitors.map { #""\#($0.id)_24":\#($0.ratio)"# }
        return Data(
            (#"{"heartbeatList":{"# + lists.joined(separator: ",") + #"},"uptimeList":{"#
                + ratios.joined(separator: ",") + "}}").utf8)
    }

    /// The page's model at `now`, as a read of both bodies leaves it.
    static func model(at now: Date, order: UptimeOrder = .asListed) throws -> UptimeModel {
        let page = try KumaDecoder.page(page()).get()
        let beats = try KumaDecoder.heartbeats(heartbeats(at: now)).get()
        let services = KumaDecoder.services(page.monitors, heartbeats: beats, at: now)
        let source = try UptimeSource(parsing: "kuma:https://status.example.com/status/wall")
        return UptimeModel(
            services: services, notices: page.notices, lastCheck: services.compactMap(\.lastCheckedAt).max(),
            lastAttempt: now.addingTimeInterval(-48), preferences: UptimePreferences(source: source, order: order))
    }
}
