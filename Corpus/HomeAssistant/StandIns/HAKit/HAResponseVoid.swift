// Stand-in for HAKit, the app's third-party package (ours, not the project's): Source/Requests/HAResponseVoid.swift copied from
// home-assistant/HAKit at 56591fb67e6d637ebd5eee961b6c9919f977a008 (0.4.17; the app pins 0.4.18), Apache-2.0 (Licence/HAKit-LICENSE.md).
/// Type representing a response type that we do not care about
///
/// Think of this like `Void` -- you don't care about it.
///
/// - TODO: can we somehow get Void to work with the type system? it can't conform to decodable itself :/
public struct HAResponseVoid: HADataDecodable {
    public init(data: HAData) throws {}
}
