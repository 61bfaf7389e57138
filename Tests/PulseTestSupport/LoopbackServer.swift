import Foundation

/// The misbehaving loopback server (`Tests/LoopbackServer/server.py`), started for a test
/// and killed when it ends.
public final class LoopbackServer {
    /// The port it listens on.
    public let port: Int
    /// `http`, or `https` in TLS mode.
    public let scheme: String
    private let pid: pid_t
    private let scratch: URL

    /// Starts a server; with `tls`, HTTPS with a self-signed certificate.
    public init(tls: Bool = false) throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("LoopbackServer/server.py").path
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-server-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let output = scratch.appendingPathComponent("out").path
        let pid = try spawnProcess(
            "python3", [script] + (tls ? ["--tls"] : []), output: output, searchPath: true)
        self.pid = pid
        scheme = tls ? "https" : "http"
        // Wait for the `PORT n` line; bounded, so a broken server fails the test instead of hanging it.
        let deadline = Date().addingTimeInterval(20)
        var found: Int?
        while found == nil, Date() < deadline {
            if let text = try? String(contentsOfFile: output, encoding: .utf8), text.hasSuffix("\n"),
                let line = text.split(separator: "\n").first, line.hasPrefix("PORT ")
            {
                found = Int(line.dropFirst(5))
            } else {
                usleep(20_000)
            }
        }
        guard let found else {
            kill(pid, SIGKILL)
            throw ServerError("the loopback server did not start")
        }
        port = found
    }

    deinit {
        kill(pid, SIGKILL)
        _ = waitForExit(pid)
        try? FileManager.default.removeItem(at: scratch)
    }

    /// A URL on this server.
    public func url(_ path: String) -> URL {
        URL(string: "\(scheme)://127.0.0.1:\(port)\(path)") ?? URL(fileURLWithPath: "/")
    }

    /// A loopback port with nothing listening: bound, then closed.
    public static func closedPort() -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
        }
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}

/// The server could not be started.
public struct ServerError: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String
    init(_ description: String) { self.description = description }
}

extension LoopbackServer {
    /// The base URL to hand Pulse (`PULSE_OPEN_METEO_URL` and the like).
    public var base: String { "\(scheme)://127.0.0.1:\(port)" }

    /// GETs `path` on the server with the curl command; the body.
    public func get(_ path: String) -> String {
        let result = run("/usr/bin/curl", ["-s", "-m", "5", "\(base)\(path)"])
        return result
    }

    /// How many requests the server has answered for `path`.
    public func count(of path: String) -> Int {
        Int(get("/count?path=\(path)")) ?? -1
    }

    /// The query string of the last request the server answered for `path`.
    public func lastQuery(of path: String) -> String {
        get("/last-query?path=\(path)")
    }

    /// Sets how `/v1/forecast` answers: ok, kelvin, real (the real fixtures, in the
    /// unit asked for) or one of the server's faults.
    public func setForecast(_ mode: String) {
        _ = get("/control?forecast=\(mode)")
    }

    /// Sets how `/api/uptime/listall` answers a good key: ok, many, empty, hostile, 404 or
    /// one of the server's faults.
    public func setUptime(_ mode: String) {
        _ = get("/control?uptime=\(mode)")
    }

    /// Sets how the GitHub endpoints answer: `github` for the contributions page (ok or a
    /// fault), `events` for the feed (ok, ratelimit with `reset`, or a fault), `day` for
    /// what the server calls today (`YYYY-MM-DD`).
    public func setGitHub(_ mode: String? = nil, events: String? = nil, reset: Int? = nil, day: String? = nil) {
        var query: [String] = []
        if let day { query.append("day=\(day)") }
        if let mode { query.append("github=\(mode)") }
        if let events { query.append("events=\(events)") }
        if let reset { query.append("reset=\(reset)") }
        _ = get("/control?" + query.joined(separator: "&"))
    }

    /// Sets how `/v1/search` (the geocoding search) answers: ok or one of the faults.
    public func setSearch(_ mode: String) {
        _ = get("/control?search=\(mode)")
    }

    /// Sets the `Retry-After` seconds every 429 fault carries (120 until set).
    public func setRetryAfter(_ seconds: Int) {
        _ = get("/control?retry=\(seconds)")
    }

    /// The key the uptime endpoint accepts.
    public static let uptimeKey = "lsu_test_key"

    private func run(_ executable: String, _ arguments: [String]) -> String {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-get-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        guard let pid = try? spawnProcess(executable, arguments, output: out.path) else { return "" }
        _ = waitForExit(pid)
        return (try? String(contentsOf: out, encoding: .utf8)) ?? ""
    }
}
