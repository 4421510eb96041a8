import Foundation

/// App Intents' own error (`AppIntentError`), thrown from an intent's `perform()` or a control's
/// value provider: the predefined ones by their Apple names (`AppIntentError.restartPerform`,
/// `.Unrecoverable.entityNotFound`, `.PermissionRequired.location(precise:)`,
/// `.UserActionRequired.signin`), one of the author's wrapped (`init(wrapping:)`) or a
/// description (`init(description:)`).
///
/// On iOS the system reacts to some of them (it runs `perform()` again after `restartPerform`,
/// asks for a sign-in after `.signin`). Here each is a failure like any other error: the phone
/// reports ``description`` (Apple's English message) as the intent's or the control's failure,
/// and a control keeps the value it had. Two errors are equal when they are the same kind.
public struct AppIntentError: Error, Sendable, Hashable, CustomStringConvertible, LocalizedError {
    /// What kind of error it is (what `==` compares).
    let kind: String
    /// Apple's message for it, or the author's.
    public let description: String

    init(kind: String, description: String) {
        self.kind = kind
        self.description = description
    }

    /// An error with the author's description.
    public init(description: LocalizedStringResource) {
        self.init(kind: "description:\(description.key)", description: description.key)
    }

    /// The author's error, described as it describes itself (``message(for:)``).
    public init(wrapping error: some Error) {
        let text = Self.message(for: error)
        self.init(kind: "wrapping:\(text)", description: text)
    }

    public var errorDescription: String? { description }

    /// The intent should be performed again (on iOS the system runs `perform()` once more,
    /// e.g. once the device is unlocked).
    public static var restartPerform: AppIntentError {
        AppIntentError(kind: "restartPerform", description: "The action should be performed again.")
    }

    /// Errors no immediate action of the person's remedies (`AppIntentError.Unrecoverable`).
    public enum Unrecoverable {
        /// No app entity matched the search criteria.
        public static let entityNotFound = AppIntentError(
            kind: "entityNotFound", description: "No item matched the search criteria.")
        /// The feature is restricted (Screen Time, a device management profile…).
        public static let featureCurrentlyRestricted = AppIntentError(
            kind: "featureCurrentlyRestricted", description: "This feature is currently restricted.")
        /// The person needs to be connected to the internet.
        public static let networkFailure = AppIntentError(
            kind: "networkFailure", description: "You need to be connected to the internet.")
        /// The action isn't allowed.
        public static let notAllowed = AppIntentError(kind: "notAllowed", description: "This action isn’t allowed.")
        /// The action isn't supported on this device.
        public static let unsupportedOnDevice = AppIntentError(
            kind: "unsupportedOnDevice", description: "This action isn’t supported on this device.")
        /// Something went wrong.
        public static let unknown = AppIntentError(kind: "unknown", description: "Something went wrong.")
    }

    /// Errors the person can fix by doing something (`AppIntentError.UserActionRequired`).
    public enum UserActionRequired {
        /// The person needs to set up their account.
        public static let accountSetup = AppIntentError(
            kind: "accountSetup", description: "You need to set up your account.")
        /// The person needs to confirm the action.
        public static let confirmation = AppIntentError(
            kind: "confirmation", description: "You need to confirm this action.")
        /// The person needs to sign in to continue.
        public static let signin = AppIntentError(kind: "signin", description: "You need to sign in to continue.")
    }

    /// Errors saying the app lacks a permission (`AppIntentError.PermissionRequired`).
    public enum PermissionRequired {
        /// Bluetooth.
        public static let bluetooth = AppIntentError(
            kind: "bluetooth", description: "Allow the app to access Bluetooth.")
        /// Contacts.
        public static let contacts = AppIntentError(kind: "contacts", description: "Allow the app to access contacts.")
        /// The local network.
        public static let localNetwork = AppIntentError(
            kind: "localNetwork", description: "Allow the app to access the local network.")
        /// The photo library.
        public static let photos = AppIntentError(
            kind: "photos", description: "Allow the app to access the photo library.")
        /// Siri.
        public static let siri = AppIntentError(kind: "siri", description: "Allow the app to access Siri.")
        /// The person's location, precise or approximate.
        public static func location(precise: Bool = false) -> AppIntentError {
            AppIntentError(
                kind: precise ? "location(precise)" : "location",
                description: precise
                    ? "Allow the app to access your precise location." : "Allow the app to access your location.")
        }
    }
}
