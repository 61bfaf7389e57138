import Foundation

/// Typed reads of `JSONSerialization` values, strict where Foundation is loose: a JSON
/// `true` bridges to the integer 1 and a `1` to `true`, and a state must never be read
/// from the wrong kind of value.
enum JSONField {
    /// The parsed body, or nil when it is not JSON (invalid UTF-8 and lone surrogates
    /// included).
    static func parse(_ body: Data) -> Any? {
        try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed])
    }

    /// An integral JSON number, never a boolean.
    static func integer(_ value: Any?) -> Int? {
        guard let number = value as? NSNumber, !isBoolean(number) else { return nil }
        let double = number.doubleValue
        guard double.rounded() == double, abs(double) < 9.0e15 else { return nil }
        return number.intValue
    }

    /// A JSON `true` or `false`, never a number.
    static func boolean(_ value: Any?) -> Bool? {
        guard let number = value as? NSNumber, isBoolean(number) else { return nil }
        return number.boolValue
    }

    /// A JSON string, or nil for every other kind.
    static func string(_ value: Any?) -> String? {
        value as? String
    }

    private static func isBoolean(_ number: NSNumber) -> Bool {
        // Foundation makes JSON booleans with the `char` type code, and numbers never.
        String(cString: number.objCType) == "c"
    }
}
