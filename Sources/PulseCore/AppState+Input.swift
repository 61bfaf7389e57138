import FoundationEssentials

/// Keys, mouse and presses: what each does on what is on screen.
extension AppState {
    mutating func handleKey(_ key: Key, at now: Date) -> [Effect] {
        switch screen {
        case .help:
            // The help stays until the next key, which only dismisses it.
            showsHelp = false
            return []
        case .prompt(let prompt, let owner) where prompt.isFocused:
            // A prompt being typed into takes every key but the ones editing never needs;
            // in an empty field the arrows have nothing to move across, so they still page.
            if !KeyMap.passesPrompts(key), !(prompt.editor.characters.isEmpty && (key == .left || key == .right)) {
                return promptKey(key, owner: owner)
            }
        case .prompt(_, let owner) where key == .enter || key == .character("c"):
            // An inert prompt (only arrived at) takes text once asked to.
            prompts.edit(on: owner) { $0.focus() }
            return []
        case .picker where [.up, .down, .enter, .character(" "), .escape].contains(key):
            return pickerKey(key)
        case .prompt, .page, .picker:
            break
        }
        return command(KeyMap.command(for: key, on: page), at: now)
    }

    mutating func command(_ command: Command?, at now: Date) -> [Effect] {
        switch command {
        case .previousPage?: return turn(by: -1)
        case .nextPage?: return turn(by: 1)
        // Saves still waiting for a lock get their last try before the program goes.
        case .quit?: return retries.drain() + [.quit]
        case .redraw?: return [.redraw]
        case .help?: showsHelp = true
        case .tap?: return pressStopwatch(at: now)
        case .secondsTap?: return press(.clockTime, at: now)
        case .conditionTap?: return press(.weatherLine, at: now)
        case .changeCredential?: return press(.changeCredential, at: now)
        case .scrollUp?: scroll(by: -1)
        case .scrollDown?: scroll(by: 1)
        case .activate?: if let row = settings.selection, page == .settings { return actOnSettingsRow(row) }
        case nil: break
        }
        return []
    }

    mutating func scroll(by step: Int) {
        switch screen {
        case .page(.settings): settings.move(by: step)
        case .page(.uptime): uptime.scroll(by: step)
        default: break
        }
    }

    mutating func handleMouse(_ mouse: MouseEvent, at now: Date) -> [Effect] {
        switch mouse.kind {
        case .wheel(.left):
            return turn(by: -1)
        case .wheel(.right):
            return turn(by: 1)
        case .wheel(.up) where screen == .page(.uptime):
            uptime.scroll(by: -1)
            return []
        case .wheel(.down) where screen == .page(.uptime):
            uptime.scroll(by: 1)
            return []
        case .wheel(let direction) where settings.picker != nil && screen.page == .settings:
            settings.movePicker(by: direction == .up ? -1 : 1)
            return []
        default:
            var effects: [Effect] = []
            // A click anywhere on the Stopwatch is one press.
            if case .press(button: 1) = mouse.kind, screen == .page(.stopwatch) {
                effects += pressStopwatch(at: now)
            }
            if let direction = swipe.track(mouse, width: size.columns) {
                effects += turn(by: direction)
            }
            return effects
        }
    }

    /// One press on a target, by key or by click, on what is on screen.
    mutating func press(_ target: HitTarget, at now: Date) -> [Effect] {
        switch (target, screen) {
        case (.clockTime, .page(.clock)):
            clock.pressTime(at: now)
        case (.weatherLine, .page(.clock)):
            clock.pressWeatherLine(at: now)
        case (.changeCredential, .page(let page)):
            openChangePrompt(on: page)
        case (.changeCredential, .prompt(_, let owner)), (.promptField, .prompt(_, let owner)):
            prompts.edit(on: owner) { $0.focus() }
        case (.promptSubmit, .prompt(_, let owner)):
            return promptKey(.enter, owner: owner)
        case (.promptCancel, .prompt(_, let owner)):
            return promptKey(.escape, owner: owner)
        case (.promptReveal, .prompt(_, let owner)):
            return promptKey(.tab, owner: owner)
        case (.settingsRow(let row), .page(.settings)):
            settings.choose(row)
            return actOnSettingsRow(row)
        case (.sourceChoice(let choice), .picker):
            return pick(choice)
        default:
            break
        }
        return []
    }
}
