// Stand-in for Common, a module of the app that is not its widget extension (ours, not the project's):
// what the extension uses of it, written against Apple's API as the app uses it.
import Foundation

extension URL {
    /// The URL with a query parameter appended (BrowserServicesKit's `appendingParameter`).
    public func appendingParameter(name: String, value: String, allowedReservedCharacters: CharacterSet? = nil) -> URL {
        guard var components = URLComponents(url: self, resolvingAgainstBaseURL: false) else { return self }
        components.queryItems = (components.queryItems ?? []) + [URLQueryItem(name: name, value: value)]
        return components.url ?? self
    }
}

extension URL {
    /// Whether the URL is a bookmarklet (`javascript:`), as BrowserServicesKit's Common declares it.
    public func isBookmarklet() -> Bool { scheme?.lowercased() == "javascript" }
}

extension String {
    /// The string as a format with the arguments (BrowserServicesKit's `format(arguments:)`).
    public func format(arguments: CVarArg...) -> String { String(format: self, arguments: arguments) }

    /// The host without a leading `www.` (BrowserServicesKit's `droppingWwwPrefix()`).
    public func droppingWwwPrefix() -> String { hasPrefix("www.") ? String(dropFirst(4)) : self }
}
