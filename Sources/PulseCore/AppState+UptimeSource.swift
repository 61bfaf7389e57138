import FoundationEssentials

/// Choosing the Uptime page's source: the picker, an address, a key, the switch.
extension AppState {
    /// The picker's keys: ↑/↓ move, Enter (or Space) chooses, Esc closes it unchanged.
    mutating func pickerKey(_ key: Key) -> [Effect] {
        switch key {
        case .up: settings.movePicker(by: -1)
        case .down: settings.movePicker(by: 1)
        case .escape: settings.closePicker()
        default: if let choice = settings.picker?.highlighted { return pick(choice) }
        }
        return []
    }

    /// A choice in the picker: read it at once when it has what it needs (a stored key, a
    /// remembered address), else ask for that first. Choosing the source read now asks for
    /// its key or address again, which is how either is changed.
    mutating func pick(_ choice: UptimeSourceChoice) -> [Effect] {
        settings.closePicker()
        let current = UptimeSourceChoice(uptime.source) == choice
        guard let source = choice.hostedSource ?? (current ? nil : uptime.preferences.addresses[choice]) else {
            prompts.open(Prompt(.uptimeAddress(choice), canCancel: true), on: .settings)
            return []
        }
        if current || !credentials.has(source.credential) {
            guard source.credential != nil else { return [] }
            let notice: PromptNotice? = credentials.has(source.credential) ? .replacing : nil
            prompts.open(Prompt(.uptimeKey, for: source, canCancel: true, notice: notice), on: .settings)
            return []
        }
        return switchSource(to: source)
    }

    /// An address typed for `choice`: refused with the reason, or read at once (after its
    /// key, for a keyed source whose key is not stored).
    mutating func submitAddress(_ text: String, of choice: UptimeSourceChoice, owner: Page) -> [Effect] {
        guard let prefix = choice.addressPrefix else { return [] }
        // An address typed without a scheme is the https one a browser would open.
        let address = text.contains("://") ? text : "https://" + text
        let source: UptimeSource
        do {
            source = try UptimeSource(parsing: prefix + ":" + address)
        } catch {
            prompts.edit(on: owner) { $0.say(.invalidAddress(error)) }
            return []
        }
        guard credentials.has(source.credential) else {
            prompts.open(Prompt(.uptimeKey, for: source, canCancel: true), on: owner)
            return []
        }
        prompts.close(on: owner)
        return switchSource(to: source)
    }

    /// Reads `source` from now on and remembers it; the old source's transfer is cancelled
    /// and a prompt the Uptime page held for the old source is moot.
    mutating func switchSource(to source: UptimeSource) -> [Effect] {
        var effects = uptime.choose(source).map { [Effect.cancelFetch(id: $0)] } ?? []
        if let held = prompts[.uptime], held.source != source || held.kind != .uptimeKey {
            prompts.close(on: .uptime)
        }
        effects.append(.saveUptimePreferences(uptime.preferences))
        return effects
    }

    /// A location typed into the prompt: a coordinate is stored as it is (coarsened); a
    /// name is looked up once; numbers that are no place on Earth are refused.
    mutating func submitLocation(_ text: String) -> [Effect] {
        settings.submitLocation(text, prompts: &prompts, serials: &serials, base: endpoints.geocoding)
    }

    /// The location was stored: the Clock's weather follows it from its next arrival.
    mutating func locationSaved(_ saved: WeatherLocation, succeeded: Bool) {
        guard succeeded else {
            prompts.edit(on: .settings) { $0.saveFailed() }
            return
        }
        clock.relocate(to: saved)
        if prompts[.settings]?.kind == .location { prompts.close(on: .settings) }
    }
}
