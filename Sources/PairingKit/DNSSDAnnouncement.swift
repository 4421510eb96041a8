import Foundation
import Pairing

/// DNS-SD (`_widgetrelay._tcp`) through Avahi's command-line tools, where avahi-daemon
/// runs: the phone publishes its window with `avahi-publish-service`, mirrors browse with
/// `avahi-browse`. Where the daemon does not run (a container, a network namespace),
/// nothing is published and the status says why; the UDP beacon still answers.
public final class DNSSDAnnouncement: Sendable {
    /// The service type.
    public static let serviceType = "_widgetrelay._tcp"
    /// The socket avahi-daemon's clients connect to.
    static let daemonSocket = "/run/avahi-daemon/socket"

    /// What happened, for the person.
    public let status: String
    private let process: Process?

    /// While this file exists the announcer runs; ``stop()`` removes it.
    private let mark: String?

    private init(status: String, process: Process?, mark: String? = nil) {
        self.status = status
        self.process = process
        self.mark = mark
    }

    /// Why DNS-SD cannot be used here, or nil.
    public static var unavailable: String? {
        guard let tools = tool("avahi-publish-service"), tool("avahi-browse") != nil, !tools.isEmpty else {
            return "DNS-SD unavailable (avahi-utils is not installed)"
        }
        guard FileManager.default.fileExists(atPath: daemonSocket) else {
            return "DNS-SD unavailable (avahi-daemon is not running)"
        }
        return nil
    }

    /// Publishes `announcement` until ``stop()``.
    public static func publish(_ announcement: PhoneAnnouncement) -> DNSSDAnnouncement {
        if let unavailable { return DNSSDAnnouncement(status: unavailable, process: nil) }
        return run(
            tool("avahi-publish-service")!,
            ["-s", announcement.name, serviceType, String(announcement.pairingPort)] + txt(announcement),
            status: "DNS-SD \(serviceType) “\(announcement.name)” through Avahi")
    }

    /// Runs `announcer` (which announces until it is killed) under ``watchdog``: a shell
    /// beside it kills it once the mark file is gone (``stop()``) or this process is,
    /// however it ended (even SIGKILL), so no announcement outlives its window. (Not by
    /// SIGTERM: a child inherits the signal mask of the thread that starts it, and the
    /// concurrency runtime's threads block every signal.)
    static func run(_ announcer: String, _ arguments: [String], status: String) -> DNSSDAnnouncement {
        let mark = FileManager.default.temporaryDirectory.appendingPathComponent(
            "widgetrelay-dnssd-\(UUID().uuidString)"
        ).path
        guard FileManager.default.createFile(atPath: mark, contents: nil) else {
            return DNSSDAnnouncement(status: "DNS-SD unavailable (cannot create \(mark))", process: nil)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", Self.watchdog, announcer] + arguments
        process.environment = ["WIDGETRELAY_DNSSD_MARK": mark, "PATH": "/usr/bin:/bin"]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
            return DNSSDAnnouncement(status: status, process: process, mark: mark)
        } catch {
            try? FileManager.default.removeItem(atPath: mark)
            return DNSSDAnnouncement(status: "DNS-SD unavailable (\(error))", process: nil)
        }
    }

    /// The watchdog shell's pid (tests).
    var watchdogPID: Int32? { process?.processIdentifier }

    /// Runs the announcer ($0 with its arguments) while the mark file exists, the parent
    /// (this process) lives and the announcer has not ended by itself; checked every second.
    static let watchdog = """
        "$0" "$@" & a=$!; p=$PPID
        while [ -e "$WIDGETRELAY_DNSSD_MARK" ] && kill -0 $p 2>/dev/null && kill -0 $a 2>/dev/null; do sleep 1; done
        kill -9 $a 2>/dev/null; rm -f "$WIDGETRELAY_DNSSD_MARK"
        """

    /// Ends the announcement (within a second).
    public func stop() {
        if let mark { try? FileManager.default.removeItem(atPath: mark) }
    }

    /// The TXT record: the key's fingerprint and the key itself (hex), name, version, ports.
    static func txt(_ announcement: PhoneAnnouncement) -> [String] {
        [
            "v=\(announcement.protocolVersion)", "fp=\(announcement.fingerprint)",
            "key=\(announcement.key.map { String(format: "%02x", $0) }.joined())",
            "router=\(announcement.routerPort)", "publisher=\(announcement.publisherPort)",
        ]
    }

    /// Phones `avahi-browse` resolves within a few seconds (none if DNS-SD is unavailable).
    public static func browse() -> [FoundPhone] {
        guard unavailable == nil, let browse = tool("avahi-browse") else { return [] }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browse)
        process.arguments = ["-r", "-p", "-t", "-k", serviceType]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return [] }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return parse(String(decoding: output.prefix(256 * 1024), as: UTF8.self))
    }

    /// Resolved lines of `avahi-browse -rpt`: `=;iface;IPv4;name;type;domain;host;address;port;"txt"…`.
    public static func parse(_ output: String) -> [FoundPhone] {
        var found: [FoundPhone] = []
        for line in output.split(separator: "\n") where line.hasPrefix("=;") {
            let fields = line.split(separator: ";", maxSplits: 9, omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 10, fields[2] == "IPv4", let port = Int(fields[8]) else { continue }
            var txt: [String: String] = [:]
            for entry in fields[9].split(separator: " ") {
                let item = entry.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                guard let equals = item.firstIndex(of: "=") else { continue }
                txt[String(item[..<equals])] = String(item[item.index(after: equals)...])
            }
            guard let hex = txt["key"], hex.count == 64, let router = txt["router"].flatMap(Int.init),
                let publisher = txt["publisher"].flatMap(Int.init)
            else { continue }
            let key = stride(from: 0, to: 64, by: 2).compactMap { offset -> UInt8? in
                let start = hex.index(hex.startIndex, offsetBy: offset)
                return UInt8(hex[start..<hex.index(start, offsetBy: 2)], radix: 16)
            }
            guard key.count == 32 else { continue }
            let announcement = PhoneAnnouncement(
                protocolVersion: Int(txt["v"] ?? "1") ?? 1, name: PairingWire.bounded(unescape(fields[3])), key: key,
                fingerprint: PairingWire.bounded(txt["fp"] ?? ""), routerPort: router,
                publisherPort: publisher, pairingPort: port)
            let phone = FoundPhone(host: fields[7], announcement: announcement, method: .dnsSD)
            if !found.contains(phone) { found.append(phone) }
        }
        return found
    }

    /// avahi-browse's parsable output writes some characters of names as `\DDD` (decimal).
    static func unescape(_ text: String) -> String {
        var bytes: [UInt8] = []
        let utf8 = Array(text.utf8)
        var index = 0
        while index < utf8.count {
            if utf8[index] == UInt8(ascii: "\\"), index + 3 < utf8.count,
                let value = UInt8(String(decoding: utf8[(index + 1)...(index + 3)], as: UTF8.self))
            {
                bytes.append(value)
                index += 4
            } else {
                bytes.append(utf8[index])
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func tool(_ name: String) -> String? {
        ["/usr/bin/\(name)", "/bin/\(name)", "/usr/local/bin/\(name)"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }
}
