// Stand-in for HAKit, the app's third-party package (ours, not the project's): HAKit's
// `HAConnection` protocol as it declares it (home-assistant/HAKit, Apache-2.0), without its
// WebSocket implementation, delegate, configuration and caches, which the extension does not name.
import Foundation

/// A connection to one Home Assistant server (HAKit's protocol: requests and subscriptions).
public protocol HAConnection: AnyObject {
    typealias RequestCompletion = (Result<HAData, HAError>) -> Void
    typealias SubscriptionInitiatedHandler = (Result<HAData, HAError>) -> Void
    typealias SubscriptionHandler = (HACancellable, HAData) -> Void

    var callbackQueue: DispatchQueue { get set }

    func connect()
    func disconnect()

    @discardableResult
    func send(_ request: HARequest, completion: @escaping RequestCompletion) -> HACancellable
    @discardableResult
    func send<T>(_ request: HATypedRequest<T>, completion: @escaping (Result<T, HAError>) -> Void) -> HACancellable
    @discardableResult
    func subscribe(to request: HARequest, handler: @escaping SubscriptionHandler) -> HACancellable
    @discardableResult
    func subscribe<T>(to request: HATypedSubscription<T>, handler: @escaping (HACancellable, T) -> Void) -> HACancellable
}
