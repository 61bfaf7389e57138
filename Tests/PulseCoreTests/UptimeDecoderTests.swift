import Foundation
import Testing

@testable import PulseCore

/// The original's `UptimeResponseDecoderTests`, case for case.
@Suite struct UptimeDecoderTests {
    private func decode(_ json: String) -> Result<[UptimeService], UptimeDecoder.Malformed> {
        UptimeDecoder.decode(Data(json.utf8))
    }

    private func services(_ json: String) throws -> [UptimeService] {
        try decode(json).get()
    }

    private func projects(_ items: String) -> String {
        #"{"data":{"key":{"id":"k1","name":"Main","keyPrefix":"lsu_abc"},"projects":["# + items + "]}}"
    }

    @Test func theDocumentedPayloadDecodes() throws {
        let body = projects(
            #"{"id":"p1","name":"Levo Studio Analytics","currentStatus":"up","lastCheckedAt":"2026-06-13T12:00:00.000Z"}"#
        )
        let rows = try services(body)
        #expect(
            rows == [
                UptimeService(
                    name: "Levo Studio Analytics", status: .operational,
                    lastCheckedAt: Date(timeIntervalSince1970: 1_781_352_000))
            ])
    }

    @Test func unusedFieldsAreIgnoredWhateverTheirType() throws {
        let body = projects(
            #"{"id":42,"name":"A","customer":{"x":[1,2]},"domain":null,"category":7,"serverLocation":"eu","#
                + #""hostingPrice":"12.50","lastStatusChangeAt":false,"monitoringPausedAt":null,"#
                + #""consecutiveFailureCount":"3","summary":{"uptime":99.9},"currentStatus":"up"}"#)
        #expect(try services(body).map(\.name) == ["A"])
    }

    @Test func statusesMapInOrderAndANullTimeIsNone() throws {
        let body = projects(
            ["up", "slow", "degraded", "down", "unknown"].map {
                #"{"name":"\#($0)","currentStatus":"\#($0)","lastCheckedAt":null}"#
            }.joined(separator: ","))
        let rows = try services(body)
        #expect(rows.map(\.status) == [.operational, .degraded, .degraded, .down, .unknown])
        #expect(rows.map(\.name) == ["up", "slow", "degraded", "down", "unknown"])
        #expect(rows.allSatisfy { $0.lastCheckedAt == nil })
    }

    @Test func valuesOutsideTheVocabularyAreUnknown() throws {
        for value in ["maintenance", "paused", "UP-ISH", "ok", "true", "1", "", "operational"] {
            let rows = try services(projects(#"{"name":"x","currentStatus":"\#(value)"}"#))
            #expect(rows.map(\.status) == [.unknown], "\(value)")
        }
    }

    @Test func aMissingStatusIsUnknownAndCaseDoesNotMatter() throws {
        let rows = try services(projects(#"{"name":"a"},{"name":"b","currentStatus":"DOWN"}"#))
        #expect(rows.map(\.status) == [.unknown, .down])
    }

    @Test func emptyProjectsIsNoRowsAndKeyMetadataIsOptional() throws {
        #expect(try services(#"{"data":{"projects":[]}}"#).isEmpty)
        #expect(try services(#"{"data":{"projects":[{"name":"a"}]}}"#).count == 1)
    }

    @Test func bodiesThatAreNotTheResponseAreRefused() {
        let refused = [
            #"{"data":{"key":{"name":"Main"}}}"#,
            #"{"projects":[{"name":"a"}]}"#,
            #"{"error":"Unauthorized","code":"UNAUTHORIZED"}"#,
            #"{"error":"No projects","code":"PROJECT_NOT_FOUND"}"#,
            #"[{"name":"a"}]"#,
            "42",
            "not json",
            "",
        ]
        for body in refused {
            #expect(throws: UptimeDecoder.Malformed.self, "\(body)") { try decode(body).get() }
        }
    }

    @Test func bytesThatAreNotUTF8OrLoneSurrogatesAreUnreadableNotACrash() {
        var body = Data(#"{"data":{"projects":[{"name":"a"#.utf8)
        body.append(contentsOf: [0xFF, 0xFE])
        body.append(contentsOf: Data(#""}]}}"#.utf8))
        #expect(throws: UptimeDecoder.Malformed.self) { try UptimeDecoder.decode(body).get() }
        #expect(throws: UptimeDecoder.Malformed.self) { try decode(projects(#"{"name":"\ud800x"}"#)).get() }
    }

    @Test func aProjectWithoutANameRefusesTheBody() {
        #expect(throws: UptimeDecoder.Malformed.self) {
            try decode(projects(#"{"name":"a"},{"currentStatus":"up"}"#)).get()
        }
        #expect(throws: UptimeDecoder.Malformed.self) { try decode(projects(#"{"name":7}"#)).get() }
    }

    @Test func wholeSecondTimestampsAreAccepted() throws {
        let rows = try services(projects(#"{"name":"a","lastCheckedAt":"2026-06-13T12:00:00Z"}"#))
        #expect(rows.first?.lastCheckedAt == Date(timeIntervalSince1970: 1_781_352_000))
    }

    @Test func anUnusableTimeCostsOnlyThatProjectsTime() throws {
        for value in [#""yesterday""#, #""13/06/2026""#, "1781352000", "null", "{}"] {
            let body = projects(
                #"{"name":"a","currentStatus":"down","lastCheckedAt":\#(value)},"#
                    + #"{"name":"b","currentStatus":"up","lastCheckedAt":"2026-06-13T12:00:00Z"}"#)
            let rows = try services(body)
            #expect(rows.map(\.status) == [.down, .operational], "\(value)")
            #expect(rows[0].lastCheckedAt == nil)
            #expect(rows[1].lastCheckedAt != nil)
        }
    }

    @Test func aNumericStatusIsUnknownAndTheRowStays() throws {
        #expect(try services(projects(#"{"name":"a","currentStatus":1}"#)).map(\.status) == [.unknown])
    }

    @Test func identifiersAndKeyFieldsCannotFailTheParse() throws {
        #expect(try services(#"{"data":{"key":{},"projects":[{"id":3,"name":"a"},{"name":"b"}]}}"#).count == 2)
        #expect(try services(#"{"data":{"key":null,"projects":[{"name":"a"}]}}"#).count == 1)
    }

    @Test func aFutureTimeIsKeptAsSent() throws {
        let rows = try services(projects(#"{"name":"a","lastCheckedAt":"2099-01-01T00:00:00Z"}"#))
        #expect(rows.first?.lastCheckedAt == Date(timeIntervalSince1970: 4_070_908_800))
    }

    @Test func theKeyPrefixIsNeverDecoded() throws {
        let rows = try services(projects(#"{"name":"a"}"#))
        #expect(!String(describing: rows).contains("lsu_abc"))
    }
}
