import Foundation

/// The Settings page's rows, in order.
public enum SettingsRow: Int, CaseIterable, Sendable {
    case uptimeKey, githubUsername, seconds, weatherCondition, location
}

extension AppState {
    /// ↑/↓ on Settings: the first press chooses the first (or last) row.
    mutating func moveSelection(by step: Int) {
        let last = SettingsRow.allCases.count - 1
        guard let current = settingsSelection else {
            settingsSelection = step > 0 ? 0 : last
            return
        }
        settingsSelection = min(last, max(0, current + step))
    }

    /// Enter or a click on a Settings row. Credential rows open the same prompts their
    /// pages open (always cancellable here); the preference rows toggle at once.
    mutating func actOnSettingsRow(_ index: Int) -> [Effect] {
        guard let row = SettingsRow(rawValue: index) else { return [] }
        switch row {
        case .uptimeKey:
            prompts[.settings] = CredentialPrompt(
                .uptimeKey, canCancel: true, notice: credentials.hasUptimeKey ? .replacing : nil)
        case .githubUsername:
            prompts[.settings] = CredentialPrompt(.githubUsername, canCancel: true)
        case .seconds:
            return toggle(\.showsSeconds)
        case .weatherCondition:
            return toggle(\.showsCondition)
        case .location:
            prompts[.settings] = CredentialPrompt(.location, canCancel: true)
        }
        return []
    }

    /// A location typed into the prompt: a coordinate is stored as it is (coarsened); a
    /// name is looked up once; numbers that are no place on Earth are refused.
    mutating func submitLocation(_ text: String) -> [Effect] {
        if let coordinate = Coordinate(parsing: text) {
            return [.saveLocation(WeatherLocation(name: nil, coordinate: coordinate))]
        }
        if text.allSatisfy({ "0123456789.,-+ ".contains($0) }) {
            prompts[.settings]?.say(.invalidLocation)
            return []
        }
        let id = takeFetchID()
        locationLookup = id
        prompts[.settings]?.say(.lookingUp)
        return [.fetch(id: id, request: OpenMeteo.geocodingRequest(for: text, base: endpoints.geocoding))]
    }

    /// The geocoding answer for the location prompt, if `id` is that lookup.
    mutating func receiveLookup(_ id: Int, _ result: Result<HTTPResponse, HTTPFailure>) -> [Effect] {
        guard id == locationLookup else { return [] }
        locationLookup = nil
        guard prompts[.settings]?.kind == .location else { return [] }
        guard case .success(let response) = result, (200..<300).contains(response.status),
            case .success(let found) = GeocodingDecoder.decode(response.body)
        else {
            prompts[.settings]?.say(.lookupFailed)
            return []
        }
        guard let place = found else {
            prompts[.settings]?.say(.noSuchPlace)
            return []
        }
        return [.saveLocation(WeatherLocation(name: place.name, coordinate: place.coordinate))]
    }

    /// The location was stored: the Clock's weather follows it from its next arrival.
    mutating func locationSaved(_ saved: WeatherLocation, succeeded: Bool) {
        guard succeeded else {
            prompts[.settings]?.saveFailed()
            return
        }
        location = saved
        weather = WeatherModel(location: saved.coordinate)
        if prompts[.settings]?.kind == .location { prompts[.settings] = nil }
    }
}
