/// One line of the Settings picker: a kind of source, before its address is known.
/// Healthchecks is two lines, hosted and self-hosted, because one needs an address and
/// the other does not.
public enum UptimeSourceChoice: Int, CaseIterable, Hashable, Sendable {
    case levo, kuma, healthchecks, healthchecksSelfHosted, uptimerobot, gatus, betterstack

    /// The choice a source was made from.
    public init(_ source: UptimeSource) {
        switch source {
        case .levo: self = .levo
        case .kuma: self = .kuma
        case .healthchecks(let base) where base == UptimeSource.healthchecksIO: self = .healthchecks
        case .healthchecks: self = .healthchecksSelfHosted
        case .uptimerobot: self = .uptimerobot
        case .gatus: self = .gatus
        case .betterstack: self = .betterstack
        }
    }

    /// The line's name.
    public var name: String {
        switch self {
        case .levo: "LEVO"
        case .kuma: "UPTIME KUMA"
        case .healthchecks: "HEALTHCHECKS.IO"
        case .healthchecksSelfHosted: "HEALTHCHECKS"
        case .uptimerobot: "UPTIMEROBOT"
        case .gatus: "GATUS"
        case .betterstack: "BETTER STACK"
        }
    }

    /// What choosing it asks for, under the name (at most 24 characters, the row's room).
    public var needs: String {
        switch self {
        case .levo: "LEVO UPTIME API KEY"
        case .healthchecks, .uptimerobot: "API KEY"
        case .betterstack: "API TOKEN"
        case .kuma: "STATUS PAGE ADDRESS"
        case .gatus: "SERVER ADDRESS"
        case .healthchecksSelfHosted: "OWN SERVER: ADDRESS, KEY"
        }
    }

    /// The source itself, for the choices that need no address.
    public var hostedSource: UptimeSource? {
        switch self {
        case .levo: .levo
        case .healthchecks: .healthchecks(base: UptimeSource.healthchecksIO)
        case .uptimerobot: .uptimerobot
        case .betterstack: .betterstack
        case .kuma, .gatus, .healthchecksSelfHosted: nil
        }
    }

    /// The `--uptime` word an address is given after (`kuma:URL`), for the choices that
    /// need one.
    public var addressPrefix: String? {
        switch self {
        case .kuma: "kuma"
        case .gatus: "gatus"
        case .healthchecksSelfHosted: "healthchecks"
        case .levo, .healthchecks, .uptimerobot, .betterstack: nil
        }
    }
}
