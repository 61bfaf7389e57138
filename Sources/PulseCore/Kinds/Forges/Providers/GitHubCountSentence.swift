/// The sentence GitHub's calendar says a day's count in, read whole: `No contributions`
/// or `N contribution(s)`, then optionally `on` and the day (`March 2nd.`, `Sunday,
/// September 18, 2022`). A count is read only when the whole text is such a sentence, its
/// number written as the page's language writes one (English: digits, thousands grouped
/// by commas), and the day it names is the cell's own; anything else is no count, so a
/// `1.234` or a `1 234` is never read as a 1. It reads bytes, as the page's scanner does.
enum GitHubCountSentence {
    /// The longest text looked at: a real sentence is under 60 characters.
    static let longest = 200

    /// The count `text` says for the day `date`, or nil.
    static func count(in text: ArraySlice<UInt8>, on date: CivilTime) -> Int? {
        guard text.count <= longest else { return nil }
        var words = self.words(text)[...]
        guard let number = words.popFirst(), var noun = words.popFirst() else { return nil }
        let count: Int
        if same(number, no) {
            count = 0
        } else if let value = value(of: number) {
            count = value
        } else {
            return nil
        }
        // The sentence may stop after the noun (with or without a full stop).
        let stops = noun.last == dot
        if stops { noun = noun.dropLast() }
        guard same(noun, contribution) || same(noun, contributions) else { return nil }
        if words.isEmpty { return count }
        guard !stops, let on = words.popFirst(), same(on, self.on), names(words, date) else { return nil }
        return count
    }

    /// A number as English writes it: digits with no leading zero, or groups of three
    /// after the first joined by commas; at most nine digits, past any real day.
    static func value(of word: ArraySlice<UInt8>) -> Int? {
        var value = 0, digits = 0, group = 0, groups = 0
        for byte in word {
            if byte == comma {
                guard group > 0, groups == 0 ? group <= 3 : group == 3 else { return nil }
                groups += 1
                group = 0
                continue
            }
            guard (zero...nine).contains(byte), digits < 9 else { return nil }
            if digits == 0, byte == zero, word.count > 1 { return nil }
            value = value * 10 + Int(byte - zero)
            digits += 1
            group += 1
        }
        guard digits > 0, groups == 0 || group == 3 else { return nil }
        return value
    }

    /// Whether `words` name `date`: an optional weekday and comma, the month, the day with
    /// or without its ordinal, an optional comma and year, and an optional full stop.
    static func names(_ words: ArraySlice<ArraySlice<UInt8>>, _ date: CivilTime) -> Bool {
        var rest = words
        guard let last = rest.last else { return false }
        if last.last == dot { rest[rest.endIndex - 1] = last.dropLast() }
        if let first = rest.first, first.last == comma {
            guard weekdays.firstIndex(where: { same(first.dropLast(), $0) }) == date.weekday - 1 else { return false }
            rest = rest.dropFirst()
        }
        guard let month = rest.popFirst(), months.firstIndex(where: { same(month, $0) }) == date.month - 1,
            var day = rest.popFirst()
        else { return false }
        let year = rest.popFirst()
        guard rest.isEmpty else { return false }
        if year != nil {
            guard day.last == comma else { return false }
            day = day.dropLast()
        }
        for suffix in ordinals where day.count > 2 && same(day.suffix(2), suffix) {
            day = day.dropLast(2)
            break
        }
        guard (1...2).contains(day.count), day.first != zero, let number = value(of: day), number == date.day else {
            return false
        }
        guard let year else { return true }
        return year.count == 4 && value(of: year) == date.year
    }

    /// The words of `text`, split at white space.
    private static func words(_ text: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var words: [ArraySlice<UInt8>] = []
        var start = text.startIndex
        while start < text.endIndex {
            while start < text.endIndex, HTMLBytes.isSpace(text[start]) { start += 1 }
            var end = start
            while end < text.endIndex, !HTMLBytes.isSpace(text[end]) { end += 1 }
            if end > start { words.append(text[start..<end]) }
            start = end
        }
        return words
    }

    /// Whether `word` is `pattern` (lower case) in any case.
    private static func same(_ word: ArraySlice<UInt8>, _ pattern: [UInt8]) -> Bool {
        word.count == pattern.count && zip(word, pattern).allSatisfy { HTMLBytes.lower($0) == $1 }
    }

    private static let zero = UInt8(ascii: "0"), nine = UInt8(ascii: "9")
    private static let comma = UInt8(ascii: ","), dot = UInt8(ascii: ".")
    private static let no = Array("no".utf8), on = Array("on".utf8)
    private static let contribution = Array("contribution".utf8), contributions = Array("contributions".utf8)
    private static let ordinals = ["st", "nd", "rd", "th"].map { Array($0.utf8) }

    /// The months and weekdays as the page writes them, in lower case.
    static let months = [
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december",
    ].map { Array($0.utf8) }
    static let weekdays = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"].map {
        Array($0.utf8)
    }
}
