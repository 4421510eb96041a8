// `import LockedCameraCapture`: the framework a camera app's Lock Screen capture extension and its
// control use (iOS 18): the session a capture extension gets (`LockedCameraCaptureSession`, its
// content folder, opening the app) and the manager that lists what was captured while locked
// (`LockedCameraCaptureManager`). The capture intent a control performs, `CameraCaptureIntent`,
// is App Intents' (as on iOS): this module brings App Intents with it, as a control's file imports
// both.
//
// What it is not: a camera. No capture extension runs on the phone node: no session is ever made
// for app code, the manager's content folders are none, and opening the app from a session is
// recorded, not done.
@_exported import AppIntents
import Foundation

/// A capture extension's session: where its captures go, and opening its app.
public final class LockedCameraCaptureSession: @unchecked Sendable {
    /// The folder the extension writes its captures to.
    public let sessionContentURL: URL
    private let lock = NSLock()
    private var opened: [NSUserActivity] = []

    /// A session writing to a folder (the system makes sessions; here: a host or a test).
    public init(sessionContentURL: URL) { self.sessionContentURL = sessionContentURL }

    /// Opens the app with an activity (here: recorded, not opened).
    public func openApplication(for userActivity: NSUserActivity) async throws {
        lock.withLock { opened.append(userActivity) }
    }

    /// The activities the session asked to open the app with, oldest first.
    public var openedActivities: [NSUserActivity] { lock.withLock { opened } }
}

/// What a capture extension captured while the phone was locked.
public final class LockedCameraCaptureManager: Sendable {
    /// The app's manager.
    public static let shared = LockedCameraCaptureManager()
    private init() {}

    /// The content folders of the app's capture sessions (here: none).
    public var sessionContentURLs: [URL] { [] }

    /// Removes a session's content folder (here: there is none).
    public func invalidateSessionContent(at url: URL) async throws {}
}
