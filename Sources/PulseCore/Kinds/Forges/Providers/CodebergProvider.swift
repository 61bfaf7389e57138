extension ContributionsSource {
    /// codeberg.org.
    public static var codeberg: ContributionsSource { ContributionsSource(.codeberg) }
}

/// Codeberg (codeberg.org), which runs Forgejo: its heatmap and activity feed
/// (`GiteaFamily`), hosted.
struct CodebergProvider: GiteaFamily {
    let id = ContributionsProviderID.codeberg
    let name = "CODEBERG"
    let proseName = "Codeberg"
    let summary = "CODEBERG.ORG, PUBLIC"
    let address = ContributionsAddressNeed.hosted(
        HostedAddress(variable: "PULSE_CODEBERG_URL", url: "https://codeberg.org"))
    let handleCredential = "codeberg.username"
    let handleWords = HandleWords.standard(forge: "CODEBERG")
}
