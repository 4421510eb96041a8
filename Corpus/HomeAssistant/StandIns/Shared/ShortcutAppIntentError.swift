// Stand-in for Shared, a module of the app that is not its widget extension (ours, not the project's):
// the error its App Intents surface, as the app declares it.
import Foundation

/// An error shown to the person by App Intents, its message already localised.
public struct ShortcutAppIntentError: LocalizedError {
    public let errorDescription: String?

    public init(_ errorDescription: String) {
        self.errorDescription = errorDescription
    }
}
