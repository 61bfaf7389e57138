import PulseCore

/// libFuzzer entry: the terminal input decoder (keys, SGR and X10 mouse, bracketed
/// paste, control strings and C1 controls) on any bytes, fed in two chunks split where
/// the input says, then flushed.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let split = bytes.isEmpty ? 0 : Int(bytes[0]) % (bytes.count + 1)
    var decoder = InputDecoder()
    _ = decoder.feed(bytes[..<split])
    _ = decoder.feed(bytes[split...])
    _ = decoder.flush()
    _ = decoder.pendingTimeout
    return 0
}
