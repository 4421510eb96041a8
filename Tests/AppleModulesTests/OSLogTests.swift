import Foundation
import Logging
import OSLog
import Synchronization
import Testing

/// Apple's `Logger` and `os_log` on swift-log: levels, labels, and privacy as Apple's
/// (strings private unless marked public; numbers and Booleans shown).
@Suite("OSLog")
struct OSLogTests {
    /// Every message logged, as "label level message".
    final class Lines: Sendable {
        let lines = Mutex<[String]>([])
    }

    struct Recorder: LogHandler {
        let label: String
        let lines: Lines
        var metadata: Logging.Logger.Metadata = [:]
        var logLevel: Logging.Logger.Level = .trace
        init(label: String, lines: Lines) {
            self.label = label
            self.lines = lines
        }
        subscript(metadataKey key: String) -> Logging.Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }
        func log(event: LogEvent) {
            lines.lines.withLock { $0.append("\(label) \(event.level) \(event.message)") }
        }
    }

    /// What `body` logged, through a handler of this task's own (swift-log is bootstrapped once
    /// per process, by the programs some other tests run in process).
    func logged(_ body: () -> Void) -> [String] {
        let lines = Lines()
        Logger.$handler.withValue({ Recorder(label: $0, lines: lines) }) { body() }
        return lines.lines.withLock { $0 }
    }

    @Test("Logger: the label is subsystem.category, levels map to swift-log's, private values are redacted")
    func logger() {
        let name = "Spouty"
        let lines = logged {
            let log = Logger(subsystem: "com.example.widgets", category: "timeline")
            log.debug("hero \(name) has \(3) hearts, alive: \(true)")
            log.error("hero \(name, privacy: .public) failed")
            log.fault("\(2.5, format: .fixed(precision: 2)) \(name, privacy: .private)")
            Logger(.disabled).error("never")
        }
        #expect(
            lines == [
                "com.example.widgets.timeline debug hero <private> has 3 hearts, alive: true",
                "com.example.widgets.timeline error hero Spouty failed",
                "com.example.widgets.timeline critical 2.50 <private>",
            ])
    }

    @Test("an NSError in a message is not ambiguous between error and object (WidgetExamples' persistence controller)")
    func nsError() {
        let error = NSError(domain: "Store", code: 3)
        let lines = logged { Logger(subsystem: "s", category: "c").error("failed: \(error, privacy: .public)") }
        #expect(lines == ["s.c error failed: \(error.description)"])
    }

    @Test("os_log: printf formats with Apple's privacy markers")
    func osLog() {
        let lines = logged {
            os_log(
                "loaded %{public}@ in %d ms, key %@", log: OSLog(subsystem: "app", category: "net"), type: .info,
                "feed", 12, "secret")
            os_log("100%% done")
        }
        #expect(lines == ["app.net info loaded feed in 12 ms, key <private>", "default notice 100% done"])
    }

    @Test(
        "os_log given an array of arguments: the array is the first argument, as Apple's Foundation bridges it (Loop)")
    func osLogArray() {
        let args: [any CVarArg] = ["glucose", 110]
        let lines = logged {
            os_log("values %{public}@", log: OSLog(subsystem: "loop", category: "widget"), type: .debug, args)
            os_log("values %@", args)
        }
        #expect(lines == ["loop.widget debug values (\n    glucose,\n    110\n)", "default notice values <private>"])
    }
}
