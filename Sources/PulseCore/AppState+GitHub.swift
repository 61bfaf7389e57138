import Foundation

extension AppState {
    /// The GitHub page's own work: ask for a username when there is none, refresh both
    /// sources when due. Only while the page is shown and no prompt covers it.
    mutating func githubWork(at now: Date) -> [Effect] {
        guard page == .github, !offline else { return [] }
        guard let username = credentials.githubUsername else {
            if prompts[.github] == nil { prompts[.github] = CredentialPrompt(.githubUsername, canCancel: false) }
            return []
        }
        guard prompts[.github] == nil, github.isDue(at: now) else { return [] }
        // A copy, since handing out ids changes the state the model lives in.
        var model = github
        let requests = model.begin(at: now, username: username, endpoints: endpoints) { takeFetchID() }
        github = model
        return requests.map { .fetch(id: $0.0, request: $0.1) }
    }
}
