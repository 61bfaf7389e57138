import PulseCalendar
import PulseCore
import Testing

@testable import PulseCalendar

/// Lines as real feeds end, fold and break them.
@Suite struct FeedReaderLineTests {
    @Test func aByteOrderMarkAndLineFeedsAloneAreRead() throws {
        let feed = try #require(ReaderFixtures.feed("bom-and-lf-line-ends.ics").feed)
        #expect(feed.events.map(\.summary) == ["Holiday"])
        #expect(feed.name == "Family")
        #expect(feed.events.first?.start == FeedTime(ReaderFixtures.wall(2026, 12, 4), .date))
        #expect(feed.events.first?.end == FeedTime(ReaderFixtures.wall(2026, 12, 5), .date))
    }

    @Test func aByteOrderMarkMayArriveInPieces() throws {
        var reader = FeedReader()
        for byte in ReaderFixtures.bytes("bom-and-lf-line-ends.ics") { try reader.read([byte]) }
        #expect(try reader.finish().events.map(\.summary) == ["Holiday"])
    }

    @Test func loneCarriageReturnsEndLines() throws {
        let text =
            "BEGIN:VCALENDAR\rBEGIN:VEVENT\rDTSTART:20261204T140000Z\rSUMMARY:Old Mac\rEND:VEVENT\rEND:VCALENDAR\r"
        let feed = try #require(ReaderFixtures.read(text).feed)
        #expect(feed.events.map(\.summary) == ["Old Mac"])
    }

    @Test func aCRLFSplitBetweenChunksEndsOneLine() throws {
        let bytes = Array(
            "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:20261204T140000Z\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n".utf8)
        // Every split point, one byte at a time included: the line numbers stay those of an editor.
        var reader = FeedReader()
        for byte in bytes { try reader.read([byte]) }
        let feed = try reader.finish()
        #expect(feed.events.first?.line == 2)
        var broken = FeedReader()
        for byte in Array("BEGIN:VCALENDAR\r\n\r\nEND:VEVENT\r\n".utf8) { try? broken.read([byte]) }
        #expect(throws: FeedError.notUnderstood(line: 3)) { try broken.finish() }
    }

    @Test func foldsBySpaceOrTabAreJoinedWithoutTheirFirstCharacter() throws {
        let feed = try #require(ReaderFixtures.feed("folds-by-space-and-tab.ics").feed)
        #expect(feed.events.map(\.summary) == ["Quarterly planning review with the team"])
    }

    @Test func aBrokenFoldIsTakenWithTheLineBefore() throws {
        let feed = try #require(ReaderFixtures.feed("broken-fold-structured-location.ics").feed)
        #expect(feed.events.map(\.summary) == ["Standup,room 4"])
    }

    @Test func aLineStillInsideAQuotedParameterGoesOnInTheNext() {
        var unfolder = LineUnfolder()
        var lines = [
            "X-APPLE-STRUCTURED-LOCATION;X-ADDRESS=\"Hauptstraße 1", "Berlin;X-TITLE=Office\":geo:52.5,13.4",
            "SUMMARY:Next",
        ].map { Array($0.utf8) }
        var out: [String] = []
        for index in lines.indices {
            if let line = unfolder.add(&lines[index], line: index + 1) {
                out.append(String(decoding: line.bytes, as: UTF8.self))
            }
        }
        #expect(
            out == ["X-APPLE-STRUCTURED-LOCATION;X-ADDRESS=\"Hauptstraße 1Berlin;X-TITLE=Office\":geo:52.5,13.4"])
        #expect(unfolder.flush().map { String(decoding: $0.bytes, as: UTF8.self) } == "SUMMARY:Next")
    }

    @Test func anUnclosedQuoteDoesNotSwallowTheRestOfTheFeed() throws {
        let text = """
            BEGIN:VCALENDAR
            BEGIN:VEVENT
            ATTENDEE;CN="Doe:mailto:doe@example.com
            DTSTART:20261204T140000Z
            SUMMARY:First
            END:VEVENT
            BEGIN:VEVENT
            DTSTART:20261205T140000Z
            SUMMARY:Second
            END:VEVENT
            END:VCALENDAR

            """
        let feed = try #require(ReaderFixtures.read(text).feed)
        // The broken line is passed over; the lines after it are read as they are.
        #expect(feed.events.map(\.summary) == ["First", "Second"])
    }

    @Test func quotedParametersMayHoldColonsSemicolonsAndCommas() throws {
        let feed = try #require(ReaderFixtures.feed("quoted-parameters.ics").feed)
        let event = try #require(feed.events.first)
        #expect(event.start == FeedTime(ReaderFixtures.wall(2026, 12, 4, 9), .zoned("Europe/Berlin")))
        // Names of properties and parameters in any case.
        #expect(event.end == FeedTime(ReaderFixtures.wall(2026, 12, 4, 10), .zoned("Europe/Berlin")))
        #expect(event.summary == "Review")
    }

    @Test func aContentLineSplitsIntoNameParametersAndValue() throws {
        let line = try #require(ContentLine(Array("dtStart;TZID=\"A;B:C\";x-a=1,\"2:3\":2026".utf8)))
        #expect(line.name == "DTSTART")
        let (parameters, value) = try #require(line.split())
        #expect(parameters.map(\.name) == ["TZID", "X-A"])
        #expect(parameters.map(\.values) == [["A;B:C"], ["1", "2:3"]])
        #expect(String(decoding: value, as: UTF8.self) == "2026")
    }
}
