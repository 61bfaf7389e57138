import PulseCore

/// What a libcurl error number means for Pulse.
enum CurlFailure {
    /// Maps `code` (a `CURLcode`); `overLimit` says whether the write callback refused
    /// the body for its size, which libcurl reports only as a write error.
    static func failure(code: Int, overLimit: Bool) -> HTTPFailure {
        if overLimit { return .tooLarge }
        switch code {
        case 5, 6: return .unresolvable  // could not resolve proxy / host
        case 7: return .refused  // could not connect
        case 28: return .timedOut
        case 35, 51, 53, 54, 58, 59, 60, 64, 66, 77, 80, 82, 83, 90, 91: return .tls
        case 63: return .tooLarge  // maximum file size exceeded (Content-Length known)
        case 42: return .cancelled  // aborted by the progress callback
        case 1: return .insecureURL  // protocol not allowed
        case 18, 52, 55, 56: return .connectionLost  // partial body, nothing, send or receive error
        default: return .other(code: code)
        }
    }
}
