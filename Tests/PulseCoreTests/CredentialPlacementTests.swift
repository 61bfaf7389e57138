import Foundation
import Testing

@testable import PulseCore

/// Where a key goes when the runtime adds it: a header or the form body, never the URL.
@Suite struct CredentialPlacementTests {
    private func request(_ placement: CredentialPlacement, body: Data? = nil) throws -> HTTPRequest {
        let url = try #require(URL(string: "https://api.example.com/v2/getMonitors"))
        return HTTPRequest(
            url: url, bearer: .uptimeKey, method: body == nil ? .get : .post, body: body,
            credentialPlacement: placement)
    }

    @Test func anOldStyleRequestIsAGetWithABearerAndNoBody() throws {
        let plain = HTTPRequest(url: try #require(URL(string: "https://example.com/")), bearer: .uptimeKey)
        #expect(plain.method == .get && plain.body == nil && plain.credentialPlacement == .bearer)
        #expect(plain.authorized(with: "k1").headers["Authorization"] == "Bearer k1")
    }

    @Test func aHeaderPlacementUsesItsOwnHeaderAndNoAuthorization() throws {
        let sent = try request(.header("X-Api-Key")).authorized(with: "hc-key")
        #expect(sent.headers["X-Api-Key"] == "hc-key")
        #expect(sent.headers["Authorization"] == nil)
    }

    @Test func aFormFieldJoinsTheBodyEncodedAndTheURLStaysAsItWas() throws {
        let base = try request(.formField("api_key"), body: FormBody.encode([("format", "json"), ("offset", "0")]))
        let sent = base.authorized(with: "u1&limit=9 +x")
        #expect(
            String(decoding: try #require(sent.body), as: UTF8.self)
                == "format=json&offset=0&api_key=u1%26limit%3D9%20%2Bx")
        #expect(sent.url == base.url && !sent.url.absoluteString.contains("u1"))
        #expect(sent.headers == base.headers)
    }

    @Test func aFormFieldOnAnEmptyBodyIsTheWholeBody() throws {
        let sent = try request(.formField("api_key"), body: Data()).authorized(with: "k")
        #expect(sent.body == Data("api_key=k".utf8))
    }

    @Test func formEncodingLeavesOnlyUnreservedCharacters() {
        #expect(FormBody.escape("aZ09-._~") == "aZ09-._~")
        #expect(FormBody.escape("a b/c?d#é") == "a%20b%2Fc%3Fd%23%C3%A9")
    }
}
