import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLSession {
    /// Returns a publisher that wraps a URL session data task for a given URL.
    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
        DataTaskPublisher(request: URLRequest(url: url), session: self)
    }

    /// Returns a publisher that wraps a URL session data task for a given URL request.
    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
        DataTaskPublisher(request: request, session: self)
    }

    /// A publisher that delivers the results of performing URL session data tasks.
    public struct DataTaskPublisher: Publisher {
        public typealias Output = (data: Data, response: URLResponse)
        public typealias Failure = URLError
        /// The URL request performed by the data task associated with this publisher.
        public let request: URLRequest
        /// The URL session that performs the data task associated with this publisher.
        public let session: URLSession

        /// A data task publisher from a URL request and URL session.
        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == URLError {
            let downstream = Handed(value: AnySubscriber(subscriber))
            let task = session.dataTask(with: request) { data, response, error in
                if let data, let response {
                    _ = downstream.value.receive((data, response))
                    downstream.value.receive(completion: .finished)
                } else {
                    downstream.value.receive(completion: .failure(error as? URLError ?? URLError(.unknown)))
                }
            }
            downstream.value.receive(subscription: TaskSubscription(task: task))
        }
    }
}

/// A data task started on the first request and cancelled with the subscription.
final class TaskSubscription: Subscription, @unchecked Sendable {
    private let task: URLSessionDataTask
    private let started = Locked(false)
    init(task: URLSessionDataTask) { self.task = task }
    func request(_ demand: Subscribers.Demand) {
        guard demand > .none,
            !started.withLock({ s in
                defer { s = true }; return s
            })
        else { return }
        task.resume()
    }
    func cancel() { task.cancel() }
}

extension NotificationCenter {
    /// Returns a publisher that emits events when broadcasting notifications.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// A publisher that emits elements when broadcasting notifications.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never
        /// The notification center this publisher uses as a source.
        public let center: NotificationCenter
        /// The name of notifications published by this publisher.
        public let name: Notification.Name
        /// The object posting the named notification.
        public let object: AnyObject?

        /// A publisher that emits events when broadcasting notifications.
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let downstream = Handed(value: AnySubscriber(subscriber))
            let observer = center.addObserver(forName: name, object: object, queue: nil) { note in
                _ = downstream.value.receive(note)
            }
            let center = Handed(value: center)
            let token = Handed(value: observer)
            downstream.value.receive(
                subscription: AnyCancellable { center.value.removeObserver(token.value) }.asSubscription())
        }
    }
}

extension AnyCancellable {
    /// A subscription that cancels this.
    func asSubscription() -> some Subscription { CancellingSubscription(self) }
}

private final class CancellingSubscription: Subscription, @unchecked Sendable {
    let cancellable: AnyCancellable
    init(_ cancellable: AnyCancellable) { self.cancellable = cancellable }
    func request(_ demand: Subscribers.Demand) {}
    func cancel() { cancellable.cancel() }
}
