import Foundation
import Testing

@testable import PulseCore

private func url(_ text: String) throws -> URL { try #require(URL(string: text)) }

/// `--uptime SOURCE`: every accepted form, every refusal and its words, the stored form.
@Suite struct UptimeSourceParsingTests {
    @Test func theHostedSourcesAreTheirNamesInAnyCase() throws {
        #expect(try UptimeSource(parsing: "levo") == .levo)
        #expect(try UptimeSource(parsing: "uptimerobot") == .uptimerobot)
        #expect(try UptimeSource(parsing: "betterstack") == .betterstack)
        #expect(try UptimeSource(parsing: "BetterStack") == .betterstack)
        #expect(try UptimeSource(parsing: "healthchecks") == .healthchecks(base: UptimeSource.healthchecksIO))
    }

    @Test func aKumaAddressSplitsIntoBaseAndSlug() throws {
        let cases: [(String, String, String)] = [
            ("kuma:https://status.example.com/status/main", "https://status.example.com", "main"),
            ("kuma:https://Status.Example.COM/status/main/", "https://status.example.com", "main"),
            ("kuma:HTTPS://status.example.com:8443/status/my-page-2", "https://status.example.com:8443", "my-page-2"),
            ("kuma:https://example.com/kuma/status/main", "https://example.com/kuma", "main"),
            ("kuma:http://127.0.0.1:3001/status/Main", "http://127.0.0.1:3001", "Main"),
            ("KUMA:http://localhost:3001/status/x", "http://localhost:3001", "x"),
        ]
        for (text, base, slug) in cases {
            #expect(try UptimeSource(parsing: text) == .kuma(base: url(base), slug: slug), "\(text)")
        }
    }

    @Test func selfHostedBasesAreCanonical() throws {
        #expect(
            try UptimeSource(parsing: "healthchecks:https://hc.example.com/")
                == .healthchecks(base: url("https://hc.example.com")))
        #expect(
            try UptimeSource(parsing: "healthchecks:https://example.com/hc//")
                == .healthchecks(base: url("https://example.com/hc")))
        #expect(
            try UptimeSource(parsing: "gatus:https://GATUS.example.com")
                == .gatus(base: url("https://gatus.example.com")))
        #expect(try UptimeSource(parsing: "gatus:http://[::1]:8080") == .gatus(base: url("http://[::1]:8080")))
        #expect(try UptimeSource(parsing: "gatus:http://127.0.0.1:8080/") == .gatus(base: url("http://127.0.0.1:8080")))
    }

    @Test func everyRefusalSaysWhatWasWrong() {
        let refused: [(String, UptimeSourceError)] = [
            ("pingdom", .unknownSource("pingdom")),
            ("", .unknownSource(nil)),
            ("\u{1B}[2J", .unknownSource(nil)),
            ("statuspage:https://x.example.com", .unknownSource("statuspage")),
            ("kuma", .missingURL(source: "kuma")),
            ("gatus", .missingURL(source: "gatus")),
            ("kuma:", .notAURL),
            ("gatus:", .notAURL),
            ("levo:https://x.example.com", .unexpectedURL(source: "levo")),
            ("uptimerobot:https://x.example.com", .unexpectedURL(source: "uptimerobot")),
            ("betterstack:https://x.example.com", .unexpectedURL(source: "betterstack")),
            ("gatus:ftp://g.example.com", .notAURL),
            ("gatus:g.example.com", .notAURL),
            ("gatus:https://", .notAURL),
            ("gatus:not a url", .notAURL),
            ("gatus:http://g.example.com", .insecureURL),
            ("kuma:http://status.example.com/status/main", .insecureURL),
            ("healthchecks:http://10.0.0.2:8000", .insecureURL),
            ("gatus:https://g.example.com/?page=2", .queryOrFragment),
            ("kuma:https://status.example.com/status/main#top", .queryOrFragment),
            ("kuma:https://status.example.com", .kumaWithoutSlug),
            ("kuma:https://status.example.com/status", .kumaWithoutSlug),
            ("kuma:https://status.example.com/status/", .kumaWithoutSlug),
            ("kuma:https://status.example.com/main", .kumaWithoutSlug),
            ("kuma:https://status.example.com/status/main/rss", .kumaWithoutSlug),
            ("kuma:https://status.example.com/status/my_page", .invalidKumaSlug),
            ("kuma:https://status.example.com/status/-main", .invalidKumaSlug),
            ("kuma:https://status.example.com/status/a--b", .invalidKumaSlug),
            ("kuma:https://status.example.com/status/%C3%A9t%C3%A9", .invalidKumaSlug),
        ]
        for (text, error) in refused {
            #expect(throws: error, "\(text)") { try UptimeSource(parsing: text) }
        }
    }

    /// An address of 70 KB was stored twice and made the settings file one its reader
    /// refuses: a source past `longestText` bytes is refused before it is read at all.
    @Test func aSourceOverTheLimitIsRefusedAndOneAtItIsTaken() throws {
        let prefix = "gatus:https://g.example.com/"
        let atLimit = prefix + String(repeating: "a", count: UptimeSource.longestText - prefix.utf8.count)
        #expect(try UptimeSource(parsing: atLimit).storedForm.utf8.count == UptimeSource.longestText)
        for text in [
            atLimit + "a", prefix + String(repeating: "a", count: 70_000), "levo" + String(repeating: " ", count: 3000),
        ] {
            #expect(throws: UptimeSourceError.tooLong) { try UptimeSource(parsing: text) }
        }
        #expect(
            UptimeSourceError.tooLong.description == "an uptime source is at most 2048 bytes long, address included")
        #expect(UptimeSourceError.tooLong.promptText == "ADDRESS TOO LONG.")
    }

    @Test func theUsageLinesNameTheProblemAndNeverTheAddress() {
        #expect(UptimeSourceError.unknownSource("pingdom").description.hasPrefix("unknown uptime source 'pingdom'"))
        #expect(UptimeSourceError.missingURL(source: "kuma").description.contains("/status/SLUG"))
        #expect(UptimeSourceError.missingURL(source: "gatus").description.contains("gatus:https://HOST"))
        #expect(UptimeSourceError.kumaWithoutSlug.description.contains("/status/SLUG"))
        #expect(UptimeSourceError.insecureURL.description.contains("loopback"))
        do {
            _ = try UptimeSource(parsing: "gatus:http://admin:hunter2@g.example.com")
            Issue.record("plain http to a remote host was accepted")
        } catch {
            #expect(!error.description.contains("hunter2"))
        }
    }

    @Test func theStoredFormReadsBackToTheSameSource() throws {
        let sources: [UptimeSource] = [
            .levo, .uptimerobot, .betterstack, .healthchecks(base: UptimeSource.healthchecksIO),
            try UptimeSource(parsing: "healthchecks:https://hc.example.com/sub/"),
            try UptimeSource(parsing: "kuma:https://status.example.com:8443/kuma/status/main"),
            try UptimeSource(parsing: "kuma:http://127.0.0.1:3001/status/x"),
            try UptimeSource(parsing: "gatus:http://[::1]:8080"),
        ]
        for source in sources {
            #expect(try UptimeSource(parsing: source.storedForm) == source, "\(source.storedForm)")
        }
        #expect(UptimeSource.healthchecks(base: UptimeSource.healthchecksIO).storedForm == "healthchecks")
        #expect(try UptimeSource(parsing: "healthchecks:https://healthchecks.io/").storedForm == "healthchecks")
        #expect(
            try UptimeSource(parsing: "kuma:https://s.example.com/status/main/").storedForm
                == "kuma:https://s.example.com/status/main")
    }
}

