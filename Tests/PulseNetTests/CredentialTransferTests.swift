import Foundation
import PulseCore
import PulseTestSupport
import Testing

@testable import PulseNet

/// A POST and its form, and where a key goes (and does not) when the server redirects,
/// against the real loopback server.
@Suite(.serialized) struct CredentialTransferTests {
    let server: LoopbackServer

    init() throws {
        server = try LoopbackServer()
    }

    /// The JSON the server's `/echo` answered: the request's headers (and form body).
    func echoed(_ request: HTTPRequest) throws -> [String: String] {
        let body = try CurlTransfer.perform(request) { false }.get().body
        return try #require(try JSONSerialization.jsonObject(with: body) as? [String: String])
    }

    func keyed(_ url: URL, _ placement: CredentialPlacement, method: HTTPMethod = .get) throws -> HTTPRequest {
        let request = HTTPRequest(
            url: url, totalTimeout: 5, bearer: .healthchecksKey, method: method,
            body: method == .post ? FormBody.encode([("format", "json")]) : nil, credentialPlacement: placement)
        return try request.authorized(with: "k&ey=1+2").get()
    }

    /// A header line that would be two on the wire (a credential with CR LF, however it got
    /// past the store) is never sent: no request reaches the server at all.
    @Test(arguments: [CredentialPlacement.bearer, .header("X-Api-Key")])
    func aHeaderWithALineBreakIsNeverSent(placement: CredentialPlacement) throws {
        var request = HTTPRequest(
            url: server.url("/echo"), totalTimeout: 5, bearer: .healthchecksKey, credentialPlacement: placement)
        request.headers[placement == .bearer ? "Authorization" : "X-Api-Key"] = "abc\r\nX-Injected: 1"
        #expect(CurlTransfer.perform(request) { false } == .failure(.credentialUnavailable))
        #expect(server.count(of: "/echo") == 0, "nothing was sent")
        // Without a credential it is still refused, as a request Pulse cannot make.
        let plain = HTTPRequest(url: server.url("/echo"), headers: ["Accept": "a\nX-Injected: 1"], totalTimeout: 5)
        #expect(CurlTransfer.perform(plain) { false } == .failure(.other(code: 43)))
        #expect(server.count(of: "/echo") == 0)
    }

    @Test func aPostSendsItsFormWithTheKeyInTheBodyNeverTheURL() throws {
        let request = try keyed(server.url("/echo"), .formField("api_key"), method: .post)
        let echo = try echoed(request)
        #expect(echo["body"] == "format=json&api_key=k%26ey%3D1%2B2", "the key is one field, escaped")
        #expect(echo["content-length"] == "\(request.body?.count ?? -1)")
        #expect(!request.url.absoluteString.contains("ey"))
        #expect(server.count(of: "/echo") == 1)
    }

    @Test func aPostIsNeverFollowedWhereverItRedirects() throws {
        let target = server.url("/echo").absoluteString
        let request = try keyed(server.url("/redirect?to=\(target)"), .formField("api_key"), method: .post)
        let response = try CurlTransfer.perform(request) { false }.get()
        #expect(response.status == 307, "the 3xx itself comes back")
        #expect(server.count(of: "/echo") == 0, "the form (and its key) went nowhere else")
    }

    @Test(arguments: [CredentialPlacement.bearer, .header("X-Api-Key")])
    func aKeyFollowsARedirectOnTheSameServerOnly(placement: CredentialPlacement) throws {
        let name = placement == .bearer ? "authorization" : "x-api-key"
        // The same scheme, host and port: the key goes on.
        let same = try echoed(try keyed(server.url("/redirect?to=/echo"), placement))
        #expect(same[name]?.contains("k&ey=1+2") == true)
        // Another host (localhost is not 127.0.0.1, though both are loopback): it stays home.
        let elsewhere = "http://localhost:\(server.port)/echo"
        let other = try echoed(try keyed(server.url("/redirect?to=\(elsewhere)"), placement))
        #expect(other[name] == nil, "\(name) followed the redirect to another host")
        // Another port: the same.
        let port = "http://127.0.0.1:\(LoopbackServer.closedPort())/echo"
        let request = try keyed(server.url("/redirect?to=\(port)"), placement)
        let otherPort = try #require(URL(string: port))
        #expect(CurlTransfer.sameOrigin(otherPort, request.url) == false)
        #expect(request.droppingCredential().headers.keys.allSatisfy { $0.lowercased() != name })
    }
}
