import FoundationEssentials
import PulseCore
import PulseStore

/// The runtime's side of the credential store: presence for the state, saves the state
/// asks for, and the key added to a request at the moment it is sent. Nothing here keeps
/// a value; problems are kept as one line each to say on standard error (never a value).
public final class StoredCredentials {
    private let store: CredentialStore
    /// What could not be used, each said once.
    public private(set) var messages = AfterExitMessages()

    /// The store under the XDG directories `environment` names.
    public init(environment: [String: String]) {
        store = CredentialStore(url: XDGPaths(environment: environment).credentialsFile)
    }

    /// Which credentials are stored; an unusable store counts as empty and is reported.
    /// A stored username GitHub could not have issued (a hand-edited file) counts as none:
    /// it would be drawn on screen and put in a URL path.
    public func presence() -> CredentialPresence {
        do {
            let keys = try store.storedCredentials().subtracting([.githubUsername])
            var username = try store.value(for: .githubUsername).flatMap { $0.isEmpty ? nil : $0 }
            if let stored = username, !GitHubUsername.isValid(stored) {
                messages.say(
                    "pulse: the GitHub username stored in '\(store.url.path)' is not a valid GitHub username, "
                        + "so it is ignored; set it again on the GitHub page")
                username = nil
            }
            return CredentialPresence(githubUsername: username, keys: keys)
        } catch {
            messages.say("pulse: \(error)")
            return CredentialPresence()
        }
    }

    /// Carries out `.saveCredential`; returns the event that reports it.
    /// A store locked by another process is not waited for: the save is handed back
    /// (`.saveDeferred`) to be tried later, unless this was its last try.
    public func perform(_ effect: Effect) -> AppEvent? {
        let (effect, lastTry) = effect.unwrappingLastTry
        guard case .saveCredential(let credential, let value, let owner) = effect else { return nil }
        do {
            try store.save(value.revealed, for: credential)
            return .credentialSaved(credential, owner: owner, succeeded: true)
        } catch {
            if case .busy = error, !lastTry { return .saveDeferred(effect) }
            messages.say("pulse: \(error)")
            switch error {
            case .tooOpen, .unreadable: return .credentialFileUnusable(credential, owner: owner)
            case .writeFailed, .busy: return .credentialSaved(credential, owner: owner, succeeded: false)
            }
        }
    }

    /// `request` with its credential read from the store now and put where the request
    /// says (a header or the form body, never the URL), or the failure that stands in for
    /// the response when it cannot be read.
    public func authorize(_ request: HTTPRequest) -> Result<HTTPRequest, HTTPFailure> {
        guard let credential = request.bearer else { return .success(request) }
        guard let value = try? store.value(for: credential), !value.isEmpty else {
            return .failure(.credentialUnavailable)
        }
        return .success(request.authorized(with: value))
    }

}
