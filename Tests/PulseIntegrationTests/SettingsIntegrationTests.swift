import Foundation
import PulseApp
import PulseCore
import PulseStore
import PulseTestSupport
import Testing

@testable import PulseNet

/// The Settings location row against the loopback geocoding search and a real settings
/// file: the state decides, libcurl fetches, `StoredFiles` writes.
@Suite(.serialized) struct SettingsIntegrationTests {
    let server: LoopbackServer
    let environment: [String: String]
    let now = Date(timeIntervalSince1970: 1_788_081_810)

    init() throws {
        server = try LoopbackServer()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-settings-\(UUID())")
        environment = ["XDG_CONFIG_HOME": directory.path, "PULSE_GEOCODING_URL": server.base]
    }

    var settingsFile: URL { XDGPaths(environment: environment).preferencesFile }

    /// Types `text` into the location prompt and presses Enter, carrying out the effects.
    func setLocation(_ text: String) -> AppState {
        var state = AppState(
            page: .settings, size: TerminalSize(columns: 80, rows: 24),
            run: Run(endpoints: Endpoints(environment: environment)))
        // A stall would otherwise take the full time.
        _ = performer(timeout: 1, environment: environment).settle(
            [.pressed(.settingsRow(.location)), .paste(text), .key(.enter)], on: &state, at: now)
        return state
    }

    @Test func aCityIsResolvedOnceThroughTheGeocodingSearchAndStored() throws {
        let state = setLocation("Berlin")
        #expect(server.count(of: "/v1/search") == 1)
        #expect(state.prompts[.settings] == nil)
        #expect(state.location?.name == "Berlin")
        #expect(state.weather.location == Coordinate(latitude: 52.52, longitude: 13.41))
        let stored = PreferencesFile(url: settingsFile).stored.location
        #expect(stored?.name == "Berlin" && stored?.coordinate == Coordinate(latitude: 52.52, longitude: 13.41))
    }

    @Test func aRealAnswerWithSeveralResultsTakesTheFirst() {
        let state = setLocation("Frederick")
        #expect(state.location?.name == "Frederick")
        #expect(state.location?.coordinate == Coordinate(latitude: 39.41, longitude: -77.41))
    }

    @Test func aPlaceThatIsNotFoundSaysSoAndStoresNothing() {
        let state = setLocation("Atlantis")
        #expect(state.prompts[.settings]?.notice == .noSuchPlace)
        #expect(state.prompts[.settings]?.notice?.text == "NO SUCH PLACE.")
        #expect(!FileManager.default.fileExists(atPath: settingsFile.path))
    }

    @Test func aCoordinateNeedsNoLookupAndIsCoarsened() {
        let state = setLocation("-33.868820,151.209296")
        #expect(server.count(of: "/v1/search") == 0)
        #expect(state.location?.coordinate == Coordinate(latitude: -33.87, longitude: 151.21))
        #expect(
            PreferencesFile(url: settingsFile).stored.location?.coordinate
                == Coordinate(latitude: -33.87, longitude: 151.21))
    }

    @Test(arguments: FaultMatrixTests.faults)
    func aLookupThatFailsSaysRetryStoresNothingAndTheNextOneWorks(_ fault: String) {
        server.setSearch(fault)
        defer { server.setSearch("ok") }
        let failed = setLocation("Berlin")
        #expect(failed.prompts[.settings]?.notice?.text == "COULD NOT LOOK UP. RETRY.")
        #expect(failed.location == nil)
        #expect(!FileManager.default.fileExists(atPath: settingsFile.path))
        #expect(server.count(of: "/v1/search") == 1, "one request for one submit")
        server.setSearch("ok")
        #expect(setLocation("Berlin").location?.name == "Berlin")
        #expect(PreferencesFile(url: settingsFile).stored.location?.name == "Berlin")
    }

    @Test func invalidNumbersAreRefusedAndNothingIsStored() {
        let state = setLocation("123,456")
        #expect(state.prompts[.settings]?.notice == .invalidLocation)
        #expect(server.count(of: "/v1/search") == 0)
        #expect(!FileManager.default.fileExists(atPath: settingsFile.path))
    }
}
