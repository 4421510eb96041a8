// Stand-in for HAKit, the app's third-party package (ours, not the project's): Source/Requests/HATypedSubscription.swift copied from
// home-assistant/HAKit at 56591fb67e6d637ebd5eee961b6c9919f977a008 (0.4.17; the app pins 0.4.18), Apache-2.0 (Licence/HAKit-LICENSE.md).
/// A subscription request which has a strongly-typed handler
public struct HATypedSubscription<ResponseType: HADataDecodable> {
    /// Create a typed subscription
    /// - Parameter request: The request to be issued to start the subscription
    public init(request: HARequest) {
        self.request = request
    }

    /// The request to be issued
    public var request: HARequest
}
