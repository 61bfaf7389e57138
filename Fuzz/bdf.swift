import Foundation

/// The built-in font is not part of this build: only the parser is fuzzed.
let embeddedFontBDF = ""

/// libFuzzer entry: the BDF loader (`--font FILE`) on any text. It must refuse bad fonts
/// with an error, never trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBDF(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = try? Typeface(bdf: String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self))
    return 0
}
