import FoundationEssentials

/// Decodes GitHub's `/users/{u}/events/public`: a JSON array whose elements are decoded one
/// by one, so a bad element costs only itself. The slim payloads of 2025 on (no `commits`,
/// no `size`) decode the same, since only `type` and `created_at` are read.
public enum GitHubEventsDecoder {
    /// The body is not an array (a rate-limit message, an error object, not JSON).
    public struct Undecodable: Error, Equatable {}

    /// The events, in the feed's order.
    public static func decode(_ body: Data) -> Result<[ForgeEvent], Undecodable> {
        guard let array = JSONTree.parse(body) as? [Any] else {
            return .failure(Undecodable())
        }
        let format = Date.ISO8601FormatStyle()
        return .success(
            array.compactMap { element in
                guard let fields = element as? [String: Any], let type = fields["type"] as? String,
                    let stamp = fields["created_at"] as? String, let date = try? format.parse(stamp)
                else { return nil }
                return ForgeEvent(kind: type == "PushEvent" ? .push : .other, createdAt: date)
            })
    }
}
