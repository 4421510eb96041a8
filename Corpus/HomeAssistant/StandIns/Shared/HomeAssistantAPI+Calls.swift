// Stand-in for Shared (ours, not the project's): the calls the extension makes on the app's
// `HomeAssistantAPI` (Sources/Shared/API/HAAPI.swift), with the app's signatures. Service calls go
// through the server's HAKit connection as the app's do; the webhook calls (events, location,
// sensors) and the camera proxy, which need the app's webhook and URL session, fail with
// `APIError.notConfigured` here.
import Foundation
import HAKit
import HAKit_PromiseKit
import PromiseKit
import UIKit
import CoreLocation

public extension HomeAssistantAPI {
    func CallService(domain: String, service: String, serviceData: [String: Any], triggerSource: AppTriggerSource) -> Promise<Void> {
        connection.send(.callService(domain: .init(rawValue: domain), service: .init(rawValue: service), data: serviceData)).promise.asVoid()
    }

    func turnOnScript(scriptEntityId: String, triggerSource: AppTriggerSource) -> Promise<Void> {
        CallService(domain: Domain.script.rawValue, service: Service.turnOn.rawValue, serviceData: ["entity_id": scriptEntityId], triggerSource: triggerSource)
    }

    func CreateEvent(eventType: String, eventData: [String: Any]) -> Promise<Void> {
        Promise(error: APIError.notConfigured)
    }

    func getCameraSnapshot(cameraEntityID: String) -> Promise<UIImage> {
        Promise(error: APIError.notConfigured)
    }

    func SubmitLocation(updateType: LocationUpdateTrigger, location rawLocation: CLLocation?, zone: AppZone?) -> Promise<Void> {
        Promise(error: APIError.notConfigured)
    }

    func UpdateSensors(trigger: LocationUpdateTrigger, location: CLLocation? = nil) -> Promise<Void> {
        Promise(error: APIError.notConfigured)
    }
}

/// A zone the app knows (the app's Realm model; only its name here).
public final class AppZone {
    public var name: String = ""
    public init() {}
}

/// A connection that is not connected: every request fails (no server is configured here).
final class UnconnectedConnection: HAConnection {
    struct Token: HACancellable { func cancel() {} }
    var callbackQueue: DispatchQueue = .main
    func connect() {}
    func disconnect() {}
    func send(_ request: HARequest, completion: @escaping RequestCompletion) -> HACancellable {
        callbackQueue.async { completion(.failure(.internal(debugDescription: "not connected"))) }
        return Token()
    }
    func send<T>(_ request: HATypedRequest<T>, completion: @escaping (Swift.Result<T, HAError>) -> Void) -> HACancellable {
        callbackQueue.async { completion(.failure(.internal(debugDescription: "not connected"))) }
        return Token()
    }
    func subscribe(to request: HARequest, handler: @escaping SubscriptionHandler) -> HACancellable { Token() }
    func subscribe<T>(to request: HATypedSubscription<T>, handler: @escaping (HACancellable, T) -> Void) -> HACancellable { Token() }
}

/// Sends the app's local notifications (the app's protocol, without `reschedule`, which takes
/// UserNotifications' content).
public protocol LocalNotificationDispatcherProtocol {
    func send(_ notification: LocalNotificationDispatcher.Notification)
}

/// The app's local notification sender; here it records nothing and shows nothing.
public final class LocalNotificationDispatcher: LocalNotificationDispatcherProtocol {
    public struct Notification {
        public let id: NotificationIdentifier
        public let title: String
        public let body: String?
        public init(id: NotificationIdentifier, title: String, body: String? = nil) {
            self.id = id
            self.title = title
            self.body = body
        }
    }
    public init() {}
    public func send(_ notification: Notification) {}
}
