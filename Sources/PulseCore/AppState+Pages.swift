/// The pages' rooms as the house reaches them (`Rooms` lists them once).
extension AppState {
    /// The room of `page`, to read.
    func room(_ page: Page) -> any PageRoom { rooms[page] }

    /// Lets `body` change the room of `page`, in place.
    mutating func withRoom<Result>(_ page: Page, _ body: (inout any PageRoom) -> Result) -> Result {
        body(&rooms[page])
    }
}

extension FetchPurpose {
    /// The page whose room asked for transfers of this purpose: its answers go to it.
    var owner: Page {
        switch self {
        case .weather: .clock
        case .contributions, .events: .github
        case .uptime: .uptime
        case .calendar: .calendar
        case .geocoding: .settings
        }
    }
}
