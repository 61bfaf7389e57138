/// The uptime providers, listed once: the key each is known by, and its description.
/// Adding a provider is a case here, a line in `descriptor`, and its own file beside this
/// one (with its decoder).
public enum UptimeProviderID: String, CaseIterable, Hashable, Sendable {
    /// The monitors people run first, in the picker's order; the original API last.
    case kuma, gatus, healthchecks, uptimerobot, betterstack, levo

    /// The provider's description.
    public var descriptor: any UptimeProvider {
        switch self {
        case .levo: LevoProvider()
        case .kuma: KumaProvider()
        case .healthchecks: HealthchecksProvider()
        case .uptimerobot: UptimeRobotProvider()
        case .gatus: GatusProvider()
        case .betterstack: BetterStackProvider()
        }
    }
}
