import Foundation
import PulseCore

/// libFuzzer entry: the JSON decoders Pulse feeds with network bodies (uptime, events,
/// weather, geocoding). None may trap or hang, whatever the bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDecoders(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let body = Data(bytes: data, count: size)
    _ = UptimeDecoder.decode(body)
    _ = GitHubEventsDecoder.decode(body)
    _ = WeatherDecoder.decode(body)
    _ = GeocodingDecoder.decode(body)
    return 0
}
