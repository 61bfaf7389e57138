import PulseCore

/// The prompt's words for the uptime sources beside the original API: what each key is
/// and where to find it, and what address each self-hosted source takes.
enum UptimeSourceWords {
    /// The key prompt of `source`.
    static func key(for source: UptimeSource) -> PromptView.Words {
        let token = source == .betterstack
        let explanation: [String] =
            switch source {
            case .healthchecks:
                [
                    "THE API KEY OF YOUR", "HEALTHCHECKS PROJECT.", "A READ-ONLY KEY WORKS:",
                    "PROJECT SETTINGS, API KEYS.",
                ]
            case .uptimerobot:
                ["THE API KEY OF YOUR", "UPTIMEROBOT ACCOUNT.", "A READ-ONLY KEY WORKS:", "INTEGRATIONS AND API."]
            case .betterstack:
                ["A TEAM API TOKEN FROM", "BETTER STACK UPTIME,", "NOT A GLOBAL ONE: API", "TOKENS IN SETTINGS."]
            case .levo, .kuma, .gatus:
                ["THE API KEY OF YOUR", "UPTIME ACCOUNT."]
            }
        return PromptView.Words(
            eyebrow: source.name, title: token ? "API TOKEN" : "API KEY", explanation: explanation,
            fieldTitle: token ? "TOKEN" : "KEY",
            placeholder: token ? "PASTE OR TYPE YOUR TOKEN" : "PASTE OR TYPE YOUR KEY",
            submit: token ? "SAVE TOKEN" : "SAVE KEY")
    }

    /// The address prompt of `choice`.
    static func address(for choice: UptimeSourceChoice) -> PromptView.Words {
        switch choice {
        case .kuma:
            PromptView.Words(
                eyebrow: "UPTIME KUMA", title: "STATUS PAGE",
                explanation: [
                    "THE STATUS PAGE'S ADDRESS", "AS THE BROWSER SHOWS IT,", "ENDING IN /STATUS/SLUG.",
                    "PUBLIC PAGES NEED NO KEY.",
                ], fieldTitle: "ADDRESS", placeholder: "HTTPS://HOST/STATUS/SLUG", submit: "SET ADDRESS")
        case .gatus:
            PromptView.Words(
                eyebrow: "GATUS", title: "SERVER",
                explanation: ["THE GATUS SERVER'S ADDRESS.", "ITS STATUS API IS PUBLIC:", "NO KEY IS ASKED FOR."],
                fieldTitle: "ADDRESS", placeholder: "HTTPS://HOST", submit: "SET ADDRESS")
        case .levo, .healthchecks, .healthchecksSelfHosted, .uptimerobot, .betterstack:
            PromptView.Words(
                eyebrow: "HEALTHCHECKS", title: "SERVER",
                explanation: ["YOUR HEALTHCHECKS SERVER'S", "ADDRESS. ITS API KEY IS", "ASKED FOR NEXT."],
                fieldTitle: "ADDRESS", placeholder: "HTTPS://HOST", submit: "SET ADDRESS")
        }
    }
}
