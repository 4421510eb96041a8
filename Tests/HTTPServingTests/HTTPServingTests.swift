import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HTTPServing
import Hummingbird
import Logging
import NIOCore
import Synchronization
import TestSupport
import Testing

/// Serving HTTP beside a node's work (the metrics endpoint, the mirrors' pages): stopped by the
/// caller's cancellation as a graceful shutdown, a taken port a prompt error that says so, and a
/// request over a route's limit refused without taking the server down.
@Suite("HTTPServing")
struct HTTPServingTests {
    /// Log records at error level or above, kept (a clean stop must log none: #49).
    final class ErrorLines: Sendable {
        let lines = Mutex<[String]>([])
    }

    struct KeepErrors: LogHandler {
        let sink: ErrorLines
        var logLevel: Logger.Level = .trace
        var metadata: Logger.Metadata = [:]
        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }
        func log(event: LogEvent) {
            if event.level >= .error { sink.lines.withLock { $0.append("\(event.message)") } }
        }
    }

    /// A running server on a free loopback port: its port, the task serving it (cancel it to stop).
    static func serve(
        _ router: Router<BasicRequestContext>, port: Int = 0, logger: Logger
    ) async throws -> (port: Int, task: Task<Void, any Error>) {
        let (listening, ready) = AsyncStream.makeStream(of: Int.self)
        let app = Application(
            router: router,
            configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: port), serverName: "test"),
            onServerRunning: { channel in ready.yield(channel.localAddress?.port ?? 0) },
            logger: logger)
        let task = Task {
            defer { ready.finish() }
            try await HTTPServing.run(app, logger: logger)
        }
        do {
            return (try await first(of: listening, "the server listening"), task)
        } catch {
            try await task.value  // the server's own error, when it stopped before it listened
            throw error
        }
    }

    static func get(_ path: String, port: Int, body: Data? = nil) async throws -> (status: Int, text: String) {
        var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)\(path)")!)
        if let body {
            request.httpMethod = "POST"
            request.httpBody = body
        }
        let (data, response) = try await URLSession.shared.data(for: request)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
    }

    @Test(
        "cancelling the caller stops the server gracefully: a request in progress finishes, nothing logged as an error")
    func gracefulShutdown() async throws {
        let errors = ErrorLines()
        let logger = Logger(label: "http") { _ in KeepErrors(sink: errors) }
        let (entered, enter) = AsyncStream.makeStream(of: Void.self)
        let (gate, open) = AsyncStream.makeStream(of: Void.self)
        let router = Router()
        router.get("/slow") { _, _ -> String in
            enter.yield()
            for await _ in gate { break }
            return "finished"
        }
        let (port, server) = try await Self.serve(router, logger: logger)
        let request = Task { try await Self.get("/slow", port: port) }
        try await first(of: entered, "the request in the handler")
        server.cancel()
        open.yield()
        let (status, text) = try await request.value
        #expect(status == 200 && text == "finished")
        try await within(60, "the server stopped") { try await server.value }  // throws nothing: a clean stop
        #expect(errors.lines.withLock { $0 } == [], "a clean stop logs no error")
        // Not checked: binding the freed port again. It is an ephemeral port the kernel may hand
        // to another test's socket the moment it is free (seen: "Address already in use" under load).
    }

    @Test("a taken port is an error at once, naming why, not a hang")
    func takenPort() async throws {
        let logger = Logger(label: "http") { _ in SwiftLogNoOpLogHandler() }
        let (port, first) = try await Self.serve(Router(), logger: logger)
        let second = Task { try await Self.serve(Router(), port: port, logger: logger) }
        let error = await #expect(throws: (any Error).self) {
            try await within(60, "the second server's answer") { _ = try await second.value }
        }
        #expect(
            "\(error.map { "\($0)" } ?? "")".localizedCaseInsensitiveContains("address already in use"),
            "\(String(describing: error))")
        // The first still serves.
        #expect(try await Self.get("/", port: port).status == 404)
        first.cancel()
        try await first.value
    }

    @Test("a request over a route's limit is refused (413) and the server keeps serving")
    func requestOverTheLimit() async throws {
        let logger = Logger(label: "http") { _ in SwiftLogNoOpLogHandler() }
        let router = Router()
        router.post("/in") { request, _ -> String in
            let body = try await request.body.collect(upTo: 1024)
            return "\(body.readableBytes)"
        }
        let (port, server) = try await Self.serve(router, logger: logger)
        #expect(try await Self.get("/in", port: port, body: Data(count: 1024)) == (200, "1024"))
        #expect(try await Self.get("/in", port: port, body: Data(count: 64 * 1024)).status == 413)
        #expect(try await Self.get("/in", port: port, body: Data(count: 10)) == (200, "10"))
        server.cancel()
        try await server.value
    }
}