/// What Settings and the prompt say of each source, and how often it is read.
@Suite struct UptimeSourcePresentationTests {
    @Test func aShortenedAddressLosesTheMiddleOfItsPathThenItsNameNeverItsPort() throws {
        let source = try UptimeSource(parsing: "kuma:http://127.0.0.1:18765/status/main")
        let text = "FROM " + source.displayText
        #expect(text == "FROM UPTIME KUMA 127.0.0.1:18765/STATUS/MAIN")
        let cut = source.displayCut(after: 5)
        #expect(cut.shortened(text, to: text.count) == text, "whole where it fits")
        #expect(cut.shortened(text, to: text.count - 1) == "FROM UPTIME KUMA 127.0.0.1:18765/.../MAIN")
        #expect(cut.shortened(text, to: 39) == "FROM UPTIME KUMA 127.0.0.1:18765/...AIN", "a segment too long is cut")
        #expect(cut.shortened(text, to: 36) == "FROM UPTIME KUMA 127.0.0.1:18765/...", "then the whole path")
        #expect(cut.shortened(text, to: 35) == "FROM UPTIME KUMA 127.0.0.1:18765...")
        #expect(cut.shortened(text, to: 31) == "FROM 127.0.0.1:18765/.../MAIN", "then the name goes")
        #expect(cut.shortened(text, to: 20) == "FROM 127.0.0.1:18...", "no room for the host: its end goes")
        let bare = try UptimeSource(parsing: "gatus:http://127.0.0.1:8080")
        #expect(bare.displayCut().shortened(bare.displayText, to: 16) == "127.0.0.1:8080", "the name before the port")
        #expect(UptimeSource.betterstack.displayCut() == .end)
    }

