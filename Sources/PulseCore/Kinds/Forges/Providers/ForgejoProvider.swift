/// A Forgejo server of the user's own: Gitea's heatmap and activity feed, which Forgejo
/// kept when it forked (`GiteaFamily`).
struct ForgejoProvider: GiteaFamily {
    let id = ContributionsProviderID.forgejo
    let name = "FORGEJO"
    let proseName = "Forgejo"
    let summary = "OWN SERVER: ADDRESS, NAME"
    let address = ContributionsAddressNeed.server
    let handleCredential = "forgejo.username"
    let handleWords = HandleWords.standard(forge: "FORGEJO")
}
