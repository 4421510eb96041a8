// Stand-in for HAKit, the app's third-party package (ours, not the project's): Source/Requests/HATypedRequest.swift copied from
// home-assistant/HAKit at 56591fb67e6d637ebd5eee961b6c9919f977a008 (0.4.17; the app pins 0.4.18), Apache-2.0 (Licence/HAKit-LICENSE.md).
/// A request which has a strongly-typed response format
public struct HATypedRequest<ResponseType: HADataDecodable> {
    /// Create a typed request
    /// - Parameter request: The request to be issued
    public init(request: HARequest) {
        self.request = request
    }

    /// The request to be issued
    public var request: HARequest
}