    @Test func settingsShowsTheNameAndASelfHostedHostWithoutUserInfo() throws {
        #expect(UptimeSource.levo.displayText == "LEVO")
        #expect(UptimeSource.betterstack.displayText == "BETTER STACK")
        #expect(UptimeSource.uptimerobot.displayText == "UPTIMEROBOT")
        #expect(UptimeSource.healthchecks(base: UptimeSource.healthchecksIO).displayText == "HEALTHCHECKS")
        #expect(
            try UptimeSource(parsing: "healthchecks:https://hc.example.com").displayText
                == "HEALTHCHECKS HC.EXAMPLE.COM")
        #expect(
            try UptimeSource(parsing: "kuma:https://status.example.com/status/main").displayText
                == "UPTIME KUMA STATUS.EXAMPLE.COM/STATUS/MAIN")
        let withPort = try UptimeSource(parsing: "gatus:https://g.example.com:8443")
        #expect(withPort.displayText == "GATUS G.EXAMPLE.COM:8443")
        #expect(withPort.host == "g.example.com:8443")
        // A user name or password would be stored in preferences.json, which is not private.
        for address in ["gatus:https://admin:hunter2@g.example.com", "kuma:https://u@s.example.com/status/x"] {
            #expect(throws: UptimeSourceError.userInfo) { try UptimeSource(parsing: address) }
        }
        #expect(!UptimeSourceError.userInfo.description.contains("hunter2"))
        #expect(try UptimeSource(parsing: "gatus:http://[::1]:8080").host == "[::1]:8080")
    }

    @Test func onlyThePublicPagesNeedNoKey() throws {
        let kuma = try UptimeSource(parsing: "kuma:https://s.example.com/status/main")
        let gatus = try UptimeSource(parsing: "gatus:https://g.example.com")
        #expect(
            kuma.descriptor.key == nil && gatus.descriptor.key == nil && kuma.credential == nil
                && gatus.credential == nil)
        let own = try #require(URL(string: "https://hc.example.com"))
        let keys: [(UptimeSource, Credential)] = [
            (.levo, .uptimeKey), (.uptimerobot, .uptimeRobotKey), (.betterstack, .betterStackToken),
            (.healthchecks(base: UptimeSource.healthchecksIO), .healthchecksKey),
            (.healthchecks(base: own), Credential(rawValue: "healthchecks.api-key@https://hc.example.com")),
        ]
        for (source, credential) in keys {
            #expect(source.descriptor.key != nil && source.credential == credential, "\(source)")
        }
        // One key per source: no two sources (nor two Healthchecks servers) share one, and
        // the original API keeps the name existing credentials files use.
        #expect(Set(keys.map(\.1.rawValue)).count == keys.count)
        #expect(Credential.uptimeKey.rawValue == "uptime.api-key")
    }

    @Test func thePromptNamesTheKeyAndWhichKindWorks() {
        let healthchecks = UptimeSource.healthchecks(base: UptimeSource.healthchecksIO).descriptor.key
        #expect(healthchecks?.explanation.contains("A READ-ONLY KEY WORKS:") == true && healthchecks?.isToken == false)
        #expect(UptimeSource.uptimerobot.descriptor.key?.explanation.contains("A READ-ONLY KEY WORKS:") == true)
        #expect(UptimeSource.betterstack.descriptor.key?.isToken == true)
        #expect(UptimeSource.betterstack.changeLine == "CHANGE API TOKEN")
        #expect(UptimeSource.levo.descriptor.key?.explanation.first == "BEARER TOKEN FOR THE")
    }

    @Test func theKeyGoesInAHeaderOrTheFormBody() {
        #expect(UptimeSource.levo.credentialPlacement == .bearer)
        #expect(UptimeSource.betterstack.credentialPlacement == .bearer)
        #expect(
            UptimeSource.healthchecks(base: UptimeSource.healthchecksIO).credentialPlacement == .header("X-Api-Key"))
        #expect(UptimeSource.uptimerobot.credentialPlacement == .formField("api_key"))
    }

    @Test func cadencesFollowWhatEachServerCachesOrAllows() throws {
        #expect(UptimeSource.levo.cadence == UptimeCadence(refresh: 20))
        #expect(UptimeSource.betterstack.cadence.refresh == 20)
        #expect(try UptimeSource(parsing: "gatus:https://g.example.com").cadence.refresh == 20)
        let kuma = try UptimeSource(parsing: "kuma:https://s.example.com/status/main").cadence
        #expect(kuma.refresh == 60 && kuma.monitorList == 300)
        let robot = UptimeSource.uptimerobot.cadence
        // Ten requests a minute, every page counted: three pages fit in 20 s, four need 30.
        #expect(robot.interval(afterRequests: 1) == 20)
        #expect(robot.interval(afterRequests: 3) == 20)
        #expect(robot.interval(afterRequests: 4) == 30)
        #expect(robot.interval(afterRequests: 6) == 60)
        #expect(robot.interval(afterRequests: 10) == 60)
        #expect(robot.interval(afterRequests: 12) == 72, "past the free plan: 6 s a page")
        #expect(UptimeSource.betterstack.cadence.interval(afterRequests: 10) == 20)
    }

    @Test(arguments: 1...10)
    func noMinuteHoldsMoreThanTenRequests(_ pages: Int) {
        // Reads go out whole, one after another at the interval; every window of 60 s, at
        // any start, is counted.
        let interval = UptimeSource.uptimerobot.cadence.interval(afterRequests: pages)
        let reads = (0..<40).map { Double($0) * interval }
        for start in stride(from: 0.0, through: reads.last ?? 0, by: 0.5) {
            let inWindow = reads.filter { $0 >= start && $0 < start + 60 }.count * pages
            #expect(inWindow <= 10, "\(pages) pages, \(interval) s apart: \(inWindow) from \(start) s")
        }
    }
}
