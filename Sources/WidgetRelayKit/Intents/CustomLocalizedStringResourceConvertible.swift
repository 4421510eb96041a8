import Foundation

/// A value that describes itself to people as a string resource (Foundation's
/// `CustomLocalizedStringResourceConvertible`): an error an intent throws says what went wrong
/// with it (`enum MyError: Error, CustomLocalizedStringResourceConvertible`), and App Intents
/// shows that message, translated, in preference to the error's other descriptions.
public protocol CustomLocalizedStringResourceConvertible {
    /// The description, as a resource the extension may translate.
    var localizedStringResource: LocalizedStringResource { get }
}

extension AppIntentError {
    /// What people are told when an intent throws `error`, as App Intents chooses: the error's
    /// own string resource (``CustomLocalizedStringResourceConvertible``, translated for the
    /// phone's locale), else its `LocalizedError` description, else the error as it describes
    /// itself.
    public static func message(for error: any Error) -> String {
        if let convertible = error as? any CustomLocalizedStringResourceConvertible {
            return convertible.localizedStringResource.localized
        }
        return (error as? LocalizedError)?.errorDescription ?? String(describing: error)
    }
}
