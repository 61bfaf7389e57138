/// The Settings page's own state: the chosen row and the place-name search under way.
public struct SettingsPage: Equatable, Sendable {
    /// The row chosen with ↑/↓ or a click; arriving chooses none.
    public private(set) var selection: SettingsRow?
    /// The location prompt's search, if one is under way.
    private(set) var lookup: FetchID?

    /// Nothing chosen.
    public init() {}

    /// Arriving is inert: no row is chosen.
    mutating func arrive() { selection = nil }

    /// ↑/↓: the first press chooses the first (or last) row; the ends hold.
    mutating func move(by step: Int) {
        let rows = SettingsRow.allCases
        guard let current = selection else {
            selection = step > 0 ? rows.first : rows.last
            return
        }
        selection = SettingsRow(rawValue: min(rows.count - 1, max(0, current.rawValue + step)))
    }

    /// A click chose `row`.
    mutating func choose(_ row: SettingsRow) { selection = row }

    /// The search `id` starts; an earlier one's answer will be dropped.
    mutating func beginLookup(_ id: FetchID) { lookup = id }

    /// Takes the answer `id` if it is the search under way.
    mutating func takeLookup(_ id: FetchID) -> Bool {
        guard id == lookup else { return false }
        lookup = nil
        return true
    }
}
