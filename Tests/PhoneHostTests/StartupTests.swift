import Foundation
import TestSupport
import Testing

/// The real phone-node program at start-up: a start either succeeds or ends within
/// seconds with a message naming the file or endpoint; SIGTERM stops it, also while it
/// starts; its files are private whatever the umask (issue #18).
@Suite("Phone: start-up", .heavy)
struct StartupTests {
    static let phone = Repository.product("phone-node")

    static func runArguments(_ data: String, router: String = "tcp://127.0.0.1:*", _ more: [String] = []) -> [String] {
        ["run", "--data", data, "--router", router, "--publisher", "tcp://127.0.0.1:*", "--log-level", "warning"] + more
    }

    /// Starts a phone that must come up (its endpoints file appears), then stops it with SIGTERM.
    static func startAndStop(_ data: String, _ more: [String] = []) async throws {
        try? FileManager.default.removeItem(atPath: "\(data)/endpoints.json")
        let process = try BackgroundProcess(phone, runArguments(data, more), logPath: "\(data)/phone.log")
        try await waitForFile("\(data)/endpoints.json", within: 30)
        #expect(try await process.stop(signal: SIGTERM) == 0)
    }

    /// Runs a phone that must refuse to start: it exits non-zero within `seconds`.
    static func refusedStart(
        _ data: String, router: String = "tcp://127.0.0.1:*", _ more: [String] = [],
        within seconds: Double = 60
    ) async throws -> String {
        let output = try await run(phone, runArguments(data, router: router, more), within: seconds)
        #expect(output.status != 0)
        #expect(!FileManager.default.fileExists(atPath: "\(data)/endpoints.json"))
        return output.standardError
    }

