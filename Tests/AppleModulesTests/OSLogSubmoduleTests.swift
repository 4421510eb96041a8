import Foundation
import Testing
import os.log

/// `import os.log`, as DuckDuckGo's and Loop's widget code writes it: the submodule of Apple's C
/// module `os` resolves (Sources/OSLogSubmodule) and brings `Logger` and `os_log`.
@Suite("import os.log")
struct OSLogSubmoduleTests {
    @Test("import os.log brings os's Logger and os_log")
    func submodule() {
        let logger = Logger(subsystem: "com.example.widgets", category: "timeline")
        logger.debug("reloaded \(3, privacy: .public) entries")
        os_log("loaded %d entries", log: OSLog(subsystem: "com.example.widgets", category: "legacy"), type: .info, 3)
        #expect(String(describing: type(of: logger)) == "Logger")
    }
}
