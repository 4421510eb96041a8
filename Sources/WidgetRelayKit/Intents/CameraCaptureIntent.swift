import Foundation

/// An intent the system performs on the app's behalf (`SystemIntent`): on the phone node it is
/// performed like any ``AppIntent``.
public protocol SystemIntent: AppIntent {}

/// An intent that opens a camera capture experience, e.g. from a control on the Lock Screen
/// (`CameraCaptureIntent`, iOS 18): its `AppContext` is what the app hands the capture extension.
///
/// Here no camera opens: the intent is performed like any ``AppIntent``; the app context is kept
/// in memory per intent type, encoded as JSON and capped at 4 kB as Apple documents
/// (`updateAppContext(_:)` throws past it), and `appContext` decodes what was last kept.
public protocol CameraCaptureIntent: SystemIntent {
    /// What the app hands the capture extension (Apple's default: `Never`, none).
    associatedtype AppContext: Codable & Sendable = Never
}

/// Why an app context was not kept.
public enum CameraCaptureIntentError: Error, Equatable, Sendable {
    /// The context encodes to more than 4 kB of JSON (its size).
    case appContextTooLarge(Int)
}

/// The app contexts kept, by intent type (the kit's, not Apple's).
enum CameraCaptureContexts {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var contexts: [ObjectIdentifier: Data] = [:]
    /// Apple's documented cap on an encoded app context.
    static let limit = 4096

    static func set(_ data: Data?, for type: Any.Type) {
        lock.withLock { contexts[ObjectIdentifier(type)] = data }
    }

    static func get(for type: Any.Type) -> Data? { lock.withLock { contexts[ObjectIdentifier(type)] } }
}

extension CameraCaptureIntent {
    /// The context the app last provided, or nil.
    public static var appContext: AppContext? {
        get async throws {
            guard let data = CameraCaptureContexts.get(for: Self.self) else { return nil }
            return try JSONDecoder().decode(AppContext.self, from: data)
        }
    }

    /// Keeps the app's context for the capture extension (nil removes it); more than 4 kB of
    /// JSON throws ``CameraCaptureIntentError/appContextTooLarge(_:)``.
    public static func updateAppContext(_ newContext: AppContext?) async throws {
        guard let newContext else {
            CameraCaptureContexts.set(nil, for: Self.self)
            return
        }
        let data = try JSONEncoder().encode(newContext)
        guard data.count <= CameraCaptureContexts.limit else {
            throw CameraCaptureIntentError.appContextTooLarge(data.count)
        }
        CameraCaptureContexts.set(data, for: Self.self)
    }
}
