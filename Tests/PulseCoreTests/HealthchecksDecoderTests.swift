import Foundation
import Testing

@testable import PulseCore

/// Healthchecks' `GET /api/v3/checks/`.
@Suite struct HealthchecksDecoderTests {
    private func checks(_ items: String) -> Data { Data(#"{"checks":[\#(items)]}"#.utf8) }

    @Test func theDocumentedBodiesDecodeForEitherKindOfKey() throws {
        for name in ["healthchecks-checks.json", "healthchecks-checks.readonly-key.json"] {
            let rows = try HealthchecksDecoder.decode(fixture("uptime-providers/\(name)")).get()
            #expect(
                rows == [
                    UptimeService(
                        name: "Filesystem Backup", status: .operational,
                        lastCheckedAt: Date(timeIntervalSince1970: 1_585_058_523)),
                    UptimeService(
                        name: "Database Backup", status: .down,
                        lastCheckedAt: Date(timeIntervalSince1970: 1_584_958_772)),
                ], "\(name)")
        }
    }

    @Test func everyDocumentedStatusMapsAsTheTableSays() throws {
        let values = ["up", "grace", "down", "new", "paused"]
        let rows = try HealthchecksDecoder.decode(
            checks(values.map { #"{"name":"\#($0)","status":"\#($0)","last_ping":null}"# }.joined(separator: ","))
        ).get()
        #expect(rows.map(\.status) == [.operational, .degraded, .down, .new, .paused])
        #expect(rows.allSatisfy { $0.lastCheckedAt == nil })
    }

    @Test func undocumentedValuesAreUnknown() throws {
        for value in [#""started""#, #""UP""#, #""late""#, #""""#, "1", "true", "null", "{}"] {
            let rows = try HealthchecksDecoder.decode(checks(#"{"name":"a","status":\#(value)}"#)).get()
            #expect(rows.map(\.status) == [.unknown], "\(value)")
        }
    }

    @Test func bodiesOfAnotherShapeAreUnreadable() {
        for body in [
            #"{"error":"wrong api key"}"#, #"{"checks":{}}"#, #"{"checks":[{"status":"up"}]}"#,
            #"{"checks":[{"name":1}]}"#,
            #"{"checks":["a"]}"#, "[]", "", "not json",
        ] {
            #expect(HealthchecksDecoder.decode(Data(body.utf8)) == .failure(.unreadable), "\(body)")
        }
    }

    @Test func noChecksIsNoRows() throws {
        #expect(try HealthchecksDecoder.decode(checks("")).get().isEmpty)
    }
}
