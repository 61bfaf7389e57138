/// Hands out transfer ids: one counter for the whole state, so no two transfers of a run
/// share an id whatever their purpose.
public struct FetchSerials: Equatable, Sendable {
    private var next = 1

    /// A counter starting at 1.
    public init() {}

    /// The id for the next transfer for `purpose`.
    public mutating func take(_ purpose: FetchPurpose) -> FetchID {
        defer { next += 1 }
        return FetchID(purpose, next)
    }
}
