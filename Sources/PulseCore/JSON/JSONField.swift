import FoundationEssentials

/// Typed reads of `JSONTree` values, strict where Foundation is loose: a JSON `true` never
/// reads as the integer 1 nor a `1` as `true`, and a state must never be read from the
/// wrong kind of value.
enum JSONField {
    /// The parsed body, or nil when it is not JSON (invalid UTF-8 and lone surrogates
    /// included).
    static func parse(_ body: Data) -> Any? {
        JSONTree.parse(body)
    }

    /// An integral JSON number, never a boolean.
    static func integer(_ value: Any?) -> Int? {
        if let integer = value as? Int { return abs(Double(integer)) < 9.0e15 ? integer : nil }
        guard let double = value as? Double, double.rounded() == double, abs(double) < 9.0e15 else { return nil }
        return Int(double)
    }

    /// A JSON `true` or `false`, never a number.
    static func boolean(_ value: Any?) -> Bool? {
        value as? Bool
    }

    /// A JSON string, or nil for every other kind.
    static func string(_ value: Any?) -> String? {
        value as? String
    }
}
