/// A kind's remembered choices: the source read, whether the user chose it, and the last
/// address of each self-hosted choice, so switching back to one asks for nothing again.
public struct SourcePreferences<Kind: SourceKind>: Equatable, Sendable {
    /// Where the page reads (the kind's default until one is chosen).
    public private(set) var source: Source<Kind>
    /// Whether a source was chosen (on the command line, in a picker, or stored), or the
    /// kind's default counts as chosen.
    public private(set) var isChosen: Bool
    /// The last source of each choice that reads from the user's own server.
    public private(set) var addresses: [SourceChoice<Kind>: Source<Kind>]

    /// Preferences; `source` is remembered as its choice's address. Without one, the
    /// kind's default stands in, chosen only where the kind says it counts as chosen.
    public init(source: Source<Kind>? = nil, addresses: [SourceChoice<Kind>: Source<Kind>] = [:]) {
        self.source = source ?? Kind.defaultSource
        isChosen = source != nil || Kind.defaultIsChosen
        self.addresses = addresses.filter { SourceChoice($0.value) == $0.key }
        remember(self.source)
    }

    /// Makes `source` the one read, and remembers its address.
    public mutating func choose(_ source: Source<Kind>) {
        self.source = source
        isChosen = true
        remember(source)
    }

    private mutating func remember(_ source: Source<Kind>) {
        let choice = SourceChoice(source)
        if choice.addressPrefix != nil { addresses[choice] = source }
    }
}
