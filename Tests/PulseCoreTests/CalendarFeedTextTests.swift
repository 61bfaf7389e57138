import Foundation
import Testing

@testable import PulseCore

/// A feed's words, as `--calendar`, the prompt and the stored value give them.
@Suite struct CalendarFeedTextTests {
    @Test func webcalIsReadAsHTTPS() throws {
        let feed = try CalendarFeedText(parsing: "webcal://p42-caldav.icloud.com/published/2/abc")
        // Unwrapped first: a `#require` inside `#expect` does not compile with Swift 6.0.
        let https = try #require(URL(string: "https://p42-caldav.icloud.com/published/2/abc"))
        #expect(feed.location == .web(https))
        #expect(feed.face == CalendarFeedFace(label: nil, place: "p42-caldav.icloud.com"))
    }

    @Test func plainHTTPIsForLoopbackOnly() throws {
        #expect(throws: CalendarFeedText.Refusal.insecure) {
            try CalendarFeedText(parsing: "http://calendar.example.com/basic.ics")
        }
        let local = try CalendarFeedText(parsing: "http://127.0.0.1:8080/basic.ics")
        #expect(local.face.place == "127.0.0.1")
    }

    @Test func aLabelNamesTheFeedAndItsFaceHoldsNoPathNorToken() throws {
        let feed = try CalendarFeedText(
            parsing: "work=https://calendar.google.com/calendar/ical/x%40group/private-0123456789abcdef/basic.ics")
        #expect(feed.label == "WORK")
        #expect(feed.face.name == "WORK")
        #expect(!"\(feed.face)".contains("private-0123456789abcdef"))
        #expect(feed.face.place == "calendar.google.com")
    }

    @Test func aPathIsAFileAndAnEqualsSignInAQueryIsNoLabel() throws {
        #expect(try CalendarFeedText(parsing: "~/cal/home.ics").location == .file("~/cal/home.ics"))
        #expect(
            try CalendarFeedText(parsing: "HOME=/srv/family.ics").face
                == CalendarFeedFace(label: "HOME", place: "family.ics"))
        let query = try CalendarFeedText(parsing: "https://cloud.example.org/remote.php/dav?export=1")
        #expect(query.label == nil)
    }

    @Test func aListHoldsAtMostThreeFeedsAndRefusesWordsThatAreNone() {
        #expect((try? CalendarFeedText.list(parsing: "a.ics, b.ics,c.ics"))?.count == 3)
        #expect(throws: CalendarFeedText.Refusal.tooMany) {
            try CalendarFeedText.list(parsing: "a.ics,b.ics,c.ics,d.ics")
        }
        #expect(throws: CalendarFeedText.Refusal.notAnAddress) { try CalendarFeedText.list(parsing: "my calendar") }
        #expect(throws: CalendarFeedText.Refusal.notAnAddress) { try CalendarFeedText.list(parsing: " , ") }
        #expect(throws: CalendarFeedText.Refusal.notAnAddress) {
            try CalendarFeedText.list(parsing: "ftp://x.org/a.ics")
        }
    }

    @Test func theStoredValueNamesItsFeedsFacesForTheState() {
        var presence = CredentialPresence()
        presence.store(
            .calendarFeeds,
            value: SecretText("WORK=https://outlook.office365.com/owa/calendar/s/calendar.ics\n/home/me/family.ics"))
        #expect(presence.calendarFeeds.map(\.name) == ["WORK", "FAMILY.ICS"])
        #expect(presence.has(.calendarFeeds))
    }

    @Test func aRefusalNeverRepeatsTheAddress() {
        let refusals: [CalendarFeedText.Refusal] = [.notAnAddress, .insecure, .tooLong, .tooMany]
        for refusal in refusals {
            #expect(!refusal.description.contains("private"))
            #expect(!refusal.promptText.isEmpty)
        }
    }
}
