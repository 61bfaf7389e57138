/// What the runtime must do after an update. Effects are data, so tests compare them
/// without running them; one performer carries them out (`EffectPerformer`, PulseApp).
public enum Effect: Equatable, Sendable {
    /// Restore the terminal and exit.
    case quit
    /// Start transfer `id`; its result comes back as `.fetched`.
    case fetch(id: FetchID, request: HTTPRequest)
    /// Read a calendar feed (from its address, its file or the cache) and expand it, off the
    /// frame path; the result comes back as `.feedRead`. Cancelled as a transfer is.
    case readFeed(id: FetchID, request: FeedRequest)
    /// Cancel transfer `id`; its result must never come back.
    case cancelFetch(id: FetchID)
    /// Write something to its file (atomically); the outcome comes back as `.saved`.
    case save(Save)
    /// Run the user's command for a timer's end, without waiting for it; a failure comes
    /// back as `.commandFailed`.
    case runCommand(FinishCommand, TimerEnd)
}

extension Effect {
    /// The transfer this effect starts, if it starts one.
    public var fetch: (id: FetchID, request: HTTPRequest)? {
        if case .fetch(let id, let request) = self { return (id, request) }
        return nil
    }

    /// The save this effect asks for, if it is one.
    public var save: Save? {
        if case .save(let save) = self { return save }
        return nil
    }
}

extension Array where Element == Effect {
    /// The transfers these effects start, in order.
    public var fetches: [(id: FetchID, request: HTTPRequest)] { compactMap(\.fetch) }
    /// The saves these effects ask for, in order.
    public var saves: [Save] { compactMap(\.save) }
}
