/// A Gitea server of the user's own: its heatmap and activity feed (`GiteaFamily`).
struct GiteaProvider: GiteaFamily {
    let id = ContributionsProviderID.gitea
    let name = "GITEA"
    let proseName = "Gitea"
    let summary = "OWN SERVER: ADDRESS, NAME"
    let address = ContributionsAddressNeed.server
    let handleCredential = "gitea.username"
    let handleWords = HandleWords.standard(forge: "GITEA")
}
