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
        #expect(try plain.authorized(with: "k1").get().headers["Authorization"] == "Bearer k1")
    }

    @Test func aHeaderPlacementUsesItsOwnHeaderAndNoAuthorization() throws {
        let sent = try request(.header("X-Api-Key")).authorized(with: "hc-key").get()
        #expect(sent.headers["X-Api-Key"] == "hc-key")
        #expect(sent.headers["Authorization"] == nil)
    }

    @Test func aFormFieldJoinsTheBodyEncodedAndTheURLStaysAsItWas() throws {
        let base = try request(.formField("api_key"), body: FormBody.encode([("format", "json"), ("offset", "0")]))
        let sent = try base.authorized(with: "u1&limit=9 +x").get()
        #expect(
            String(decoding: try #require(sent.body), as: UTF8.self)
                == "format=json&offset=0&api_key=u1%26limit%3D9%20%2Bx")
        #expect(sent.url == base.url && !sent.url.absoluteString.contains("u1"))
        #expect(sent.headers == base.headers)
    }

    @Test func aFormFieldOnAnEmptyBodyIsTheWholeBody() throws {
        let sent = try request(.formField("api_key"), body: Data()).authorized(with: "k").get()
        #expect(sent.body == Data("api_key=k".utf8))
    }

    /// A stored key with a control character (a hand-edited file) is never placed: CR LF in
    /// a header would start a header of the file's choosing. It fails as a credential that
    /// cannot be used, and nothing is sent.
    @Test(arguments: [CredentialPlacement.bearer, .header("X-Api-Key"), .formField("api_key")])
    func aKeyWithAControlCharacterIsNeverPlaced(_ placement: CredentialPlacement) throws {
        let base = try request(placement, body: placement == .bearer ? nil : Data("format=json".utf8))
        for value in ["abc\r\nX-Injected: 1", "abc\n", "a\rb", "a\u{0}b", "\tabc", "abc\u{7F}", "a\u{85}b", "a\u{9B}b"]
        {
            #expect(
                base.authorized(with: value) == .failure(.credentialUnavailable),
                "\(placement) \(value.debugDescription)")
        }
        // Printable text of any script is a value like another.
        #expect(try base.authorized(with: "clé-été").get() != base)
    }

    @Test func onlyHeadersOfOneLineAreSendable() throws {
        let url = try #require(URL(string: "https://example.com/"))
        #expect(
            HTTPRequest(url: url, headers: ["Accept": "application/json", "If-None-Match": "W/\"x\""])
                .headersAreSendable)
        for headers in [
            ["Accept": "a\r\nX: 1"], ["Accept": "a\u{0}"], ["X Y": "a"], ["X:Y": "a"], ["": "a"], ["Ä": "a"],
        ] {
            #expect(!HTTPRequest(url: url, headers: headers).headersAreSendable, "\(headers)")
        }
    }

    @Test func formEncodingLeavesOnlyUnreservedCharacters() {
        #expect(FormBody.escape("aZ09-._~") == "aZ09-._~")
        #expect(FormBody.escape("a b/c?d#é") == "a%20b%2Fc%3Fd%23%C3%A9")
    }
}
