extension LoopbackServer {
    /// Sets how a forge beside GitHub answers: `forge` is `gitlab` or `gitea` (Forgejo's and
    /// Codeberg's endpoints are Gitea's), `mode` ok, `daily` (Gitea's per-day buckets) or one
    /// of the server's faults.
    public func setForge(_ forge: String, _ mode: String) {
        _ = get("/control?\(forge)=\(mode)")
    }
}
