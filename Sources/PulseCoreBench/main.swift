import Dispatch
import FoundationEssentials
import Glibc
import PulseCore
import PulseDisplay

// `make bench`: throughput of the pure parts, as one JSON object on standard output.
//   pulse-core-bench PAGE.html...   the contributions parser on real year pages (MB/s),
//                                   the uptime decoder on 1,000 projects, and rendering
//                                   the GitHub page (the heaviest) at 320x100.

/// The figures, named for scripts/bench.
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
    for page in pages { days += GitHubCalendarParser.parse(page).count }
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

// Each provider's read over 1,000 monitors, in the shape its server sends: every answer
// of the read through its plan, as the page reads it.
let names = (0..<1000).map { "SERVICE-\($0)" }
let hosts = UptimeHosts(environment: [:])
for provider in UptimeProviderID.allCases where provider != .levo {
    let address = URL(string: "https://bench.example/status/bench")
    let source: UptimeSource
    switch provider.descriptor.address {
    case .hosted: source = UptimeSource(provider)
    case .server, .hostedOrServer: source = UptimeSource(provider, address: address)
    }
    let answers = provider.descriptor.sampleAnswers(monitors: names)
    var decoded = 0
    let runs = rate {
        var read = UptimeRead(source: source, hosts: hosts, at: Date(timeIntervalSince1970: 0))
        for answer in answers {
            if case .finished(let reading) = read.receive(HTTPResponse(status: 200, headers: [:], body: answer)) {
                decoded = reading.services.count
            }
        }
    }
    guard decoded == 1000 else {
        complain("pulse-core-bench: the \(provider.rawValue) read gave \(decoded) of 1000\n")
        exit(1)
    }
    services += decoded
    figures.sourceDecoderMilliseconds[provider.rawValue] = 1000 / runs
    figures.sourceBodyKB[provider.rawValue] = Double(answers.map(\.count).reduce(0, +)) / 1e3
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