    static func mode(_ path: String) -> Int? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
        return (attributes[.posixPermissions] as? Int).map { $0 & 0o777 }
    }

    // MARK: Permissions

    @Test("under umask 022 the data folder is 0700 and the store, its journals, keys and run files 0600")
    func privateFiles() async throws {
        let previous = umask(0o022)  // the usual umask; children inherit it
        defer { umask(previous) }
        let data = TemporaryFolder.shared.makeFolder()
        #expect(Self.mode(data) == 0o755)
        let process = try BackgroundProcess(Self.phone, Self.runArguments(data), logPath: "\(data)-phone.log")
        try await waitForFile("\(data)/endpoints.json")
        // While it runs: the WAL and its index exist.
        #expect(Self.mode(data) == 0o700)
        for file in [
            "phone.sqlite", "phone.sqlite-wal", "phone.sqlite-shm", "endpoints.json", "node.pid",
            "keys/node.secret", "keys/node.public", "keys/store",
        ] {
            #expect(Self.mode("\(data)/\(file)") == 0o600, "\(file)")
        }
        #expect(Self.mode("\(data)/keys") == 0o700)
        #expect(try await process.stop(signal: SIGTERM) == 0)
    }

    @Test("files an older release left open to others are made private at the next start")
    func tightensOldFiles() async throws {
        let previous = umask(0o022)
        defer { umask(previous) }
        let data = TemporaryFolder.shared.makeFolder()
        try StoreFixture.make(data)
        for file in ["phone.sqlite", "desktop.log"] {
            if !FileManager.default.fileExists(atPath: "\(data)/\(file)") {
                #expect(FileManager.default.createFile(atPath: "\(data)/\(file)", contents: nil))
            }
            chmod("\(data)/\(file)", 0o644)
        }
        chmod(data, 0o755)
        try await Self.startAndStop(data)
        #expect(Self.mode(data) == 0o700)
        #expect(Self.mode("\(data)/phone.sqlite") == 0o600)
        #expect(Self.mode("\(data)/desktop.log") == 0o600)  // a mirror's file, NodeRuntime's list
    }

    @Test("a mirror's data folder is 0700 and its files 0600 under umask 022")
    func mirrorFolder() async throws {
        let previous = umask(0o022)
        defer { umask(previous) }
        let data = TemporaryFolder.shared.makeFolder()
        #expect(FileManager.default.createFile(atPath: "\(data)/phone.json", contents: Data("{}".utf8)))
        chmod("\(data)/phone.json", 0o644)
        let keys = try await run(Repository.product("desktop-node"), ["keys", "--data", data])
        #expect(keys.status == 0, "\(keys.standardError)")
        #expect(Self.mode(data) == 0o700)
        #expect(Self.mode("\(data)/keys") == 0o700)
        #expect(Self.mode("\(data)/keys/node.secret") == 0o600)
        #expect(Self.mode("\(data)/keys/node.public") == 0o600)
        #expect(Self.mode("\(data)/phone.json") == 0o600)
    }

    // MARK: Damaged stores

    @Test("4 KiB of garbage in the middle of the store: refused within seconds, naming the file and what to do")
    func garbageInTheMiddle() async throws {
        let data = TemporaryFolder.shared.makeFolder()
        try StoreFixture.make(data, values: 2000)
        let pages = try StoreFixture.pages(data, table: "kv")
        #expect(pages.count > 50)
        try StoreFixture.overwrite(data, page: pages.count / 2)
        let message = try await Self.refusedStart(data)
        #expect(message.contains(StoreFixture.databasePath(data)), "\(message)")
        #expect(message.contains("damaged") && message.contains("from a backup"), "\(message)")
        #expect(message.contains("move it aside"), "\(message)")
    }

    @Test("garbage over a table's root page: refused within seconds, naming the file")
    func garbageOverTableRoot() async throws {
        let data = TemporaryFolder.shared.makeFolder()
        try StoreFixture.make(data, values: 200)
        try StoreFixture.overwrite(data, page: try StoreFixture.pages(data, table: "devices").root)
        let message = try await Self.refusedStart(data)
        #expect(message.contains(StoreFixture.databasePath(data)) && message.contains("damaged"), "\(message)")
    }

    // MARK: A store lost beside its keys

    @Test("an empty store beside the keys is refused; --reset-store starts afresh; a first start just works")
    func emptyStoreBesideKeys() async throws {
        let data = TemporaryFolder.shared.makeFolder()
        try await Self.startAndStop(data)  // a first start: no keys, no store
        #expect(FileManager.default.fileExists(atPath: "\(data)/keys/node.secret"))
        #expect(truncate(StoreFixture.databasePath(data), 0) == 0)

        let message = try await Self.refusedStart(data)
        #expect(message.contains(StoreFixture.databasePath(data)) && message.contains("empty"), "\(message)")
        #expect(message.contains("--reset-store"), "\(message)")
        // nor does the CLI make a new store
        let listed = try await run(Self.phone, ["devices", "list", "--data", data])
        #expect(listed.status != 0 && listed.standardError.contains("--reset-store"), "\(listed.standardError)")

        try await Self.startAndStop(data, ["--reset-store"])
        try await Self.startAndStop(data)  // and from then on it is this phone's store
        let help = try await run(Self.phone, ["run", "--help"])
        #expect(help.standardOutput.contains("--reset-store"))
    }

    @Test("a missing store beside the keys is refused")
    func missingStoreBesideKeys() async throws {
        let data = TemporaryFolder.shared.makeFolder()
        try await Self.startAndStop(data)
        for suffix in ["", "-wal", "-shm"] {
            try? FileManager.default.removeItem(atPath: StoreFixture.databasePath(data) + suffix)
        }
        let message = try await Self.refusedStart(data)
        #expect(message.contains("missing"), "\(message)")
    }

    @Test("keys made by `keys show` before the first run are not a lost store")
    func keysBeforeFirstRun() async throws {
        let data = TemporaryFolder.shared.makeFolder()
        #expect(try await run(Self.phone, ["keys", "show", "--data", data]).status == 0)
        try await Self.startAndStop(data)
    }

    // MARK: Ports

    @Test("a router port in use: refused within seconds, naming the endpoint and --router")
    func takenPort() async throws {
        let listener = try TakenPort()
        defer { listener.close() }
        let data = TemporaryFolder.shared.makeFolder()
        let endpoint = "tcp://127.0.0.1:\(listener.port)"
        let message = try await Self.refusedStart(data, router: endpoint)
        #expect(message.contains(endpoint) && message.contains("--router"), "\(message)")
    }

    // MARK: SIGTERM

    @Test("SIGTERM during a slow start stops the phone before the start completes")
    func sigtermDuringStart() async throws {
        let data = TemporaryFolder.shared.makeFolder()
        // Restoring them takes seconds; a signal reaches the phone in milliseconds. The test
        // relies on that gap: the stop must land while the restore is still going.
        try StoreFixture.make(data, instances: 20_000)
        // The router on an ipc socket: its file appears once the phone has bound, and is restoring.
        let router = "\(data)/router.sock"
        let arguments = [
            "run", "--data", data, "--router", "ipc://\(router)", "--publisher", "tcp://127.0.0.1:*", "--log-level",
            "info",
        ]
        let process = try BackgroundProcess(Self.phone, arguments, logPath: "\(data)-phone.log")
        try await waitForFile(router)
        #expect(!FileManager.default.fileExists(atPath: "\(data)/endpoints.json"))
        let status = try await process.stop(signal: SIGTERM, within: 60)
        #expect(status == 0)
        // The stop cut the restore short, and the phone never said it was ready (the guard
        // above only bounds a hang; this is what shows the restore did not run to its end first).
        let log = try String(contentsOfFile: "\(data)-phone.log", encoding: .utf8)
        let stopped = try #require(
            log.firstMatch(of: /instances=([0-9]+) restored=([0-9]+) \[PhoneHost\] stopped during start-up/),
            "\(log.suffix(1500))")
        #expect(Int(stopped.output.1) == 20_000 && Int(stopped.output.2)! < 20_000, "\(stopped.output.0)")
        #expect(!log.contains("phone ready"), "\(log.suffix(1500))")
        #expect(!FileManager.default.fileExists(atPath: "\(data)/endpoints.json"))
        #expect(!FileManager.default.fileExists(atPath: "\(data)/node.pid"))
    }
}

/// A TCP port on 127.0.0.1 that this process listens on (the system chose it).
struct TakenPort {
    let descriptor: Int32
    let port: UInt16

    init() throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bind(descriptor, socketAddress, length) == 0 && listen(descriptor, 1) == 0
                    && getsockname(descriptor, socketAddress, &length) == 0
            }
        }
        guard descriptor >= 0, bound else { throw TimedOut(what: "a port to bind", seconds: 0) }
        self.descriptor = descriptor
        port = UInt16(bigEndian: address.sin_port)
    }

    func close() { _ = Glibc.close(descriptor) }
}
