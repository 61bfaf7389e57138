import CCurl
import FoundationEssentials
import PulseCore

/// One request, start to finish, on the calling thread. Redirects are followed here, not
/// by libcurl, so that every hop is checked against `isPermittedURL` before it is fetched,
/// and a credential never follows one to another server.
enum CurlTransfer {
    /// Redirects followed before giving up.
    static let maximumRedirects = 5
    /// Sent with every request.
    static let userAgent = "pulse/\(PulseVersion.number)"

    /// Performs `request`; `isCancelled` is polled while it runs.
    static func perform(_ request: HTTPRequest, isCancelled: @escaping @Sendable () -> Bool) -> Result<
        HTTPResponse, HTTPFailure
    > {
        // Header lines are joined here as `name: value`: one holding CR or LF would be two
        // lines on the wire. Only a credential can bring one (Pulse writes the others, and
        // response headers with controls are never kept), so that is what is reported.
        guard request.headersAreSendable else {
            return .failure(
                request.bearer != nil ? .credentialUnavailable : .other(code: Int(CURLE_BAD_FUNCTION_ARGUMENT.rawValue))
            )
        }
        var request = request
        var url = request.url
        var seen: Set<String> = []
        // Monotonic: a wall clock stepped mid-transfer must not stretch or cut the budget.
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .milliseconds(Int((request.totalTimeout * 1000).rounded(.up))))
        while true {
            guard isPermittedURL(url) else { return .failure(.insecureURL) }
            guard seen.insert(url.absoluteString).inserted, seen.count <= maximumRedirects + 1 else {
                return .failure(.tooManyRedirects)
            }
            var hop = request
            hop.url = url
            let left = clock.now.duration(to: deadline).components
            hop.totalTimeout = TimeInterval(left.seconds) + TimeInterval(left.attoseconds) / 1e18
            guard hop.totalTimeout > 0 else { return .failure(.timedOut) }
            let result = once(hop, isCancelled: isCancelled)
            guard case .success(let answer) = result else { return result.map(\.response) }
            // A POST is never followed: a 303 would turn it into a GET, a 307 would send
            // the form (and the key in it) again, wherever the server points.
            guard request.followsRedirects, request.method == .get,
                [301, 302, 303, 307, 308].contains(answer.response.status),
                let location = answer.location
            else {
                return .success(answer.response)
            }
            guard let next = URL(string: location, relativeTo: url)?.absoluteURL else {
                return .failure(.insecureURL)
            }
            if request.redirectsStayOnHost, next.host?.lowercased() != url.host?.lowercased() {
                return .success(answer.response)
            }
            // The key was given for one server: a hop to another scheme, host or port goes
            // without it, and every hop after that too.
            if !sameOrigin(next, url) { request = request.droppingCredential() }
            url = next
        }
    }

    /// Whether `a` and `b` share scheme, host and port (the port a scheme implies counted).
    static func sameOrigin(_ a: URL, _ b: URL) -> Bool {
        func origin(_ url: URL) -> (String, String, Int) {
            let scheme = url.scheme?.lowercased() ?? ""
            return (scheme, url.host?.lowercased() ?? "", url.port ?? (scheme == "https" ? 443 : 80))
        }
        return origin(a) == origin(b)
    }

    /// What one hop produced: the response and, for a redirect, where it points.
    struct Hop {
        let response: HTTPResponse
        let location: String?
    }

    private static func once(_ request: HTTPRequest, isCancelled: @escaping @Sendable () -> Bool) -> Result<
        Hop, HTTPFailure
    > {
        CurlGlobal.initialise()
        guard let handle = pulse_curl_easy_init() else { return .failure(.other(code: 2)) }
        defer { pulse_curl_easy_cleanup(handle) }
        let box = TransferBox(limit: request.maximumBytes, isCancelled: isCancelled)
        let context = Unmanaged.passUnretained(box).toOpaque()

        var headers: UnsafeMutablePointer<curl_slist>?
        defer { pulse_curl_slist_free_all(headers) }
        for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) {
            headers = pulse_curl_slist_append(headers, "\(name): \(value)")
        }
        headers = pulse_curl_slist_append(headers, "User-Agent: \(userAgent)")

        let plainHTTP = request.url.scheme?.lowercased() == "http"
        _ = pulse_curl_setopt_string(handle, CURLOPT_URL, request.url.absoluteString)
        // Only the scheme this URL was permitted for; redirects are handled above.
        _ = pulse_curl_setopt_string(handle, CURLOPT_PROTOCOLS_STR, plainHTTP ? "http" : "https")
        _ = pulse_curl_setopt_long(handle, CURLOPT_FOLLOWLOCATION, 0)
        _ = pulse_curl_setopt_long(handle, CURLOPT_NOSIGNAL, 1)
        _ = pulse_curl_setopt_long(handle, CURLOPT_CONNECTTIMEOUT_MS, milliseconds(request.connectTimeout))
        _ = pulse_curl_setopt_long(handle, CURLOPT_TIMEOUT_MS, milliseconds(request.totalTimeout))
        _ = pulse_curl_setopt_long(handle, CURLOPT_SSL_VERIFYPEER, 1)
        _ = pulse_curl_setopt_long(handle, CURLOPT_SSL_VERIFYHOST, 2)
        _ = pulse_curl_setopt_long(handle, CURLOPT_MAXFILESIZE, request.maximumBytes)
        // "" asks for every encoding this libcurl decodes; the body arrives decoded.
        if request.acceptsCompression { _ = pulse_curl_setopt_string(handle, CURLOPT_ACCEPT_ENCODING, "") }
        _ = pulse_curl_setopt_slist(handle, CURLOPT_HTTPHEADER, headers)
        if request.method == .post {
            // The size first, then a copy libcurl keeps: the body need not outlive this call.
            // A trailing NUL (not counted) keeps the buffer non-empty for an empty body.
            var body = [UInt8](request.body ?? Data())
            _ = pulse_curl_setopt_long(handle, CURLOPT_POST, 1)
            _ = pulse_curl_setopt_long(handle, CURLOPT_POSTFIELDSIZE, body.count)
            body.append(0)
            _ = body.withUnsafeMutableBytes {
                pulse_curl_setopt_pointer(handle, CURLOPT_COPYPOSTFIELDS, $0.baseAddress)
            }
        }
        _ = pulse_curl_setopt_long(handle, CURLOPT_NOPROGRESS, 0)
        _ = pulse_curl_setopt_pointer(handle, CURLOPT_WRITEDATA, context)
        _ = pulse_curl_setopt_pointer(handle, CURLOPT_HEADERDATA, context)
        _ = pulse_curl_setopt_pointer(handle, CURLOPT_XFERINFODATA, context)
        _ = pulse_curl_setopt_write(handle) { data, size, count, context in
            guard let data, let context else { return 0 }
            return Unmanaged<TransferBox>.fromOpaque(context).takeUnretainedValue().receiveBody(data, size * count)
        }
        _ = pulse_curl_setopt_header(handle) { data, size, count, context in
            guard let data, let context else { return 0 }
            return Unmanaged<TransferBox>.fromOpaque(context).takeUnretainedValue().receiveHeader(data, size * count)
        }
        _ = pulse_curl_setopt_progress(handle) { context, _, _, _, _ in
            guard let context else { return 1 }
            return Unmanaged<TransferBox>.fromOpaque(context).takeUnretainedValue().isCancelled() ? 1 : 0
        }

        let code = pulse_curl_easy_perform(handle)
        if box.isCancelled() { return .failure(.cancelled) }
        guard code == CURLE_OK else {
            return .failure(CurlFailure.failure(code: Int(code.rawValue), overLimit: box.overLimit))
        }
        let status = Int(pulse_curl_response_code(handle))
        // A kept value may be sent back (an ETag as If-None-Match): none with a control character.
        let kept = box.headers.filter {
            HTTPResponse.keptHeaders.contains($0.key) && HTTPRequest.holdsNoControlCharacter($0.value)
        }
        return .success(
            Hop(
                response: HTTPResponse(status: status, headers: kept, body: box.body), location: box.headers["location"]
            ))
    }

    private static func milliseconds(_ seconds: TimeInterval) -> Int {
        max(1, Int((seconds * 1000).rounded(.up)))
    }
}

