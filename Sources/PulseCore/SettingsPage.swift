import Foundation

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

extension SettingsPage {
    /// Enter or a click on `row`. Credential rows open the same prompts their pages open
    /// (always cancellable here); the preference rows toggle at once.
    mutating func act(
        on row: SettingsRow, credentials: CredentialPresence, prompts: inout PromptSet, clock: inout ClockPage
    ) -> [Effect] {
        switch row {
        case .uptimeKey:
            let notice: PromptNotice? = credentials.hasUptimeKey ? .replacing : nil
            prompts.open(Prompt(.uptimeKey, canCancel: true, notice: notice), on: .settings)
        case .githubUsername:
            prompts.open(Prompt(.githubUsername, canCancel: true), on: .settings)
        case .seconds:
            clock.toggle(\.showsSeconds)
            return [.savePreferences(clock.preferences)]
        case .weatherCondition:
            clock.toggle(\.showsCondition)
            return [.savePreferences(clock.preferences)]
        case .location:
            prompts.open(Prompt(.location, canCancel: true), on: .settings)
        case .orbit:
            clock.toggle(\.orbits)
            return [.savePreferences(clock.preferences)]
        case .nightDimming:
            clock.toggle(\.dimsAtNight)
            return [.savePreferences(clock.preferences)]
        }
        return []
    }

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
