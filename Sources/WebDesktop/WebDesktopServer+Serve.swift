import Foundation
import Logging
import Mirror
import WidgetRelayKit

extension WebDesktopServer {
    /// What `run --web HOST:PORT` does for either mirror: serves `layout`'s page of `fleet` on
    /// `web` (a token in the URL unless it is loopback or `token` is given), writes its URL to
    /// `<dataFolder>/web-url` and logs it; `announce` also prints it on standard error (the
    /// scriptable and headless modes, whose standard output is for programs). Throws at once
    /// when the address cannot be used.
    public static func serve(
        _ fleet: MirrorFleet, on web: String, token: String?, families: [WidgetFamily], layout: PageLayout,
        dataFolder: String, announce: Bool, logger: Logger
    ) async throws -> (access: WebAccess, task: Task<Void, Never>) {
        let address = try WebAddress(parsing: web)
        let token = token ?? (WebAccess.isLoopback(address.host) ? nil : WebAccess.newToken())
        let server = WebDesktopServer(
            fleet: fleet, address: address, token: token, families: families, layout: layout, logger: logger)
        let started = try await server.start()
        try Data((started.access.url + "\n").utf8).write(
            to: URL(fileURLWithPath: "\(dataFolder)/web-url"), options: .atomic)
        logger.notice("the \(layout.rawValue)'s web page is served", metadata: ["url": "\(started.access.url)"])
        if announce { FileHandle.standardError.write(Data("\(layout.rawValue) page: \(started.access.url)\n".utf8)) }
        return started
    }
}
