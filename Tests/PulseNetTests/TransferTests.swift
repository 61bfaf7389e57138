import Foundation
import PulseCore
import PulseTestSupport
import Testing

@testable import PulseNet

/// Every behaviour of the fetcher against a real loopback server.
@Suite(.serialized) struct TransferTests {
    let server: LoopbackServer

    init() throws {
        server = try LoopbackServer()
    }

    func fetch(_ path: String, headers: [String: String] = [:], timeout: TimeInterval = 5, limit: Int = 1 << 20)
        -> Result<HTTPResponse, HTTPFailure>
    {
        let request = HTTPRequest(
            url: server.url(path), headers: headers, connectTimeout: timeout, totalTimeout: timeout, maximumBytes: limit
        )
        return CurlTransfer.perform(request) { false }
    }

    func failure(_ result: Result<HTTPResponse, HTTPFailure>) -> HTTPFailure? {
        if case .failure(let failure) = result { return failure }
        return nil
    }

    @Test func aGoodAnswerKeepsOnlyTheHeadersPulseNeeds() throws {
        let response = try fetch("/headers").get()
        #expect(response.status == 200)
        #expect(
            response.headers == [
                "etag": "\"abc\"", "x-ratelimit-remaining": "0", "x-ratelimit-reset": "1788081810",
                "x-poll-interval": "60", "retry-after": "120",
            ])
    }

    /// A kept header may be sent back (an ETag as If-None-Match), so one with a control
    /// character in it is not kept at all.
    @Test func aHeaderWithAControlCharacterIsNotKept() throws {
        let response = try fetch("/headers?control=1").get()
        #expect(response.status == 200)
        #expect(response.headers == ["retry-after": "120"])
    }

    @Test func requestHeadersAndTheUserAgentAreSent() throws {
        let response = try fetch("/echo", headers: ["Accept": "application/json", "Authorization": "Bearer lsu_test"])
            .get()
        let sent = try JSONSerialization.jsonObject(with: response.body) as? [String: String]
        #expect(sent?["user-agent"] == "pulse/\(PulseVersion.number)")
        #expect(sent?["accept"] == "application/json")
        #expect(sent?["authorization"] == "Bearer lsu_test")
        #expect(sent?["cookie"] == nil)
    }

    @Test(arguments: [200, 304, 401, 403, 404, 429, 500, 503])
    func everyStatusIsAResponseNotAFailure(_ status: Int) throws {
        #expect(try fetch("/status/\(status)").get().status == status)
    }

    @Test func ifNoneMatchGivesA304CallersCanTellApart() throws {
        let first = try fetch("/ok").get()
        #expect(first.status == 200 && !first.isNotModified && first.headers["etag"] == "\"v1\"")
        let second = try fetch("/ok", headers: ["If-None-Match": "\"v1\""]).get()
        #expect(second.isNotModified && second.body.isEmpty)
    }

    @Test func aClosedPortIsRefused() {
        let url = URL(string: "http://127.0.0.1:\(LoopbackServer.closedPort())/ok") ?? server.url("/")
        #expect(failure(CurlTransfer.perform(HTTPRequest(url: url)) { false }) == .refused)
    }

    @Test func aStallBeforeTheHeadersTimesOut() {
        #expect(failure(fetch("/stall-headers", timeout: 1)) == .timedOut)
    }

    @Test func aStallMidBodyTimesOut() {
        #expect(failure(fetch("/stall-body", timeout: 1)) == .timedOut)
    }

    @Test func anEarlyCloseAndAResetAreALostConnection() {
        #expect(failure(fetch("/close-early")) == .connectionLost)
        #expect(failure(fetch("/reset")) == .connectionLost)
    }

    @Test func theSizeCapHoldsWithAndWithoutContentLength() {
        #expect(failure(fetch("/huge", limit: 1 << 20)) == .tooLarge)
        #expect(failure(fetch("/huge-chunked", limit: 1 << 20)) == .tooLarge)
    }

    @Test func aRefusedBodyIsNotKept() {
        let box = TransferBox(limit: 4) { false }
        var bytes: [CChar] = [1, 2, 3]
        #expect(box.receiveBody(&bytes, 3) == 3)
        #expect(box.receiveBody(&bytes, 3) == 0)
        #expect(box.overLimit && box.body.isEmpty)
    }

    @Test func aRedirectToLoopbackIsFollowed() throws {
        let response = try fetch("/redirect?to=/ok").get()
        #expect(response.status == 200 && response.body == Data("{\"ok\":true}".utf8))
    }

    @Test(arguments: ["http://example.com/", "ftp://127.0.0.1/file", "file:///etc/passwd", "gopher://127.0.0.1/"])
    func aRedirectOffHTTPSIsRefused(_ target: String) {
        let encoded = target.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? target
        #expect(failure(fetch("/redirect?to=\(encoded)")) == .insecureURL)
    }

    @Test func aRedirectLoopEnds() {
        #expect(failure(fetch("/redirect-loop")) == .tooManyRedirects)
    }

    @Test func plainHTTPIsRefusedForAnyHostButLoopback() {
        for url in ["http://example.com/", "http://10.0.0.1/", "http://127.0.0.1.example.com/", "ftp://127.0.0.1/"] {
            let request = HTTPRequest(url: URL(string: url) ?? server.url("/"))
            #expect(failure(CurlTransfer.perform(request) { false }) == .insecureURL, "\(url)")
        }
        #expect(isPermittedURL(URL(string: "http://localhost:8080/x") ?? server.url("/")))
        #expect(isPermittedURL(URL(string: "http://[::1]:8080/x") ?? server.url("/")))
        #expect(isPermittedURL(URL(string: "https://api.github.com/users") ?? server.url("/")))
    }

    @Test func failuresNeverCarryTheURLsQueryAHeaderOrTheBody() {
        let secret = "lsu_SECRET_VALUE"
        let url = URL(string: "http://127.0.0.1:\(LoopbackServer.closedPort())/x?key=\(secret)") ?? server.url("/")
        let result = CurlTransfer.perform(HTTPRequest(url: url, headers: ["Authorization": "Bearer \(secret)"])) {
            false
        }
        let text = failure(result).map { "\($0) \(String(reflecting: $0))" } ?? ""
        #expect(!text.isEmpty && !text.contains(secret))
    }

    @Test func libcurlErrorsMapToTypedFailures() {
        #expect(CurlFailure.failure(code: 6, overLimit: false) == .unresolvable)
        #expect(CurlFailure.failure(code: 7, overLimit: false) == .refused)
        #expect(CurlFailure.failure(code: 28, overLimit: false) == .timedOut)
        #expect(CurlFailure.failure(code: 60, overLimit: false) == .tls)
        #expect(CurlFailure.failure(code: 23, overLimit: true) == .tooLarge)
        #expect(CurlFailure.failure(code: 42, overLimit: false) == .cancelled)
        #expect(CurlFailure.failure(code: 99, overLimit: false) == .other(code: 99))
    }
}

