import PulseCore

/// One GET on the calling thread, for the command line (`--location`, `pulse snapshot`),
/// which has nothing else to do while it waits.
public enum BlockingFetch {
    /// Performs `request` to the end.
    public static func perform(_ request: HTTPRequest) -> Result<HTTPResponse, HTTPFailure> {
        CurlTransfer.perform(request) { false }
    }
}
