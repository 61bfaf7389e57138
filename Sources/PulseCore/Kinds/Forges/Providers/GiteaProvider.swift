extension ContributionsSource {
    /// codeberg.org.
    public static var codeberg: ContributionsSource { ContributionsSource(.codeberg) }
}

/// Gitea, and the forges that share its API: Forgejo, which kept Gitea's heatmap and
/// activity feed when it forked, and Codeberg, which runs Forgejo. One API, one handle's
/// rule and one reading of the answers (below `GiteaDecoder`); each forge is a value here,
/// told apart only by its name and address. Its handle is stored as `NAME.username` and
/// asked for in the standard words.
struct GiteaProvider: ContributionsProvider {
    let id: ContributionsProviderID
    let name: String
    let proseName: String
    let summary: String
    let address: ContributionsAddressNeed

    var handleCredential: String { id.rawValue + ".username" }
    var handleWords: HandleWords { .standard(forge: name) }

    /// Codeberg (codeberg.org), hosted.
    static let codeberg = GiteaProvider(
        id: .codeberg, name: "CODEBERG", proseName: "Codeberg", summary: "CODEBERG.ORG, PUBLIC",
        address: .hosted(HostedAddress(variable: "PULSE_CODEBERG_URL", url: "https://codeberg.org")))
    /// A Forgejo server of the user's own.
    static let forgejo = GiteaProvider(
        id: .forgejo, name: "FORGEJO", proseName: "Forgejo", summary: "OWN SERVER: ADDRESS, NAME", address: .server)
    /// A Gitea server of the user's own.
    static let gitea = GiteaProvider(
        id: .gitea, name: "GITEA", proseName: "Gitea", summary: "OWN SERVER: ADDRESS, NAME", address: .server)
}
