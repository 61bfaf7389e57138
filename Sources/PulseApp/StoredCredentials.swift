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
    /// A stored handle its forge could not have issued (a hand-edited file) counts as none:
    /// it would be drawn on screen and put in a URL path.
    public func presence() -> CredentialPresence {
        do {
            let stored = try store.storedCredentials()
            var handles: [Credential: String] = [:]
            for credential in stored {
                guard let source = credential.handleSource,
                    let handle = try store.value(for: credential).flatMap({ $0.isEmpty ? nil : $0 })
                else { continue }
                guard source.isValidHandle(handle) else {
                    let forge = source.descriptor.proseName
                    messages.say(
                        "pulse: the \(forge) username stored in '\(store.url.path)' is not a valid \(forge) "
                            + "username, so it is ignored; set it again on the \(forge) page")
                    continue
                }
                handles[credential] = handle
            }
            var presence = CredentialPresence(keys: stored.filter { !$0.isHandle }, handles: handles)
            if stored.contains(.calendarFeeds), let feeds = try store.value(for: .calendarFeeds) {
                presence.calendarFeeds = CredentialPresence.faces(of: feeds)
            }
            return presence
        } catch {
            messages.say("pulse: \(error)")
            return CredentialPresence()
        }
    }

    /// Reads the stored text of the Calendar page's feeds, if any, from any thread, at the
    /// moment of a read; nothing keeps it.
    public var calendarFeeds: @Sendable () -> String? {
        let store = store
        return { (try? store.value(for: .calendarFeeds)) ?? nil }
    }

    /// Carries out a credential's save; returns how it ended. A store locked by another
    /// process is not waited for: the save is handed back (`.locked`) to be tried later,
    /// unless this was its last try.
    public func perform(_ save: Save) -> SaveOutcome {
        guard case .credential(let credential, let value) = save.item else { return .failed }
        do {
            try store.save(value.revealed, for: credential)
            return .written
        } catch {
            if case .busy = error, !save.isLastTry { return .locked }
            messages.say("pulse: \(error)")
            switch error {
            case .tooOpen, .unreadable: return .fileUnusable
            case .writeFailed, .busy: return .failed
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
        return request.authorized(with: value)
    }

}