@Suite struct TLSTests {
    @Test func aSelfSignedServerIsRefused() throws {
        let server = try LoopbackServer(tls: true)
        for host in ["127.0.0.1", "localhost"] {
            let url = URL(string: "https://\(host):\(server.port)/ok") ?? server.url("/")
            let result = CurlTransfer.perform(HTTPRequest(url: url, totalTimeout: 5)) { false }
            guard case .failure(let failure) = result else {
                Issue.record("a self-signed certificate was accepted for \(host)")
                continue
            }
            #expect(failure == .tls)
        }
    }
}

@Suite struct FetcherTests {
    /// Collects what the fetcher delivers, and signals each delivery.
    final class Inbox: Sendable {
        let signal = DispatchSemaphore(value: 0)
    }

    @Test func resultsArriveFromTheTransferThreadWithoutPolling() throws {
        let server = try LoopbackServer()
        let inbox = Inbox()
        let fetcher = Fetcher { inbox.signal.signal() }
        let id = FetchID(.weather, 1)
        fetcher.start(HTTPRequest(url: server.url("/ok")), id: id)
        #expect(inbox.signal.wait(timeout: .now() + 10) == .success)
        let results = fetcher.takeFinished()
        #expect(results.count == 1 && results.first?.0 == id)
        #expect((try? results.first?.1.get().status) == 200)
        #expect(fetcher.takeFinished().isEmpty)
    }

    @Test func aCancelledTransferIsNeverDelivered() throws {
        let server = try LoopbackServer()
        let inbox = Inbox()
        let fetcher = Fetcher { inbox.signal.signal() }
        let id = FetchID(.uptime, 7)
        fetcher.start(HTTPRequest(url: server.url("/stall-headers"), totalTimeout: 30), id: id)
        // Let the request reach the server before cancelling it mid-flight.
        _ = try fetchCount(server)
        fetcher.cancel(id)
        // The transfer thread notices within about a second; it must end long before its
        // own 30 s timeout, and deliver nothing.
        let ended = Date().addingTimeInterval(10)
        while fetcher.isRunning(id), Date() < ended { usleep(20_000) }
        #expect(!fetcher.isRunning(id))
        #expect(fetcher.takeFinished().isEmpty)
        #expect(inbox.signal.wait(timeout: .now()) == .timedOut, "no delivery was signalled")
    }

    func fetchCount(_ server: LoopbackServer) throws -> String {
        let response = try CurlTransfer.perform(HTTPRequest(url: server.url("/count"))) { false }.get()
        return String(decoding: response.body, as: UTF8.self)
    }
}
