import Foundation
import Logging

extension WebDesktopServer {
    /// Starts serving and returns once the page is reachable (its address, with the port
    /// read back) together with the task that serves it (cancel it to stop); throws at
    /// once when the address cannot be used.
    public func start() async throws -> (access: WebAccess, task: Task<Void, Never>) {
        let (ready, sink) = AsyncStream.makeStream(of: Result<WebAccess, any Error>.self)
        let logger = logger
        let task = Task {
            do {
                try await run { access in sink.yield(.success(access)) }
            } catch is CancellationError {
            } catch {
                sink.yield(.failure(error))
                logger.error("the web page stopped", metadata: ["error": "\(error)"])
            }
            sink.finish()
        }
        for await result in ready {
            return (try result.get(), task)
        }
        throw WebServerError.stoppedBeforeListening
    }
}
