import Dispatch
import FoundationEssentials
import Glibc
import PulseCore
import PulseDisplay

// `make bench`: throughput of the pure parts, as one JSON object on standard output.
//   pulse-core-bench PAGE.html...   the contributions parser on real year pages (MB/s),
//                                   the uptime decoder on 1,000 projects, and rendering
//                                   the GitHub page (the heaviest) at 320x100.

/// The figures, named for scripts/bench.py.
struct CoreFigures: Encodable {
    var parserMBPerSecond = 0.0, parserPages = 0, parserKB = 0.0
    var uptimeDecoderMilliseconds = 0.0, uptimeBodyKB = 0.0
    var renderMilliseconds = 0.0
    /// Each uptime source's decoder over 1,000 monitors, by source name.
    var sourceDecoderMilliseconds: [String: Double] = [:], sourceBodyKB: [String: Double] = [:]
}
var figures = CoreFigures()

/// Writes `text` to standard error.
func complain(_ text: String) {
    var bytes = Array(text.utf8)
    _ = write(2, &bytes, bytes.count)
}

func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// Runs `body` until about half a second has passed; returns runs per second.
func rate(_ body: () -> Void) -> Double {
    var runs = 0
    let elapsed = seconds {
        let deadline = DispatchTime.now().uptimeNanoseconds + 500_000_000
        while DispatchTime.now().uptimeNanoseconds < deadline {
            body()
            runs += 1
        }
    }
    return Double(runs) / elapsed
}

let pages = CommandLine.arguments.dropFirst().compactMap { FileManager.default.contents(atPath: $0) }
guard !pages.isEmpty else {
    complain("usage: pulse-core-bench PAGE.html...\n")
    exit(2)
}
var days = 0
let bytes = Double(pages.map(\.count).reduce(0, +))
let parses = rate {
    for page in pages { days += ContributionsParser.parse(page).count }
}
figures.parserMBPerSecond = parses * bytes / 1e6
figures.parserPages = pages.count
figures.parserKB = bytes / 1e3

let projects = (0..<1000).map {
    #"{"id":\#($0),"name":"SERVICE-\#($0)","currentStatus":"up","lastCheckedAt":"2026-06-13T12:00:00.000Z","summary":{"uptime":99.9}}"#
}
let body = Data((#"{"data":{"key":{"name":"bench"},"projects":["# + projects.joined(separator: ",") + "]}}").utf8)
var services = 0
let decodes = rate {
    if case .success(let decoded) = UptimeDecoder.decode(body) { services += decoded.count }
}
figures.uptimeDecoderMilliseconds = 1000 / decodes
figures.uptimeBodyKB = Double(body.count) / 1e3

// Each source's decoder over 1,000 monitors, in the shape its server sends.
let names = (0..<1000).map { "SERVICE-\($0)" }
func json(_ items: [String]) -> String { items.joined(separator: ",") }
let kumaPage = Data(
    (#"{"publicGroupList":[{"weight":1,"monitorList":["#
        + json(names.enumerated().map { #"{"id":\#($0.offset),"name":"\#($0.element)","type":"http"}"# }) + "]}]}")
        .utf8)
let beat = #"{"status":1,"time":"2026-06-13 12:00:00.000","msg":"","ping":12}"#
let kumaBeats = Data(
    (#"{"heartbeatList":{"# + json((0..<1000).map { #""\#($0)":[\#(beat),\#(beat),\#(beat)]"# }) + "}}").utf8)
let sourceBodies: [(String, Data, (Data) -> Int)] = [
    (
        "kuma", kumaPage,
        { body in
            guard case .success(let monitors) = KumaDecoder.monitors(body),
                case .success(let beats) = KumaDecoder.lastBeats(kumaBeats)
            else { return 0 }
            return KumaDecoder.services(monitors, beats: beats).count
        }
    ),
    (
        "healthchecks",
        Data(
            (#"{"checks":["#
                + json(names.map { #"{"name":"\#($0)","status":"up","last_ping":"2026-06-13T12:00:00+00:00"}"# })
                + "]}").utf8),
        { (try? HealthchecksDecoder.decode($0).get().count) ?? 0 }
    ),
    (
        "uptimerobot",
        Data(
            (#"{"stat":"ok","pagination":{"offset":0,"limit":1000,"total":1000},"monitors":["#
                + json(names.map { #"{"id":1,"friendly_name":"\#($0)","status":2,"interval":300}"# }) + "]}").utf8),
        { (try? UptimeRobotDecoder.decode($0).get().services.count) ?? 0 }
    ),
    (
        "gatus",
        Data(
            ("["
                + json(
                    names.map {
                        #"{"name":"\#($0)","group":"core","results":[{"success":true,"timestamp":"2026-06-13T12:00:00Z"}]}"#
                    }) + "]").utf8),
        { (try? GatusDecoder.decode($0).get().count) ?? 0 }
    ),
    (
        "betterstack",
        Data(
            (#"{"data":["#
                + json(
                    names.map {
                        #"{"id":"1","attributes":{"pronounceable_name":"\#($0)","status":"up","last_checked_at":"2026-06-13T12:00:00Z"}}"#
                    }) + #"],"pagination":{"next":null}}"#).utf8),
        { (try? BetterStackDecoder.decode($0).get().services.count) ?? 0 }
    ),
]
for (name, body, decode) in sourceBodies {
    var decoded = 0
    let runs = rate { decoded = decode(body) }
    guard decoded == 1000 else {
        complain("pulse-core-bench: the \(name) decoder read \(decoded) of 1000\n")
        exit(1)
    }
    services += decoded
    figures.sourceDecoderMilliseconds[name] = 1000 / runs
    figures.sourceBodyKB[name] = Double(body.count) / 1e3
}

do {
    let renderer = Renderer(typeface: try Typeface.builtIn())
    let now = Date(timeIntervalSince1970: 1_788_199_200)
    let zone = TimeZone.gmt
    let state = DemoContent.state(page: .github, size: TerminalSize(columns: 320, rows: 100), at: now, zone: zone)
    var cells = 0
    let frames = rate { cells += renderer.frame(for: state, at: now, in: zone).cells.count }
    figures.renderMilliseconds = 1000 / frames
} catch {
    complain("pulse-core-bench: \(error)\n")
    exit(1)
}
// Keeps the work from being optimised away.
if days + services < 0 { print(days + services) }
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
print(String(decoding: (try? encoder.encode(figures)) ?? Data("{}".utf8), as: UTF8.self))