/// Loading libcurl and its one-time global set-up, before any transfer (and so before any
/// transfer thread). A libcurl that cannot be loaded fails each transfer as `.other(2)`.
public enum CurlGlobal {
    private static let done: Bool = pulse_curl_load() == 0

    /// Runs the set-up once.
    static func initialise() {
        _ = done
    }

    /// Why nothing can be fetched (libcurl could not be loaded), once a transfer has tried;
    /// one line for standard error, nil otherwise.
    public static var problem: String? {
        pulse_curl_load_error().map {
            "pulse: nothing could be fetched: libcurl could not be loaded (\(String(cString: $0)))"
        }
    }
}

/// What the callbacks of one transfer fill in. Touched only by the transfer's thread.
final class TransferBox {
    let limit: Int
    let isCancelled: @Sendable () -> Bool
    var body = Data()
    var headers: [String: String] = [:]
    var overLimit = false

    init(limit: Int, isCancelled: @escaping @Sendable () -> Bool) {
        self.limit = limit
        self.isCancelled = isCancelled
    }

    /// Keeps body bytes; refuses (a short count, which stops libcurl) past the limit, so
    /// the cap holds for chunked bodies whose size nobody announced.
    func receiveBody(_ data: UnsafeMutablePointer<CChar>, _ count: Int) -> Int {
        guard body.count + count <= limit else {
            overLimit = true
            body = Data()
            return 0
        }
        data.withMemoryRebound(to: UInt8.self, capacity: count) { body.append($0, count: count) }
        return count
    }

    /// Keeps header lines by lower-cased name; a new status line (after a 100 Continue or
    /// a proxy's answer) starts the set again.
    func receiveHeader(_ data: UnsafeMutablePointer<CChar>, _ count: Int) -> Int {
        let line = data.withMemoryRebound(to: UInt8.self, capacity: count) {
            String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self)
        }
        if line.hasPrefix("HTTP/") {
            headers = [:]
        } else if let colon = line.firstIndex(of: ":") {
            let name = line[..<colon].trimmingWhitespace().lowercased()
            let value = line[line.index(after: colon)...].trimmingWhitespaceAndNewlines()
            headers[name] = value
        }
        return count
    }
}
