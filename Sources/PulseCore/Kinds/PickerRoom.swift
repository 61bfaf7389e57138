/// A page's room that may hold a source picker over its content (Settings, the Uptime
/// page): the picker is its cover, and its keys, wheel turns and clicks are taken here
/// (`SourcePicker.take`) for every such room alike; a choice is switched to from the page.
protocol PickerRoom: PageRoom {
    /// The picker, while it is open.
    var picker: SourcePicker? { get set }
    /// The page the room is, where a choice in its picker is made.
    static var pickerPage: Page { get }
    /// Whether Esc closes the picker: false where the page has nothing else to show.
    static var escapeClosesPicker: Bool { get }
}

extension PickerRoom {
    /// The picker, in place of the page's content.
    var cover: Screen? { picker.map { .picker($0, on: Self.pickerPage) } }

    /// The picker's keys.
    mutating func coverKey(_ key: Key, _ context: PageContext) -> Reply? {
        takePicker(.key(key), context)
    }

    /// A key, wheel turn or click on the open picker; nil when there is none, or the input
    /// is not the picker's.
    mutating func takePicker(_ input: SourcePicker.Input, _ context: PageContext) -> Reply? {
        var open = picker
        var asked = prompt
        let reply = SourcePicker.take(
            input, &open, closes: Self.escapeClosesPicker, prompt: &asked, origin: Self.pickerPage, context)
        picker = open
        prompt = asked
        return reply
    }

    /// A value typed into a source switch's prompt (an address, a key, a handle), taken
    /// on this page; nil for a prompt of another kind (the location).
    mutating func submitToSwitch(_ value: SecretText, _ context: PageContext) -> Reply? {
        var asked = prompt
        guard let held = asked else { return nil }
        let page = Self.pickerPage
        let reply: Reply
        switch held.kind {
        case .uptimeAddress(let choice):
            reply = SourceSwitch.submitAddress(value.revealed, of: choice, prompt: &asked, origin: page, context)
        case .forgeAddress(let choice):
            reply = SourceSwitch.submitAddress(value.revealed, of: choice, prompt: &asked, origin: page, context)
        case .uptimeKey:
            reply = SourceSwitch.saveCredential(value, for: held.source, of: held, origin: page, context)
        case .contributorHandle:
            reply = SourceSwitch.saveCredential(value, for: held.forge, of: held, origin: page, context)
        case .location, .calendarFeeds:
            return nil
        }
        prompt = asked
        return reply
    }
}
