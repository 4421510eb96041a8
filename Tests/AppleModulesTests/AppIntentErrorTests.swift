import AppIntents
import Foundation
import Testing
import WidgetKit

/// Home Assistant's control value providers, as published: `throw AppIntentError.restartPerform`
/// when the entity's state cannot be read.
struct LightValueProvider: ControlValueProvider {
    let state: String?
    var previewValue: Bool { false }
    func currentValue() async throws -> Bool {
        guard let state else { throw AppIntentError.restartPerform }
        return state == "on"
    }
}

@Suite("AppIntentError, App Intents' own error")
struct AppIntentErrorTests {
    @Test("a control's provider throws restartPerform; errors of one kind are equal and say Apple's message")
    func predefined() async throws {
        await #expect(throws: AppIntentError.restartPerform) { try await LightValueProvider(state: nil).currentValue() }
        #expect(try await LightValueProvider(state: "on").currentValue())
        #expect(AppIntentError.Unrecoverable.entityNotFound == .Unrecoverable.entityNotFound)
        #expect(AppIntentError.Unrecoverable.entityNotFound != .UserActionRequired.signin)
        #expect(AppIntentError.PermissionRequired.location(precise: true) != .PermissionRequired.location())
        #expect(AppIntentError.UserActionRequired.signin.localizedDescription == "You need to sign in to continue.")
        #expect("\(AppIntentError.Unrecoverable.unknown)" == "Something went wrong.")
    }

    struct Offline: LocalizedError {
        var errorDescription: String? { "The server is offline." }
    }

    @Test("an author's error wrapped, or a description, is described as written")
    func authored() {
        #expect(AppIntentError(wrapping: Offline()).description == "The server is offline.")
        #expect(AppIntentError(description: "Not now").localizedDescription == "Not now")
    }
}
