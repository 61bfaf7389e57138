import FoundationEssentials
import PulseCore
import PulseNet
import PulseStore

/// `--location NAME` or `--location LAT,LON`: resolved once (a name through Open-Meteo's
/// keyless geocoding search), coarsened, and remembered in the settings file as the
/// Settings row will.
enum LocationSetting {
    /// Resolves and stores `text`; returns a message for standard error when it cannot.
    static func apply(_ text: String, environment: [String: String]) -> String? {
        let location: WeatherLocation
        if let coordinate = Coordinate(parsing: text) {
            location = WeatherLocation(name: nil, coordinate: coordinate)
        } else {
            // The command line has already refused an empty or overlong value.
            let name = text
            let request = OpenMeteo.geocodingRequest(for: name, base: Endpoints(environment: environment).geocoding)
            switch BlockingFetch.perform(request) {
            case .failure(let failure):
                return "cannot look up '\(name)': \(failure)"
            case .success(let response) where !(200..<300).contains(response.status):
                return "cannot look up '\(name)': the geocoding service answered \(response.status)"
            case .success(let response):
                switch GeocodingDecoder.decode(response.body) {
                case .failure: return "cannot look up '\(name)': the geocoding service's answer was unreadable"
                case .success(nil): return "no such place: '\(name)'"
                case .success(let place?): location = WeatherLocation(name: place.name, coordinate: place.coordinate)
                }
            }
        }
        let file = PreferencesFile(url: XDGPaths(environment: environment).preferencesFile)
        do {
            try file.saveLocation(location)
        } catch {
            return "cannot store the location: \(error)"
        }
        return nil
    }
}
