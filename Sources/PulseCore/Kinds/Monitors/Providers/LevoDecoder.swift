import FoundationEssentials

/// Decodes the uptime API's `listall` body by the original's newest rules: `data`,
/// `data.projects` and each project's `name` are required, so "nothing is monitored" and
/// "not the response we expect" never look the same; status and time are lenient per
/// project; every other field is ignored whatever its type (`keyPrefix` is never read).
public enum UptimeDecoder {
    /// Why a body was refused.
    public struct Malformed: Error, Equatable {}

    /// The projects in the API's order, or `Malformed`.
    public static func decode(_ body: Data) -> Result<[UptimeService], Malformed> {
        guard let object = JSONTree.parse(body),
            let root = object as? [String: Any], let data = root["data"] as? [String: Any],
            let projects = data["projects"] as? [Any]
        else { return .failure(Malformed()) }
        var services: [UptimeService] = []
        services.reserveCapacity(projects.count)
        for case let project in projects {
            guard let fields = project as? [String: Any], let name = fields["name"] as? String else {
                return .failure(Malformed())
            }
            services.append(
                UptimeService(
                    name: name, status: ServiceStatus(apiValue: fields["currentStatus"]),
                    lastCheckedAt: (fields["lastCheckedAt"] as? String).flatMap(timestamp)))
        }
        return .success(services)
    }

    /// ISO-8601 with or without fractional seconds; anything else is no time at all.
    static func timestamp(_ text: String) -> Date? {
        // The fractional form is what the API sends; try it first.
        (try? fractional.parse(text)) ?? (try? whole.parse(text))
    }

    // Made once: building a format style costs more than parsing with it.
    private static let whole = Date.ISO8601FormatStyle()
    private static let fractional = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
}
