import FoundationEssentials

/// `application/x-www-form-urlencoded` bodies, as UptimeRobot's API takes its parameters.
public enum FormBody {
    /// The media type to send with a form body.
    public static let contentType = "application/x-www-form-urlencoded"

    /// `name=value` pairs in the order given, each side percent-encoded.
    public static func encode(_ fields: [(String, String)]) -> Data {
        Data(fields.map { escape($0.0) + "=" + escape($0.1) }.joined(separator: "&").utf8)
    }

    /// `text` with everything but RFC 3986's unreserved characters percent-encoded, so a
    /// key holding `&`, `=` or `+` cannot split into another field or turn into a space.
    public static func escape(_ text: String) -> String {
        PercentEncoding.escape(text)
    }
}

extension HTTPRequest {
    /// This request with the credential's `value` put where `credentialPlacement` says: the
    /// one step the runtime takes at the moment of sending. The URL never changes. A value
    /// with a control character in it is refused as a credential that cannot be used, and
    /// nothing is sent: CR and LF would end the header line and start one of the value's
    /// choosing, NUL would cut it short, and no service issues a key with any of them.
    public func authorized(with value: String) -> Result<HTTPRequest, HTTPFailure> {
        guard HTTPRequest.holdsNoControlCharacter(value) else { return .failure(.credentialUnavailable) }
        var authorized = self
        switch credentialPlacement {
        case .bearer:
            authorized.headers["Authorization"] = "Bearer " + value
        case .header(let name):
            authorized.headers[name] = value
        case .formField(let name):
            var body = self.body ?? Data()
            if !body.isEmpty { body.append(contentsOf: Data("&".utf8)) }
            body.append(FormBody.encode([(name, value)]))
            authorized.body = body
        }
        return .success(authorized)
    }

    /// This request without its credential: the header it was placed in, or the whole form
    /// body (which carries it); and no credential to add. For a hop to another server.
    public func droppingCredential() -> HTTPRequest {
        guard bearer != nil else { return self }
        var bare = self
        switch credentialPlacement {
        case .bearer: bare.headers["Authorization"] = nil
        case .header(let name): bare.headers[name] = nil
        case .formField: bare.body = nil
        }
        bare.bearer = nil
        return bare
    }
}
