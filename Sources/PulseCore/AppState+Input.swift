import FoundationEssentials

/// Keys, mouse, presses and paging: what each does on what is on screen. The prompt's
/// shared keys are handled here for every page; everything else goes to the page's room.
extension AppState {
    mutating func handleKey(_ key: Key, at now: Date) -> [Effect] {
        switch screen {
        case .help:
            // The help stays until the next key, which only dismisses it.
            overlay.showsHelp = false
            return []
        case .prompt(let prompt, _) where prompt.isFocused:
            // A prompt being typed into takes every key but the ones editing never needs;
            // in an empty field the arrows have nothing to move across, so they still page.
            if !KeyMap.passesPrompts(key), !(prompt.editor.characters.isEmpty && (key == .left || key == .right)) {
                return promptKey(key, at: now)
            }
        case .prompt where key == .enter:
            // An inert prompt (only arrived at) takes text once asked to.
            withRoom(page) { $0.prompt?.focus() }
            return []
        case .prompt where key.isPrintable && !KeyMap.global.contains(where: { $0.keys.contains(key) }):
            // A letter on a prompt only arrived at is not typed (a held key pages past it),
            // nor dropped without a word: the prompt says how to type.
            withRoom(page) { $0.prompt?.say(.pressEnterToType) }
            return []
        case .prompt, .page:
            break
        case .picker:
            let context = self.context
            if let reply = withRoom(page, { $0.coverKey(key, context) }) { return reply.effects + apply(reply.edits) }
        }
        let command = bindings(on: page).first { $0.keys.contains(key) }?.command
        switch command {
        case .previousPage?: return turn(by: -1, at: now)
        case .nextPage?: return turn(by: 1, at: now)
        // Saves still waiting for a lock get their last try before the program goes.
        case .quit?: return retries.drain() + [.quit]
        case .redraw?: overlay.clearRequests += 1
        case .help?: overlay.showsHelp = true
        case let command?: return inRoom(page) { $0.command(command, key: key, at: now, $1) }
        case nil: break
        }
        return []
    }

    /// A key for the prompt on screen: edited, cancelled, or submitted to its page.
    mutating func promptKey(_ key: Key, at now: Date) -> [Effect] {
        guard let action = withRoom(page, { $0.prompt?.handle(key) }) else { return [] }
        switch action {
        case .none:
            return []
        case .cancel:
            // Cancelling writes nothing and leaves the page as it was.
            withRoom(page) { $0.prompt = nil }
            return []
        case .save(let value):
            // A demo stores nothing, as the prompt's last line says from the start.
            if !run.kind.takesPromptValues { return [] }
            return inRoom(page) { $0.submit(value, at: now, $1) }
        }
    }

    mutating func handleMouse(_ mouse: MouseEvent, at now: Date) -> [Effect] {
        switch mouse.kind {
        case .wheel(.left):
            return turn(by: -1, at: now)
        case .wheel(.right):
            return turn(by: 1, at: now)
        default:
            var effects: [Effect] = []
            // Only the page itself, uncovered or under its own cover, takes the mouse.
            if screen.prompt == nil, !showsHelp {
                let context = self.context
                if let reply = withRoom(page, { $0.mouse(mouse, at: now, context) }) {
                    effects += reply.effects + apply(reply.edits)
                }
            }
            if let direction = overlay.swipe.track(mouse, width: size.columns) {
                effects += turn(by: direction, at: now)
            }
            return effects
        }
    }

    /// One press on a target, by key or by click, on what is on screen.
    mutating func press(_ target: HitTarget, at now: Date) -> [Effect] {
        switch (target, screen) {
        case (.promptReveal, .prompt(let prompt, _)) where !prompt.isFocused:
            // The cue beside an inert field's title: a click there asks to type too.
            withRoom(page) { $0.prompt?.focus() }
            return []
        case (.changeCredential, .prompt), (.promptField, .prompt):
            withRoom(page) { $0.prompt?.focus() }
            return []
        case (.promptSubmit, .prompt):
            return promptKey(.enter, at: now)
        case (.promptCancel, .prompt):
            return promptKey(.escape, at: now)
        case (.promptReveal, .prompt):
            return promptKey(.tab, at: now)
        case (_, .page), (_, .picker):
            return inRoom(page) { $0.press(target, at: now, $1) }
        default:
            return []
        }
    }

    /// Pages by `direction`, through the pages that are on. Presses still waiting are
    /// decided before the page goes, at their own instant, so a double press followed at
    /// once by paging still takes effect; the page left cancels its transfers.
    mutating func turn(by direction: Int, at now: Date) -> [Effect] {
        guard let target = pagesShown.page(direction, from: page) else { return [] }
        var effects = decideTaps(closedBy: nil)
        effects += inRoom(page) { $0.leave($1) }
        page = target
        return effects + inRoom(target) { $0.arrive(at: now, $1) }
    }
}
