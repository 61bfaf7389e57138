import Foundation
import PulseCore

/// libFuzzer entry: the JSON decoders Pulse feeds with network bodies (the uptime API and
/// every other uptime source, the forges' calendars and events, weather, geocoding), and
/// the parsers of text a user types or a file holds (an uptime or contributions source, an
/// ISO-8601 instant, a zone file, where a hand-edited JSON file breaks). None may trap or
/// hang, whatever the bytes; a forge's calendar read whole never holds a day that is not
/// one or a negative count, and a JSON fault is on a line and column that exist.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDecoders(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let body = Data(bytes: data, count: size)
    _ = UptimeDecoder.decode(body)
    _ = GitHubEventsDecoder.decode(body)
    _ = WeatherDecoder.decode(body)
    _ = GeocodingDecoder.decode(body)
    _ = KumaDecoder.page(body)
    if case .success(let beats) = KumaDecoder.heartbeats(body) {
        _ = KumaDecoder.services(
            [KumaMonitor(id: 1, name: "a"), KumaMonitor(id: 7, name: "b")], heartbeats: beats, at: now)
    }
    _ = HealthchecksDecoder.decode(body)
    _ = UptimeRobotDecoder.decode(body, at: now)
    _ = GatusDecoder.decode(body, at: now)
    _ = BetterStackDecoder.decode(body)
    for case .success(let answer) in [GitLabDecoder.calendar(body), GiteaDecoder.heatmap(body)] {
        for (key, day) in answer.days where ContributionCalendar.dayNumber(key) == nil || day.count < 0 {
            fatalError("a day that the rules do not allow: \(key) \(day)")
        }
        if case .success(let calendar) = ContributionCalendar.judge(answer, at: now) {
            _ = calendar.readings(in: utc)
        }
    }
    _ = ZoneFileFormat.isWellFormed(Array(body))
    if let fault = JSONTree.fault(in: body), fault.line < 1 || fault.column < 1 {
        fatalError("a JSON fault before the text: \(fault)")
    }
    _ = GitLabDecoder.events(body)
    _ = GiteaDecoder.feed(body)
    let text = String(decoding: body, as: UTF8.self)
    _ = try? UptimeSource(parsing: text)
    _ = try? ContributionsSource(parsing: text)
    _ = ISO8601Instant.parse(text, localZone: utc)
    return 0
}

/// The instant the decoders that weigh a day read at.
private let now = Date(timeIntervalSince1970: 1_787_401_800)

/// The zone a typed instant without an offset is read in.
private let utc = TimeZone(identifier: "UTC") ?? TimeZone.current
