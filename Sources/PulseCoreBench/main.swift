import Dispatch
import FoundationEssentials
import Glibc
import PulseCore
import PulseDisplay

// `make bench`: throughput of the pure parts, one line per figure.
//   pulse-core-bench PAGE.html...   the contributions parser on real year pages (MB/s),
//                                   the uptime decoder on 1,000 projects, and rendering
//                                   the GitHub page (the heaviest) at 320x100.

/// `value` with `places` decimals, as `%.Nf` would print it (`String(format:)` needs ICU).
func fixed(_ value: Double, _ places: Int) -> String {
    guard value.isFinite else { return String(value) }
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    let whole = String(Int(scaled / scale))
    let fraction = String(Int(scaled.truncatingRemainder(dividingBy: scale)))
    let sign = value < 0 && scaled > 0 ? "-" : ""
    guard places > 0 else { return sign + whole }
    return sign + whole + "." + String(repeating: "0", count: places - fraction.count) + fraction
}

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
print("parser: \(fixed(parses * bytes / 1e6, 0)) MB/s over \(pages.count) real pages (\(fixed(bytes / 1e3, 0)) KB)")

let projects = (0..<1000).map {
    #"{"id":\#($0),"name":"SERVICE-\#($0)","currentStatus":"up","lastCheckedAt":"2026-06-13T12:00:00.000Z","summary":{"uptime":99.9}}"#
}
let body = Data((#"{"data":{"key":{"name":"bench"},"projects":["# + projects.joined(separator: ",") + "]}}").utf8)
var services = 0
let decodes = rate {
    if case .success(let decoded) = UptimeDecoder.decode(body) { services += decoded.count }
}
print("uptime decoder: \(fixed(1000 / decodes, 2)) ms for 1000 projects (\(fixed(Double(body.count) / 1e3, 0)) KB)")

do {
    let renderer = Renderer(typeface: try Typeface.builtIn())
    let now = Date(timeIntervalSince1970: 1_788_199_200)
    let zone = TimeZone.gmt
    let state = DemoContent.state(page: .github, size: TerminalSize(columns: 320, rows: 100), at: now, zone: zone)
    var cells = 0
    let frames = rate { cells += renderer.frame(for: state, at: now, in: zone).cells.count }
    print("render: \(fixed(1000 / frames, 2)) ms a frame (GitHub page, 320x100)")
} catch {
    complain("pulse-core-bench: \(error)\n")
    exit(1)
}
// Keeps the work from being optimised away.
if days + services < 0 { print(days + services) }
