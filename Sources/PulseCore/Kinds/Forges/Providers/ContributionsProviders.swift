/// The forges the contributions page reads, listed once: the key each is known by, and its
/// description. Adding a forge is a case here, a line in `descriptor`, and its own file
/// beside this one (with its decoders); a forge that runs Gitea is a value in
/// `GiteaProvider`.
public enum ContributionsProviderID: String, CaseIterable, Hashable, Sendable {
    case github, gitlab, codeberg, forgejo, gitea

    /// The forge's description.
    public var descriptor: any ContributionsProvider {
        switch self {
        case .github: GitHubProvider()
        case .gitlab: GitLabProvider()
        case .codeberg: GiteaProvider.codeberg
        case .forgejo: GiteaProvider.forgejo
        case .gitea: GiteaProvider.gitea
        }
    }
}
