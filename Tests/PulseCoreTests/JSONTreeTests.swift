import Foundation
import Testing

@testable import PulseCore

/// The JSON reader that replaced `JSONSerialization` (which needs ICU): it accepts and
/// refuses what Foundation does, keeps booleans and numbers apart, and writes the
/// preferences file as Foundation wrote it.
@Suite struct JSONTreeTests {
    @Test(arguments: [
        #"{"a":[1,-2.5,3e2,true,false,null,"x\n\u00e9\ud83d\ude00"],"b":{}}"#, "[]", "0", #""""#, " [ 1 , 2 ] ",
        #"{"a":1,"a":2}"#, "[1,]", #"{"a":1,}"#, "-0", "1E+2", #"["\/\\\"\b\f\r\t"]"#, "123456789012345678901234567890",
    ])
    func whatFoundationReadsIsRead(_ text: String) throws {
        let foundation = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        let ours = try #require(JSONTree.parse(Data(text.utf8)), "\(text)")
        #expect(canonical(ours) == canonical(foundation), "\(text)")
    }

    @Test(arguments: [
        "", "[", "[1,,]", "[,]", "{\"a\"}", "01", "1.", ".5", "-", "1e", "tru", "nul", "[1] x", "\"\u{1}\"",
        #""\ud800""#,
        #""\udc00x""#, #""\x""#, "NaN", "Infinity", "'a'",
    ])
    func whatIsNotJSONIsRefused(_ text: String) {
        #expect(JSONTree.parse(Data(text.utf8)) == nil, "\(text)")
        #expect((try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])) == nil)
    }

    @Test func invalidUTF8AndDeepNestingAreRefused() {
        #expect(JSONTree.parse(Data([0x22, 0xFF, 0x22])) == nil)
        #expect(
            JSONTree.parse(Data((String(repeating: "[", count: 600) + String(repeating: "]", count: 600)).utf8)) == nil)
        #expect(
            JSONTree.parse(Data((String(repeating: "[", count: 100) + String(repeating: "]", count: 100)).utf8)) != nil)
    }

    /// A hand edit that broke a file is placed where an editor finds it: the line and the
    /// column (in characters) of the first byte that is not JSON, or that the text ends.
    @Test(arguments: [
        (#"{ "display.ink": "amber", oops"#, "line 1, column 27"),
        ("{\n  \"a\": 1,\n  \"b\": tru\n}", "line 3, column 11"),
        ("{\n  \"é\": [1, 2 3]\n}", "line 2, column 14"),
        (#"{"clock.showsSeconds": tr"#, "it ends at line 1 before the JSON does"),
        ("{\"a\": 1}}", "line 1, column 9"),
        ("", "it ends at line 1 before the JSON does"),
    ])
    func aFaultIsPlacedByLineAndColumn(_ text: String, _ place: String) {
        #expect(JSONTree.fault(in: Data(text.utf8))?.description == place)
    }

    @Test func jsonHasNoFault() {
        #expect(JSONTree.fault(in: Data(#"{"a": [1, true, null, "x"]}"#.utf8)) == nil)
    }

    @Test func booleansAreNeverNumbers() throws {
        let object = try #require(
            JSONTree.parse(Data(#"{"t":true,"one":1,"half":0.5,"big":3.0}"#.utf8)) as? [String: Any])
        #expect(JSONField.boolean(object["t"]) == true)
        #expect(JSONField.integer(object["t"]) == nil)
        #expect(JSONField.boolean(object["one"]) == nil)
        #expect(JSONField.integer(object["one"]) == 1)
        #expect(JSONField.integer(object["half"]) == nil)
        #expect(JSONField.integer(object["big"]) == 3)
        #expect(JSONTree.number(object["one"]) == 1 && JSONTree.number(object["t"]) == nil)
    }

    @Test func writtenAsFoundationWritesIt() throws {
        let object: [String: Any] = [
            "clock.showsSeconds": true, "location": ["latitude": 52.52, "longitude": 13.0, "name": "Bé \"x\""],
            "list": [1, "a\n"], "empty": [String: Any](),
        ]
        let ours = try #require(JSONTree.data(object))
        let foundation = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .prettyPrinted])
        #expect(canonical(try JSONSerialization.jsonObject(with: ours)) == canonical(object))
        #expect(String(decoding: ours, as: UTF8.self) == String(decoding: foundation, as: UTF8.self))
    }

    /// A comparable rendering of a parsed tree, numbers and booleans told apart.
    func canonical(_ value: Any) -> String {
        switch value {
        case let object as [String: Any]:
            return "{" + object.keys.sorted().map { "\($0):\(canonical(object[$0] ?? 0))" }.joined(separator: ",") + "}"
        case let array as [Any]: return "[" + array.map(canonical).joined(separator: ",") + "]"
        case let string as String: return "s" + string
        case let flag as Bool where type(of: value) == Bool.self: return "b\(flag)"
        case let integer as Int where type(of: value) == Int.self: return "n\(Double(integer))"
        case let double as Double where type(of: value) == Double.self: return "n\(double)"
        case let number as NSNumber:
            return String(cString: number.objCType) == "c" ? "b\(number.boolValue)" : "n\(number.doubleValue)"
        default: return "null"
        }
    }
}
