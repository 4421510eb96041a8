// Stand-in for HAKit, the app's third-party package (ours, not the project's): Source/Requests/HAHTTPMethod.swift copied from
// home-assistant/HAKit at 56591fb67e6d637ebd5eee961b6c9919f977a008 (0.4.17; the app pins 0.4.18), Apache-2.0 (Licence/HAKit-LICENSE.md).
public struct HAHTTPMethod: RawRepresentable, Hashable, ExpressibleByStringLiteral {
    public var rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: StringLiteralType) {
        self.init(rawValue: value)
    }

    public static var get: Self = "GET"
    public static var post: Self = "POST"
    public static var delete: Self = "DELETE"
    public static var put: Self = "PUT"
    public static var patch: Self = "PATCH"
    public static var head: Self = "HEAD"
    public static var options: Self = "OPTIONS"
}
