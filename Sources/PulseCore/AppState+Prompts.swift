import FoundationEssentials

/// The prompts: their keys, the change prompts, and what a save of their value does.
extension AppState {
    mutating func promptKey(_ key: Key, owner: Page) -> [Effect] {
        guard let action = prompts.edit(on: owner, { $0.handle(key) }) else { return [] }
        switch action {
        case .none:
            return []
        case .cancel:
            // Cancelling writes nothing and leaves the page as it was.
            prompts.close(on: owner)
            return []
        case .save(let value):
            guard let kind = prompts[owner]?.kind else { return [] }
            if isDemo {
                prompts.edit(on: owner) { $0.say(.demo) }
                return []
            }
            guard let prompt = prompts[owner] else { return [] }
            if case .uptimeAddress(let choice) = kind { return submitAddress(value.revealed, of: choice, owner: owner) }
            guard let credential = prompt.credential else { return submitLocation(value.revealed) }
            if kind == .githubUsername { pendingUsername = value.revealed }
            if kind == .uptimeKey { pendingSource = prompt.source }
            return [.saveCredential(credential, value, owner: owner)]
        }
    }

    /// `CHANGE …` on the page shown: the prompt opens empty, focused, and may be cancelled.
    mutating func openChangePrompt(on page: Page) {
        switch page {
        case .uptime where uptime.source.credential == nil:
            prompts.open(Prompt(.uptimeAddress(UptimeSourceChoice(uptime.source)), canCancel: true), on: .uptime)
        case .uptime:
            prompts.open(Prompt(.uptimeKey, for: uptime.source, canCancel: true, notice: .replacing), on: .uptime)
        case .github where credentials.githubUsername != nil:
            prompts.open(Prompt(.githubUsername, canCancel: true), on: .github)
        default:
            break
        }
    }

    mutating func credentialSaved(_ credential: Credential, owner: Page, succeeded: Bool) -> [Effect] {
        guard succeeded else {
            prompts.edit(on: owner) { $0.saveFailed() }
            return []
        }
        prompts.close(on: owner)
        prompts.closeAnswered(by: credential)
        guard credential != .githubUsername else {
            // A new account: the old one's calendar, pushes and back-off go.
            if credentials.githubUsername != pendingUsername { github = GitHubModel() }
            credentials.githubUsername = pendingUsername
            pendingUsername = nil
            return []
        }
        credentials.keys.insert(credential)
        // A key typed for a source not read yet (chosen on Settings) makes it the one read.
        var effects: [Effect] = []
        if let pending = pendingSource, pending.credential == credential, pending != uptime.source {
            effects = switchSource(to: pending)
        }
        pendingSource = nil
        if uptime.source.credential == credential { uptime.restartSchedule() }
        return effects
    }
}
