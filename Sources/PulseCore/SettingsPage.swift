import FoundationEssentials

/// The Settings page's own state: the chosen row, the source picker and the place-name
/// search under way.
public struct SettingsPage: Equatable, Sendable {
    /// The row chosen with ↑/↓ or a click; arriving chooses none.
    public private(set) var selection: SettingsRow?
    /// The uptime source picker, while it is open.
    public private(set) var picker: UptimeSourcePicker?
    /// The location prompt's search, if one is under way.
    private(set) var lookup: FetchID?

    /// Nothing chosen.
    public init() {}

    /// Arriving is inert: no row is chosen, no picker open.
    mutating func arrive() {
        selection = nil
        picker = nil
    }

    /// Opens the picker on the source read now.
    mutating func openPicker(current: UptimeSource) { picker = UptimeSourcePicker(current: current) }

    /// Closes the picker without choosing.
    mutating func closePicker() { picker = nil }

    /// Moves the picker's highlight by `step`.
    mutating func movePicker(by step: Int) { picker?.move(by: step) }

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

extension SettingsPage {
    /// A location typed into the prompt: a coordinate is stored as it is (coarsened); a
    /// name is looked up once (at `base`); numbers that are no place on Earth are refused.
    mutating func submitLocation(
        _ text: String, prompts: inout PromptSet, serials: inout FetchSerials, base: URL
    ) -> [Effect] {
        if let coordinate = Coordinate(parsing: text) {
            return [.saveLocation(WeatherLocation(name: nil, coordinate: coordinate))]
        }
        if Coordinate.isOutOfRange(text) || text.allSatisfy({ "0123456789.,-+ ".contains($0) }) {
            prompts.edit(on: .settings) { $0.say(.invalidLocation) }
            return []
        }
        let id = serials.take(.geocoding)
        beginLookup(id)
        prompts.edit(on: .settings) { $0.say(.lookingUp) }
        return [.fetch(id: id, request: OpenMeteo.geocodingRequest(for: text, base: base))]
    }

    /// The geocoding answer for the location prompt, if `id` is the lookup under way.
    mutating func receiveLookup(
        _ id: FetchID, _ result: Result<HTTPResponse, HTTPFailure>, prompts: inout PromptSet
    ) -> [Effect] {
        guard takeLookup(id), prompts[.settings]?.kind == .location else { return [] }
        guard case .success(let response) = result, (200..<300).contains(response.status),
            case .success(let found) = GeocodingDecoder.decode(response.body)
        else {
            prompts.edit(on: .settings) { $0.say(.lookupFailed) }
            return []
        }
        guard let place = found else {
            prompts.edit(on: .settings) { $0.say(.noSuchPlace) }
            return []
        }
        return [.saveLocation(WeatherLocation(name: place.name, coordinate: place.coordinate))]
    }
}
