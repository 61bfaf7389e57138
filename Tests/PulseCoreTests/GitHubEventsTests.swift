import Foundation
import Testing

@testable import PulseCore

/// The original's `GitHubEventsDecoderTests` and `GitHubActivitySummaryTests`, and the
/// decoder on real feeds.
@Suite struct GitHubEventsTests {
    func decode(_ json: String) -> Result<[ForgeEvent], GitHubEventsDecoder.Undecodable> {
        GitHubEventsDecoder.decode(Data(json.utf8))
    }

    @Test func anObservedFeedDecodesToItsKinds() throws {
        let feed = #"""
            [{"id":"1","type":"PullRequestEvent","payload":{"action":"opened"},"created_at":"2026-08-31T09:00:00Z"},
             {"id":"2","type":"PullRequestEvent","payload":{"action":"closed"},"created_at":"2026-08-31T09:10:00Z"},
             {"id":"3","type":"PushEvent","payload":{"ref":"refs/heads/main","head":"abc"},"created_at":"2026-08-31T08:36:50Z"},
             {"id":"4","type":"DeleteEvent","created_at":"2026-08-31T08:00:00Z"}]
            """#
        let events = try decode(feed).get()
        #expect(events.map(\.kind) == [.other, .other, .push, .other])
        #expect(events[2].createdAt == Date(timeIntervalSince1970: 1_788_165_410))
    }

    @Test func oneUnreadableEntryCostsOnlyItself() throws {
        let feed = #"""
            [{"type":"PushEvent","created_at":"2026-08-31T08:00:00Z"}, "a bare string",
             {"type":"PushEvent","created_at":"yesterday"}, {"type":"PushEvent","created_at":"2026-08-31T09:00:00Z"}]
            """#
        #expect(try decode(feed).get().filter { $0.kind == .push }.count == 2)
    }

    @Test func aBodyThatIsNotAnArrayIsUndecodable() {
        let limit =
            #"{"message":"API rate limit exceeded for 127.0.0.1.","documentation_url":"https://docs.github.com"}"#
        #expect(throws: GitHubEventsDecoder.Undecodable.self) { try decode(limit).get() }
        #expect(throws: GitHubEventsDecoder.Undecodable.self) { try decode("<html>").get() }
    }

    @Test func theNewestPushOfTodayWinsInAnyOrder() {
        let now = instant("2026-08-31T18:00:00Z")
        let events = [
            ForgeEvent(kind: .push, createdAt: instant("2026-08-31T09:00:00Z")),
            ForgeEvent(kind: .push, createdAt: instant("2026-08-31T13:58:00Z")),
            ForgeEvent(kind: .push, createdAt: instant("2026-08-24T20:00:00Z")),
            ForgeEvent(kind: .other, createdAt: instant("2026-08-31T17:00:00Z")),
        ]
        for order in [events, events.reversed()] {
            #expect(
                ForgeEvent.lastPushToday(in: order, now: now, zone: zone("UTC"))
                    == instant("2026-08-31T13:58:00Z"))
        }
    }

    @Test func yesterdaysOnlyPushOrOnlyOtherEventsGiveNoTime() {
        let now = instant("2026-08-31T08:00:00Z")
        #expect(
            ForgeEvent.lastPushToday(
                in: [ForgeEvent(kind: .push, createdAt: instant("2026-08-30T23:00:00Z"))], now: now, zone: zone("UTC"))
                == nil)
        #expect(
            ForgeEvent.lastPushToday(
                in: [ForgeEvent(kind: .other, createdAt: instant("2026-08-31T07:00:00Z"))], now: now, zone: zone("UTC")
            ) == nil)
        #expect(ForgeEvent.lastPushToday(in: [], now: now, zone: zone("UTC")) == nil)
    }

    @Test func theDayBoundaryFollowsTheLocalZone() {
        let now = instant("2026-08-31T23:40:00Z")
        let push = [ForgeEvent(kind: .push, createdAt: instant("2026-08-31T09:30:00Z"))]
        #expect(ForgeEvent.lastPushToday(in: push, now: now, zone: zone("Pacific/Kiritimati")) == nil)
        #expect(ForgeEvent.lastPushToday(in: push, now: now, zone: zone("Pacific/Midway")) == nil)
        let berlinPush = [ForgeEvent(kind: .push, createdAt: instant("2026-08-31T12:00:00Z"))]
        #expect(
            ForgeEvent.lastPushToday(
                in: berlinPush, now: instant("2026-08-31T20:00:00Z"), zone: zone("Europe/Berlin"))
                == instant("2026-08-31T12:00:00Z"))
    }

    @Test func realFeedsDecode() throws {
        let basyura = try GitHubEventsDecoder.decode(fixture("github-events/basyura-users-events-2020-06.json")).get()
        #expect(basyura.count == 30 && basyura.filter { $0.kind == .push }.count == 15)
        #expect(
            ForgeEvent.lastPushToday(in: basyura, now: instant("2020-06-27T22:00:00Z"), zone: zone("UTC"))
                == instant("2020-06-27T12:48:35Z"))
        let slim = try GitHubEventsDecoder.decode(
            fixture("github-events/honzajavorek-users-events-2026-02-pullrequest-slim.json")
        ).get()
        #expect(slim.map(\.kind) == [.other])
        #expect(slim.first?.createdAt == instant("2026-02-16T22:51:49Z"))
        let timeline = try GitHubEventsDecoder.decode(
            fixture("github-events/pygithub-public-timeline-events-2020-04.json")
        ).get()
        #expect(timeline.filter { $0.kind == .push }.count == 16)
    }
}
