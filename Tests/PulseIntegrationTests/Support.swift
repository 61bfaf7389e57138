import Foundation
import PulseApp
import PulseCore
import PulseStore
import PulseTestSupport

/// Handles `event` as the runtime would, through the one performer of effects: every fetch
/// it leads to is carried out for real (`timeout` cuts a stall short) with its key added
/// from a credentials store that holds the loopback server's keys, and each answer is fed
/// back until none is left.
func runFetching(_ event: AppEvent, at now: Date, on state: inout AppState, timeout: TimeInterval) {
    _ = performer(timeout: timeout).settle([event], on: &state, at: now)
}

/// A performer with a credentials store of the loopback server's keys, and files under
/// `environment` when given (no files otherwise).
func performer(timeout: TimeInterval, environment: [String: String]? = nil) -> EffectPerformer {
    let credentials: StoredCredentials
    if let environment {
        credentials = StoredCredentials(environment: environment)
    } else {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-keys-\(UUID())")
        let keyed = ["XDG_CONFIG_HOME": directory.path]
        let store = CredentialStore(url: XDGPaths(environment: keyed).credentialsFile)
        for (key, credential) in [
            (LoopbackServer.uptimeKey, Credential.uptimeKey), (LoopbackServer.healthchecksKey, .healthchecksKey),
            (LoopbackServer.uptimeRobotKey, .uptimeRobotKey), (LoopbackServer.betterStackToken, .betterStackToken),
        ] {
            try? store.saveTakingTurns(key, for: credential)
        }
        credentials = StoredCredentials(environment: keyed)
    }
    return EffectPerformer(
        files: environment.map(StoredFiles.init(environment:)), credentials: credentials,
        transport: BlockingTransport(timeoutCap: timeout))
}
