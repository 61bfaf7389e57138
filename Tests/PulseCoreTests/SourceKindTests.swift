import Foundation
import Testing

@testable import PulseCore

/// A third kind of source, declared here as the next one (calendar feeds) will be: one
/// `SourceKind` and its providers. Everything the kinds share then works for it.
enum Feeds: SourceKind {
    enum ProviderID: String, CaseIterable, Hashable, Sendable { case ics, caldav }
    typealias Refusal = NoRefusal
    static let noun = "calendar"
    static var defaultSource: Source<Feeds> { Source(.ics) }

    static func provider(_ id: ProviderID) -> any SourceProvider<Feeds> {
        switch id {
        case .ics:
            FeedProvider(
                id: .ics, name: "ICS FEED", summary: "A PUBLIC CALENDAR",
                address: .hostedOrServer(HostedAddress(variable: "PULSE_ICS_URL", url: "https://calendar.example.com")))
        case .caldav: FeedProvider(id: .caldav, name: "CALDAV", summary: "YOUR OWN SERVER", address: .server)
        }
    }
}

/// A feed's provider: only what every provider declares.
struct FeedProvider: SourceProvider {
    typealias Kind = Feeds
    let id: Feeds.ProviderID
    let name: String
    let summary: String
    let address: SourceAddress
    var credentialName: String? { nil }
    func needs(ownServer: Bool) -> String { ownServer ? "SERVER ADDRESS" : summary }
}

@Suite struct SourceKindTests {
    @Test func aThirdKindIsReadChosenAndRememberedByTheSharedLayer() throws {
        #expect(try Source<Feeds>(parsing: "ICS") == Feeds.defaultSource)
        let own = try Source<Feeds>(parsing: "caldav:HTTPS://Cal.Example.COM/dav/")
        #expect(own.storedForm == "caldav:https://cal.example.com/dav" && own.displayText == "CALDAV CAL.EXAMPLE.COM")
        #expect(try Source<Feeds>(parsing: "ics:https://calendar.example.com") == Source(.ics), "the hosted one")
        #expect(throws: SourceError<Feeds>.missingURL(source: "caldav")) { try Source<Feeds>(parsing: "caldav") }
        #expect(
            SourceError<Feeds>.unknownSource("x").description
                == "unknown calendar source 'x': use ics, ics:URL or caldav:URL")
        #expect(SourceError<Feeds>.tooLong.description == "a calendar source is at most 2048 bytes long")
        #expect(SourceChoice<Feeds>.allCases.map(\.description) == ["ics", "ics:URL", "caldav:URL"])
        #expect(SourceChoice<Feeds>.allCases.map(\.name) == ["CALENDAR.EXAMPLE.COM", "ICS FEED", "CALDAV"])
        var preferences = SourcePreferences<Feeds>()
        #expect(preferences.isChosen && preferences.source == Source(.ics), "the default counts as chosen")
        preferences.choose(own)
        #expect(preferences.addresses == [SourceChoice(.caldav, ownServer: true): own])
        let hosts = SourceHosts<Feeds>(environment: ["PULSE_ICS_URL": "http://127.0.0.1:9"])
        #expect(hosts[.ics].absoluteString == "http://127.0.0.1:9" && hosts[.caldav].isFileURL)
    }

    /// A prompt's address builds its source from the provider and the text as typed: no
    /// scheme is https, the provider's own check refuses with the kind's words, and the
    /// hosted service's own address is the hosted source.
    @Test func anAddressTypedInAPromptBuildsItsSourceDirectly() throws {
        #expect(
            try UptimeSource(.kuma, typed: "status.example.com/status/main")
                == UptimeSource(parsing: "kuma:https://status.example.com/status/main"))
        #expect(throws: UptimeSourceError.kumaWithoutSlug) { try UptimeSource(.kuma, typed: "status.example.com/main") }
        #expect(throws: UptimeSourceError.insecureURL) { try UptimeSource(.gatus, typed: "http://gatus.example.com") }
        #expect(try ContributionsSource(.gitlab, typed: "gitlab.com") == .gitlab)
        #expect(throws: ContributionsSourceError.unexpectedURL(source: "github")) {
            try ContributionsSource(.github, typed: "github.com")
        }
        let long = "g.example.com/" + String(repeating: "a", count: 2048)
        #expect(throws: ContributionsSourceError.tooLong) { try ContributionsSource(.gitea, typed: long) }
        #expect(ContributionsSourceError.userInfo.promptText == "NO USER OR PASSWORD IN IT.")
        #expect(UptimeSourceError.userInfo.promptText == "NO USER OR PASSWORD IN THE ADDRESS.")
    }
}
