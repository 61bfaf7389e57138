import PulseCore

/// The prompts' words for an uptime source, from its provider's description: what its
/// key is and where to find it, and what address its server takes.
enum UptimeSourceWords {
    /// The key prompt of `source`.
    static func key(for source: UptimeSource) -> PromptView.Words {
        let key = source.descriptor.key
        let token = key?.isToken == true
        return PromptView.Words(
            eyebrow: key?.eyebrow ?? source.name, title: token ? "API TOKEN" : "API KEY",
            explanation: key?.explanation ?? [], fieldTitle: token ? "TOKEN" : "KEY",
            placeholder: token ? "PASTE OR TYPE YOUR TOKEN" : "PASTE OR TYPE YOUR KEY",
            submit: token ? "SAVE TOKEN" : "SAVE KEY")
    }

    /// The address prompt of `choice`.
    static func address(for choice: UptimeSourceChoice) -> PromptView.Words {
        let descriptor = choice.provider.descriptor
        let words = descriptor.addressWords ?? UptimeAddressWords(title: "SERVER", explanation: [])
        return PromptView.Words(
            eyebrow: descriptor.name, title: words.title, explanation: words.explanation, fieldTitle: "ADDRESS",
            placeholder: words.placeholder, submit: "SET ADDRESS")
    }
}
