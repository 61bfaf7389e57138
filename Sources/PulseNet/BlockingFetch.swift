import PulseCore

/// One GET on the calling thread, for the command line (`--location`, `pulse snapshot`),
/// which has nothing else to do while it waits.
public enum BlockingFetch {
    /// Performs `request` to the end.
    public static func perform(_ request: HTTPRequest) -> Result<HTTPResponse, HTTPFailure> {
        CurlTransfer.perform(request) { false }
    }

    /// Performs `request` to the end, or until `isCancelled` (polled while it runs) says
    /// to stop: then it fails as `.cancelled` within about a second.
    public static func perform(_ request: HTTPRequest, isCancelled: @escaping @Sendable () -> Bool) -> Result<
        HTTPResponse, HTTPFailure
    > {
        CurlTransfer.perform(request, isCancelled: isCancelled)
    }
}
