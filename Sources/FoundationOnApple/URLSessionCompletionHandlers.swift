// URLSession's completion-handler methods as Swift imports Apple's Objective-C declarations:
// `@preconcurrency`. Linux's FoundationNetworking declares each handler `@Sendable`, so a Swift 6
// file whose handler captures a non-Sendable value (PiStatsCore's `completion`) fails to compile
// there, where Apple's compiler only warns (an imported Objective-C API is `@preconcurrency`).
//
// Each method below has FoundationNetworking's exact signature, marked `@preconcurrency`, and
// forwards to it (`FoundationNetworking::`, a module selector). FoundationNetworking reaches an
// extension only through this module (its `@_exported import` here; SwiftUI, WidgetKit and
// AppIntents re-export FoundationOnApple, and tools/corpus imports FoundationOnApple implicitly),
// so these shadow FoundationNetworking's. A file that imports FoundationNetworking itself sees
// both, and a call of one of these is ambiguous there.
//
// Only the methods a caller passes a handler to: the delegate protocols' handlers are the
// system's to pass and the author's to call, for which `@Sendable` costs nothing.
import Foundation
@_exported import FoundationNetworking

extension URLSession {
    /// A data task for `request`; `completionHandler` gets its body, response or error.
    @preconcurrency
    public func dataTask(
        with request: URLRequest,
        completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
    ) -> URLSessionDataTask {
        self.FoundationNetworking::dataTask(with: request, completionHandler: completionHandler)
    }

    /// A data task for `url`; `completionHandler` gets its body, response or error.
    @preconcurrency
    public func dataTask(
        with url: URL,
        completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
    ) -> URLSessionDataTask {
        self.FoundationNetworking::dataTask(with: url, completionHandler: completionHandler)
    }

    /// An upload task sending the file at `fileURL` as the body of `request`.
    @preconcurrency
    public func uploadTask(
        with request: URLRequest, fromFile fileURL: URL,
        completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
    ) -> URLSessionUploadTask {
        self.FoundationNetworking::uploadTask(with: request, fromFile: fileURL, completionHandler: completionHandler)
    }

    /// An upload task sending `bodyData` as the body of `request`.
    @preconcurrency
    public func uploadTask(
        with request: URLRequest, from bodyData: Data?,
        completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
    ) -> URLSessionUploadTask {
        self.FoundationNetworking::uploadTask(with: request, from: bodyData, completionHandler: completionHandler)
    }

    /// A download task for `request`; `completionHandler` gets the downloaded file's URL.
    @preconcurrency
    public func downloadTask(
        with request: URLRequest,
        completionHandler: @escaping @Sendable (URL?, URLResponse?, (any Error)?) -> Void
    ) -> URLSessionDownloadTask {
        self.FoundationNetworking::downloadTask(with: request, completionHandler: completionHandler)
    }

    /// A download task for `url`; `completionHandler` gets the downloaded file's URL.
    @preconcurrency
    public func downloadTask(
        with url: URL,
        completionHandler: @escaping @Sendable (URL?, URLResponse?, (any Error)?) -> Void
    ) -> URLSessionDownloadTask {
        self.FoundationNetworking::downloadTask(with: url, completionHandler: completionHandler)
    }

    /// A download task resuming from `resumeData`.
    @preconcurrency
    public func downloadTask(
        withResumeData resumeData: Data,
        completionHandler: @escaping @Sendable (URL?, URLResponse?, (any Error)?) -> Void
    ) -> URLSessionDownloadTask {
        self.FoundationNetworking::downloadTask(withResumeData: resumeData, completionHandler: completionHandler)
    }

    /// Empties the session's cookies, credentials and caches, then calls `completionHandler`.
    @preconcurrency
    public func reset(completionHandler: @escaping @Sendable () -> Void) {
        self.FoundationNetworking::reset(completionHandler: completionHandler)
    }

    /// Writes the session's cookies and credentials to storage, then calls `completionHandler`.
    @preconcurrency
    public func flush(completionHandler: @escaping @Sendable () -> Void) {
        self.FoundationNetworking::flush(completionHandler: completionHandler)
    }

    /// The session's data, upload and download tasks.
    @preconcurrency
    public func getTasksWithCompletionHandler(
        _ completionHandler:
            @escaping @Sendable ([URLSessionDataTask], [URLSessionUploadTask], [URLSessionDownloadTask]) -> Void
    ) {
        self.FoundationNetworking::getTasksWithCompletionHandler(completionHandler)
    }

    /// All the session's tasks.
    @preconcurrency
    public func getAllTasks(completionHandler: @escaping @Sendable ([URLSessionTask]) -> Void) {
        self.FoundationNetworking::getAllTasks(completionHandler: completionHandler)
    }
}

extension URLCache {
    /// The cached response of `dataTask`, if any.
    @preconcurrency
    public func getCachedResponse(
        for dataTask: URLSessionDataTask, completionHandler: @escaping @Sendable (CachedURLResponse?) -> Void
    ) {
        self.FoundationNetworking::getCachedResponse(for: dataTask, completionHandler: completionHandler)
    }
}

extension URLSessionWebSocketTask {
    /// Sends a ping; `pongReceiveHandler` gets nil when the pong arrives, or the error.
    @preconcurrency
    public func sendPing(pongReceiveHandler: @escaping @Sendable ((any Error)?) -> Void) {
        self.FoundationNetworking::sendPing(pongReceiveHandler: pongReceiveHandler)
    }

    /// Sends `message`; `completionHandler` gets nil once it is sent, or the error.
    @preconcurrency
    public func send(_ message: Message, completionHandler: @escaping @Sendable ((any Error)?) -> Void) {
        self.FoundationNetworking::send(message, completionHandler: completionHandler)
    }

    /// Receives the next message.
    @preconcurrency
    public func receive(completionHandler: @escaping @Sendable (Result<Message, any Error>) -> Void) {
        self.FoundationNetworking::receive(completionHandler: completionHandler)
    }
}
