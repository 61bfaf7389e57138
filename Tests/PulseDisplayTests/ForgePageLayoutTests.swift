import Foundation
import PulseCore
import PulseTestSupport
import Testing

@testable import PulseDisplay

/// The contributions page of the forges beside GitHub, as each answers: GitLab's sparse
/// days (with its note on whose days they are) and the 15-minute buckets of Codeberg and
/// of a Forgejo or Gitea server of your own, read through the page's own requests.
@Suite struct ForgePageLayoutTests {
    /// A Sunday afternoon: today is the top of the last column.
    let now = utcInstant("2026-08-30T14:32:08Z")

    /// The page of `source` for `handle`, after its calendar and feed answered `calendar`
    /// and `feed`.
    func page(
        _ source: ContributionsSource, handle: String, calendar: String, feed: String, columns: Int, rows: Int
    ) -> AppState {
        var state = AppState(
            page: .github, size: TerminalSize(columns: columns, rows: rows),
            preferences: ClockPreferences(orbits: false),
            credentials: CredentialPresence(handles: [source.handleCredential: handle]),
            contributions: ContributionsPreferences(source: source))
        let started = state.handle(.started, at: now)
        for (id, request) in started.fetches {
            let body = request.url.path.contains("events") || request.url.path.contains("feeds") ? feed : calendar
            _ = state.handle(
                .fetched(id: id, result: .success(HTTPResponse(status: 200, headers: [:], body: Data(body.utf8)))),
                at: now)
        }
        return state
    }

    /// GitLab's answer: a run of the last five days, and a busy day three weeks back.
    func gitlab(_ columns: Int, _ rows: Int) -> AppState {
        page(
            .gitlab, handle: "jane.doe",
            calendar: #"{"2026-08-26":1,"2026-08-27":4,"2026-08-28":2,"2026-08-29":7,"2026-08-30":3,"2026-08-09":12}"#,
            feed: #"[{"action_name":"pushed to","created_at":"2026-08-30T13:58:00.000Z"}]"#, columns: columns,
            rows: rows)
    }

    /// Codeberg's answer: a quarter hour each of the last three days (today's twice), UTC;
    /// a Forgejo or Gitea server of your own answers as Codeberg does.
    func codeberg(_ columns: Int, _ rows: Int, source: ContributionsSource = .codeberg) -> AppState {
        page(
            source, handle: "jd",
            calendar:
                #"[{"timestamp":1787907600,"contributions":2},{"timestamp":1787994000,"contributions":1},"#
                + #"{"timestamp":1788080400,"contributions":5},{"timestamp":1788087600,"contributions":1}]"#,
            feed: "[]", columns: columns, rows: rows)
    }

    func frame(_ state: AppState) throws -> Frame {
        Renderer(typeface: try builtInTypeface()).frame(for: state, at: now, in: utc)
    }

    @Test func gitLabsPageNamesTheForgeAndWhoseDaysTheyAre() {
        let lines = ContributionsView.textLines(for: gitlab(80, 24), at: now, in: utc)
        #expect(lines.prefix(4) == ["jane.doe 14:32:08", "13:58", "3", "COMMITS TODAY"])
        #expect(
            lines.suffix(5) == [
                "17 WEEKS \u{00B7} GITLAB TODAY", "5 DAY STREAK \u{00B7} BEST 5", "DAYS IN THE PROFILE'S ZONE",
                "LAST CHECK: 14:32:08", "CHANGE USERNAME",
            ])
    }

    @Test func codebergsBucketsAreTodaysExactCount() {
        let lines = ContributionsView.textLines(for: codeberg(80, 24), at: now, in: utc)
        #expect(lines.prefix(3) == ["jd 14:32:08", "6", "COMMITS TODAY"], "no push in the feed: no push line")
        #expect(lines.contains("3 DAY STREAK \u{00B7} BEST 3"))
        #expect(!lines.contains("DAYS IN THE PROFILE'S ZONE"), "Gitea's buckets are folded into the viewer's days")
        #expect(lines.contains("17 WEEKS \u{00B7} CODEBERG TODAY"))
    }

    /// The heatmap's foot is a pair: at 80x24, where the column is narrowest, for every
    /// forge's name, `TODAY` stands apart from it by more than the letters' own spacing
    /// (a word's space at least), never as its next word (`G I T E A  T O D A Y`).
    @Test(arguments: ["codeberg", "forgejo:https://git.example.com", "gitea:https://git.example.com"])
    func theHeatmapsFootNeverRunsTogether(_ form: String) throws {
        let source = try ContributionsSource(parsing: form)
        let lines = FrameText.glyphLines(try frame(codeberg(80, 24, source: source)))
        let foot = try #require(lines.first { $0.contains("W E E K S") })
        let today = try #require(foot.range(of: "T O D A Y")).lowerBound
        #expect(foot[..<today].hasSuffix("   "), "\(foot)")
    }

    @Test(arguments: [(80, 24), (120, 40), (200, 60)])
    func goldenScreens(columns: Int, rows: Int) throws {
        try expectGolden(
            FrameText.document(try frame(gitlab(columns, rows)), title: "gitlab 2026-08-30T14:32:08Z UTC"),
            named: "gitlab-\(columns)x\(rows).txt")
        try expectGolden(
            FrameText.document(try frame(codeberg(columns, rows)), title: "codeberg 2026-08-30T14:32:08Z UTC"),
            named: "codeberg-\(columns)x\(rows).txt")
        for name in ["forgejo", "gitea"] {
            let source = try ContributionsSource(parsing: name + ":https://git.example.com")
            try expectGolden(
                FrameText.document(
                    try frame(codeberg(columns, rows, source: source)), title: "\(name) 2026-08-30T14:32:08Z UTC"),
                named: "\(name)-\(columns)x\(rows).txt")
        }
    }
}
