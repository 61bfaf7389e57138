/// What `pulse snapshot` asks of the state after its one settle.
extension AppState {
    /// Whether the page on screen shows a failed read (see `PageRoom.readFailed`).
    public var pageReadFailed: Bool { room(page).readFailed }
}

extension UptimePage {
    /// The fault line is showing.
    var readFailed: Bool { model.fault != nil }
}

extension ContributionsPage {
    /// The status line names a failure (the forge's, the network's or the account's).
    var readFailed: Bool { model.contributionsFailure != nil }
}
