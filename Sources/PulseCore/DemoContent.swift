import Foundation

/// The design reference's sample content, for `--demo`: a first look, screenshots and
/// deterministic tests, with no network and no credential access.
public enum DemoContent {
    /// The seven services of the reference's Uptime frame, in its order.
    public static let services: [UptimeService] = [
        ("API-GATEWAY", ServiceStatus.operational), ("WEB-FRONTEND", .operational), ("POSTGRES-01", .operational),
        ("REDIS-CACHE", .degraded), ("WORKER-QUEUE", .operational), ("K3S-CLUSTER", .down),
        ("BACKUP-JOB", .unknown),
    ].map { UptimeService(name: $0.0, status: $0.1) }

    /// The reference's handle.
    public static let githubUsername = "JUSTTHATRANDOMCODER"

    /// The Uptime page as the reference draws it at `now`: checked 3 s ago (so `NEXT
    /// REFRESH: 17S`).
    public static func uptime(at now: Date) -> UptimeModel {
        UptimeModel(services: services, lastCheck: now.addingTimeInterval(-3), lastAttempt: now.addingTimeInterval(-3))
    }

    /// A state showing `page` with the demo content.
    public static func state(page: Page, size: TerminalSize, at now: Date) -> AppState {
        AppState(
            page: page, size: size,
            credentials: CredentialPresence(hasUptimeKey: true, githubUsername: githubUsername),
            uptime: uptime(at: now), endpoints: Endpoints(environment: [:]), offline: true)
    }
}
