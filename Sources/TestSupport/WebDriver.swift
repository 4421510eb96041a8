import Foundation

/// A headless Chromium driven over the W3C WebDriver protocol by Debian's
/// `chromedriver` (package `chromium-driver`), as Selenium drives it: started on a
/// port the system chooses (read back from its output), one session, ended with the test.
public final class WebDriver: Sendable {
    private let driver: BackgroundProcess
    private let base: URL
    public let sessionID: String
    /// The browser's own profile folder: it names the browser's processes.
    private let profile: String

    /// Starts chromedriver and a headless Chromium session with a `width`×`height` window.
    public init(folder: String, width: Int = 1400, height: Int = 1000) async throws {
        // chromedriver now and then stops after "Starting ChromeDriver … on port 0" and never
        // says it listens (seen twice in full-suite runs, never alone): one that has not said so
        // within 30 s (it says so in well under a second, also on a busy machine) is killed and
        // another started, three at most.
        var started: (driver: BackgroundProcess, port: Int)?
        var said: [String] = []
        for _ in 1...3 where started == nil {
            let log = "\(folder)/chromedriver-\(UUID().uuidString.prefix(4)).log"
            let candidate = try BackgroundProcess("/usr/bin/chromedriver", ["--port=0"], logPath: log)
            var port: Int?
            do {
                try await poll("chromedriver to listen", within: 30) {
                    let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
                    guard let range = text.range(of: "started successfully on port ") else { return false }
                    port = Int(text[range.upperBound...].prefix { $0.isNumber })
                    return port != nil
                }
                started = port.map { (candidate, $0) }
            } catch is TimedOut {
                said.append(
                    (try? String(contentsOfFile: log, encoding: .utf8)).map { String($0.suffix(1000)) } ?? "(no log)")
                _ = try? await candidate.stop(signal: SIGKILL, within: 30)
            }
        }
        guard let started else {
            throw WebDriverError("chromedriver did not say it listens, three times in 30 s each; it printed: \(said)")
        }
        driver = started.driver
        base = URL(string: "http://127.0.0.1:\(started.port)")!
        let profile = "\(folder)/chromium-profile-\(UUID().uuidString.prefix(6))"
        self.profile = profile
        let capabilities: [String: Any] = [
            "capabilities": [
                "alwaysMatch": [
                    "browserName": "chrome",
                    "goog:chromeOptions": [
                        "binary": "/usr/bin/chromium",
                        "args": [
                            "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                            "--hide-scrollbars",
                            "--force-device-scale-factor=1", "--font-render-hinting=none",
                            "--enable-precise-memory-info", "--js-flags=--expose-gc",
                            "--window-size=\(width),\(height)", "--user-data-dir=\(profile)",
                        ],
                    ],
                ]
            ]
        ]
        let answer = try await Self.call(base, "POST", "/session", capabilities)
        guard let value = answer["value"] as? [String: Any], let id = value["sessionId"] as? String else {
            throw WebDriverError("no session: \(answer)")
        }
        sessionID = id
    }

    /// Ends the session and chromedriver.
    public func quit() async {
        _ = try? await Self.call(base, "DELETE", "/session/\(sessionID)", nil)
        _ = try? await driver.stop()
    }

    /// A test that failed before ``quit()`` leaves no browser behind: chromedriver dies with
    /// this object, and the browser's processes, which outlive it, are found by their profile.
    deinit {
        let kill = Process()
        kill.executableURL = URL(fileURLWithPath: "/usr/bin/pkill")
        kill.arguments = ["-KILL", "-f", profile]
        try? kill.run()
    }

    // MARK: Commands

    /// Opens `url`.
    public func open(_ url: String) async throws {
        _ = try await session("POST", "/url", ["url": url])
    }

    /// Runs `script` in the page (`arguments` as `arguments[0…]`) and returns its value.
    @discardableResult
    public func execute(_ script: String, _ arguments: [Any] = []) async throws -> Any? {
        try await session("POST", "/execute/sync", ["script": script, "args": arguments])["value"].flatMap {
            $0 is NSNull ? nil : $0
        }
    }

    /// Runs `script`, which calls `arguments[arguments.length - 1]` with its result when done.
    public func executeAsync(_ script: String, _ arguments: [Any] = []) async throws -> Any? {
        try await session("POST", "/execute/async", ["script": script, "args": arguments])["value"].flatMap {
            $0 is NSNull ? nil : $0
        }
    }

