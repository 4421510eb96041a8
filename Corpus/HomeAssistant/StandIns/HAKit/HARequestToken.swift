// Stand-in for HAKit, the app's third-party package (ours, not the project's): Source/HARequestToken.swift copied from
// home-assistant/HAKit at 56591fb67e6d637ebd5eee961b6c9919f977a008 (0.4.17; the app pins 0.4.18), Apache-2.0 (Licence/HAKit-LICENSE.md).
/// A token representing an individual request or subscription
///
/// You do not need to strongly retain this value. Requests are only cancelled explicitly.
public protocol HACancellable {
    /// Cancel the request or subscription represented by this.
    func cancel()
}
