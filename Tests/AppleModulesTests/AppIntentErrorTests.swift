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

/// An intent's errors as Luka's StartLiveActivityIntent declares them: an enum conforming to
/// `CustomLocalizedStringResourceConvertible`, and another module's error made to conform
/// (`extension DexcomError: @retroactive CustomLocalizedStringResourceConvertible`).
@Suite("CustomLocalizedStringResourceConvertible")
struct CustomLocalizedStringResourceConvertibleTests {
    enum LiveActivityError: Error, CustomLocalizedStringResourceConvertible {
        case disabled
        case loggedOut

        var localizedStringResource: LocalizedStringResource {
            switch self {
            case .disabled: "Live Activities are disabled."
            case .loggedOut: "You’re not logged in."
            }
        }
    }

    struct Described: LocalizedError, CustomLocalizedStringResourceConvertible {
        var errorDescription: String? { "its LocalizedError description" }
        var localizedStringResource: LocalizedStringResource { "its resource" }
    }

    @Test("people are told the error's resource, before its LocalizedError description or its own description")
    func message() {
        #expect(AppIntentError.message(for: LiveActivityError.loggedOut) == "You’re not logged in.")
        #expect(AppIntentError.message(for: Described()) == "its resource")
        #expect(AppIntentError(wrapping: LiveActivityError.disabled).description == "Live Activities are disabled.")
        struct Plain: Error { let code = 7 }
        #expect(AppIntentError.message(for: Plain()) == "Plain(code: 7)")
    }
}