    /// The element matching the CSS `selector` (a WebDriver element reference).
    public func element(_ selector: String) async throws -> WebElement {
        let answer = try await session("POST", "/element", ["using": "css selector", "value": selector])
        guard let value = answer["value"] as? [String: Any], let id = value.values.first as? String else {
            throw WebDriverError("no element \(selector): \(answer)")
        }
        return WebElement(id: id)
    }

    /// Clicks `element` as a person would (the pointer moves onto it).
    public func click(_ element: WebElement) async throws {
        _ = try await session("POST", "/element/\(element.id)/click", [:])
    }

    /// The rendered text of `element`.
    public func text(_ element: WebElement) async throws -> String {
        (try await session("GET", "/element/\(element.id)/text", nil)["value"] as? String) ?? ""
    }

    /// `element`'s accessible name as the browser computes it for assistive technology.
    public func computedLabel(_ element: WebElement) async throws -> String {
        (try await session("GET", "/element/\(element.id)/computedlabel", nil)["value"] as? String) ?? ""
    }

    /// Sends keys to the element with the focus (`\u{E007}` is Enter, " " Space).
    public func sendKeys(_ keys: String, to element: WebElement) async throws {
        _ = try await session("POST", "/element/\(element.id)/value", ["text": keys])
    }

    /// A PNG of `element` (nil: the whole viewport).
    public func screenshot(_ element: WebElement? = nil) async throws -> Data {
        let path = element.map { "/element/\($0.id)/screenshot" } ?? "/screenshot"
        guard let base64 = try await session("GET", path, nil)["value"] as? String,
            let png = Data(base64Encoded: base64)
        else {
            throw WebDriverError("no screenshot")
        }
        return png
    }

    /// Whether `element` is still the one in the page (false: it was replaced or removed).
    public func isAttached(_ element: WebElement) async throws -> Bool {
        do {
            _ = try await session("GET", "/element/\(element.id)/name", nil)
            return true
        } catch let error as WebDriverError where error.description.contains("stale element") {
            return false
        }
    }

    /// Polls (bounded) until `script` returns true in the page.
    public func waitUntil(_ what: String, within seconds: Double = 60, _ script: String, _ arguments: [Any] = [])
        async throws
    {
        try await poll(what, within: seconds) { (try await self.execute(script, arguments) as? Bool) == true }
    }

    private func session(_ method: String, _ path: String, _ body: [String: Any]?) async throws -> [String: Any] {
        try await Self.call(base, method, "/session/\(sessionID)\(path)", body)
    }

    /// One WebDriver command, through Debian's curl: Foundation's URLSession on Linux
    /// refuses chromedriver's answers (`Content-Length:249`, no space after the colon).
    private static func call(_ base: URL, _ method: String, _ path: String, _ body: [String: Any]?) async throws
        -> [String: Any]
    {
        var arguments = ["-sS", "-X", method, "-w", "\n%{http_code}", "--max-time", "60"]
        // The body goes through a file: an argument is limited to 128 KiB (a screenshot is more).
        let bodyFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "webdriver-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: bodyFile) }
        if let body {
            try JSONSerialization.data(withJSONObject: body).write(to: bodyFile)
            arguments += ["-H", "Content-Type: application/json", "--data-binary", "@\(bodyFile.path)"]
        }
        let output = try await run("/usr/bin/curl", arguments + [base.absoluteString + path], within: 90)
        guard output.status == 0, let newline = output.standardOutput.lastIndex(of: "\n") else {
            throw WebDriverError("\(method) \(path): curl failed (\(output.status)): \(output.standardError)")
        }
        let status = Int(output.standardOutput[output.standardOutput.index(after: newline)...]) ?? 0
        let data = Data(output.standardOutput[..<newline].utf8)
        let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
        if status >= 400 {
            let value = object["value"] as? [String: Any]
            throw WebDriverError(
                "\(method) \(path): \(value?["error"] ?? status): \(String(describing: value?["message"] ?? "").prefix(300))"
            )
        }
        return object
    }
}

/// An element of the page, by its WebDriver reference.
public struct WebElement: Sendable, Hashable {
    public let id: String
}

/// A WebDriver command that failed, with chromedriver's words.
public struct WebDriverError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
