import FoundationEssentials
import PulseCore
import PulseNet
import PulseStore

/// `--location NAME` or `--location LAT,LON`: resolved once (a name through Open-Meteo's
/// keyless geocoding search), coarsened, and remembered in the settings file as the
/// Settings row will (by the display; a snapshot uses it for its frame only).
enum LocationSetting {
    /// Why a location could not be used, in a line for standard error.
    struct Problem: Error {
        let message: String
    }

    /// The place `text` names, looked up when it is a name.
    static func resolve(_ text: String, environment: [String: String]) -> Result<WeatherLocation, Problem> {
        if let coordinate = Coordinate(parsing: text) {
            return .success(WeatherLocation(name: nil, coordinate: coordinate))
        }
        // The command line has already refused an empty or overlong value.
        let name = text
        let request = OpenMeteo.geocodingRequest(for: name, base: Endpoints(environment: environment).geocoding)
        switch BlockingFetch.perform(request) {
        case .failure(let failure):
            return .failure(Problem(message: "cannot look up '\(name)': \(failure)"))
        case .success(let response) where !(200..<300).contains(response.status):
            return .failure(
                Problem(message: "cannot look up '\(name)': the geocoding service answered \(response.status)"))
        case .success(let response):
            switch GeocodingDecoder.decode(response.body) {
            case .failure:
                return .failure(
                    Problem(message: "cannot look up '\(name)': the geocoding service's answer was unreadable"))
            case .success(nil): return .failure(Problem(message: "no such place: '\(name)'"))
            case .success(let place?):
                return .success(WeatherLocation(name: place.name, coordinate: place.coordinate))
            }
        }
    }

    /// Stores `location`; returns a message for standard error when it cannot.
    static func store(_ location: WeatherLocation, environment: [String: String]) -> String? {
        let file = PreferencesFile(url: XDGPaths(environment: environment).preferencesFile)
        do {
            try file.saveLocation(location)
        } catch {
            return "cannot store the location: \(error)"
        }
        return nil
    }
}
