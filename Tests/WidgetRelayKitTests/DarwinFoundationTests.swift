import FoundationNetworking  // URLSession's home on Linux: the one import a port adds
import Testing
import WidgetRelayKit  // and nothing else: the kit brings the rest of what Apple's frameworks bring

/// A URL protocol written as Apple's Emoji Rangers sample writes its image loader: served
/// on a `DispatchSerialQueue` after `NSEC_PER_MSEC`-based deadlines, registered through
/// `classForCoder()`. It answers every request with the URL's path as the body.
private final class EchoURLProtocol: URLProtocol {
    private static let queue = DispatchSerialQueue(label: "echo-url-protocol")

    override class func canInit(with request: URLRequest) -> Bool { true }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        guard let url = request.url, let client else { return }
        // (Apple's sample is Swift 5; in Swift 6 mode the protocol object, not Sendable, is handed over unchecked.)
        nonisolated(unsafe) let loader = self
        Self.queue.asyncAfter(deadline: .now() + .nanoseconds(Int(NSEC_PER_MSEC))) {
            client.urlProtocol(loader, didLoad: Data(url.path.utf8))
            client.urlProtocolDidFinishLoading(loader)
        }
    }

    override func stopLoading() {}

    static func urlSession() -> URLSession {
        let config = URLSessionConfiguration.ephemeral
        config.protocolClasses = [EchoURLProtocol.classForCoder()]
        return URLSession(configuration: config)
    }
}

@Suite("Foundation and Dispatch as widget code uses them on Apple's systems")
struct DarwinFoundationTests {
    @Test func dispatchTimeConstantsHaveDarwinsValues() {
        #expect(
            NSEC_PER_SEC == 1_000_000_000 && NSEC_PER_MSEC == 1_000_000 && NSEC_PER_USEC == 1_000
                && USEC_PER_SEC == 1_000_000)
    }

    @Test func classForCoderIsTheClassItself() {
        #expect(EchoURLProtocol.classForCoder() == EchoURLProtocol.self)
    }

    /// URLSession, URLRequest and URLProtocol (FoundationNetworking on Linux) with the kit's
    /// Dispatch constants and `classForCoder()`: a data task served by the protocol above.
    @Test func aSessionServesADataTaskThroughAURLProtocolSubclass() async throws {
        let session = EchoURLProtocol.urlSession()
        let data: Data = try await withCheckedThrowingContinuation { continuation in
            session.dataTask(with: URLRequest(url: URL(string: "https://example.invalid/heroes/spouty")!)) {
                data, _, error in
                if let error {
                    continuation.resume(throwing: error)
                } else {
                    continuation.resume(returning: data ?? Data())
                }
            }.resume()
        }
        #expect(String(decoding: data, as: UTF8.self) == "/heroes/spouty")
    }
}
