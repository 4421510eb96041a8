import Foundation
import Testing
import WidgetKit  // URLSession through WidgetKit, as an extension reaches it: FoundationOnApple's copies

/// Answers every request with the URL's path as the body, at once.
private final class PathEchoProtocol: URLProtocol {
    override class func canInit(with request: URLRequest) -> Bool { true }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        guard let url = request.url, let client else { return }
        client.urlProtocol(self, didLoad: Data(url.path.utf8))
        client.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}

    static func session() -> URLSession {
        let config = URLSessionConfiguration.ephemeral
        config.protocolClasses = [PathEchoProtocol.self]
        return URLSession(configuration: config)
    }
}

/// FoundationOnApple's `@preconcurrency` copies of URLSession's completion-handler methods
/// (URLSessionCompletionHandlers.swift) forward to FoundationNetworking's: the task runs and its
/// handler gets the body. (That they compile as Apple's, a non-Sendable capture a warning, is
/// tools/corpus-selftest's PreconcurrencyHandlers.)
@Suite struct URLSessionHandlersTests {
    @Test func aDataTaskForARequestAndForAURLCallsItsHandlerWithTheBody() async throws {
        let session = PathEchoProtocol.session()
        for form in ["request", "url"] {
            let url = try #require(URL(string: "https://example.invalid/\(form)"))
            let body: Data = try await withCheckedThrowingContinuation { continuation in
                let handler: @Sendable (Data?, URLResponse?, (any Error)?) -> Void = { data, _, error in
                    if let error {
                        continuation.resume(throwing: error)
                    } else {
                        continuation.resume(returning: data ?? Data())
                    }
                }
                let task =
                    form == "url"
                    ? session.dataTask(with: url, completionHandler: handler)
                    : session.dataTask(with: URLRequest(url: url), completionHandler: handler)
                task.resume()
            }
            #expect(String(decoding: body, as: UTF8.self) == "/\(form)")
        }
    }

    @Test func getAllTasksCallsItsHandler() async {
        let session = PathEchoProtocol.session()
        let count = await withCheckedContinuation { continuation in
            session.getAllTasks { tasks in continuation.resume(returning: tasks.count) }
        }
        #expect(count == 0)
    }
}
