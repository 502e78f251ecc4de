import Foundation

/// Headless Chromium driven over the DevTools protocol: a page to load, script to evaluate,
/// keys to press, and every console error and uncaught exception collected.
final class Chromium {
    let process = Process()
    let profile: URL
    let port: Int

    /// The browser `make setup` installs, or nil (the tests then skip, saying so).
    static var executable: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return "\(folder)/\(name)"
            }
        }
        return nil
    }

    init(executable: String) throws {
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("emptystate-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                             "--no-default-browser-check", "--disable-extensions", "--disable-background-networking", "--mute-audio",
                             "--hide-scrollbars", "--remote-debugging-port=0", "--user-data-dir=\(profile.path)", "about:blank"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // With port 0 Chromium picks one and writes it to DevToolsActivePort in the profile.
        let file = profile.appendingPathComponent("DevToolsActivePort")
        let deadline = Date().addingTimeInterval(30)
        var found: Int?
        while found == nil, Date() < deadline {
            found = (try? String(contentsOf: file, encoding: .utf8))?.split(separator: "\n").first.flatMap { Int($0) }
            if found == nil { Thread.sleep(forTimeInterval: 0.05) }
        }
        guard let found else {
            process.terminate()
            throw TestError("Chromium did not start its DevTools server within 30 s")
        }
        port = found
    }

    /// The first tab.
    func page() throws -> DevToolsPage {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            let list = try rawHTTP(port: port, "GET", "/json/list")
            let targets = (try? JSONSerialization.jsonObject(with: Data(list.body.utf8))) as? [[String: Any]] ?? []
            if let url = targets.first(where: { $0["type"] as? String == "page" })?["webSocketDebuggerUrl"] as? String {
                return try DevToolsPage(socket: WebSocket(url: url))
            }
            Thread.sleep(forTimeInterval: 0.1)
        }
        throw TestError("Chromium has no page target")
    }

    func close() {
        if process.isRunning { process.terminate(); process.waitUntilExit() }
        try? FileManager.default.removeItem(at: profile)
    }
}

final class DevToolsPage {
    private let socket: WebSocket
    private var nextID = 0
    private(set) var events: [[String: Any]] = []

    init(socket: WebSocket) throws {
        self.socket = socket
        for domain in ["Page", "Runtime", "Log", "Network"] { _ = try call("\(domain).enable") }
    }

    @discardableResult
    func call(_ method: String, _ params: [String: Any] = [:]) throws -> [String: Any] {
        nextID += 1
        let id = nextID
        if ProcessInfo.processInfo.environment["EMPTYSTATE_CDP_DEBUG"] != nil { print("cdp →", method, params) }
        let message = try JSONSerialization.data(withJSONObject: ["id": id, "method": method, "params": params])
        try socket.send(String(decoding: message, as: UTF8.self))
        // Events keep arriving while a call waits, so the socket's own timeout never fires.
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            let reply = try JSONSerialization.jsonObject(with: Data(try socket.receive().utf8)) as? [String: Any] ?? [:]
            if reply["id"] as? Int == id {
                if let error = reply["error"] as? [String: Any] { throw TestError("\(method): \(error["message"] ?? error)") }
                return reply["result"] as? [String: Any] ?? [:]
            }
            if reply["method"] != nil { events.append(reply) }
        }
        throw TestError("\(method): no answer within 60 s")
    }

    /// The value of a script (promises awaited).
    @discardableResult
    func evaluate(_ expression: String) throws -> Any? {
        let result = try call("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
        if let details = result["exceptionDetails"] as? [String: Any] {
            let exception = (details["exception"] as? [String: Any])?["description"] ?? details["text"] ?? "exception"
            throw TestError("\(expression.prefix(80))…: \(exception)")
        }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// Polls `expression` until it is true; the time it took.
    @discardableResult
    func wait(for expression: String, timeout: Double = 15, _ what: String) throws -> Double {
        let start = Date()
        while Date().timeIntervalSince(start) < timeout {
            // While a page loads, its document may not have a body yet: that is "not yet".
            if (try? evaluate(expression)) as? Bool == true { return Date().timeIntervalSince(start) }
            Thread.sleep(forTimeInterval: 0.01)
        }
        throw TestError("timed out after \(timeout) s waiting for \(what)")
    }

    func size(width: Int, height: Int) throws {
        try call("Emulation.setDeviceMetricsOverride", ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600])
    }

    /// Loads `url` and waits for the page's script to say it is ready.
    func open(_ url: String) throws {
        try call("Page.navigate", ["url": url])
        try wait(for: "document.readyState === 'complete' && document.body && document.body.dataset.ready === 'true'", "\(url) to load")
    }

    func press(_ key: String, code: String? = nil, keyCode: Int = 0) throws {
        let base: [String: Any] = ["key": key, "code": code ?? key, "windowsVirtualKeyCode": keyCode, "nativeVirtualKeyCode": keyCode]
        // Enter activates a button through the character it types, as a real key does.
        let down: [String: Any] = key == "Enter" ? ["type": "keyDown", "text": "\r", "unmodifiedText": "\r"] : ["type": "rawKeyDown"]
        try call("Input.dispatchKeyEvent", base.merging(down) { $1 })
        try call("Input.dispatchKeyEvent", base.merging(["type": "keyUp"]) { $1 })
    }

    func type(_ text: String) throws { try call("Input.insertText", ["text": text]) }

    /// Uncaught exceptions, console.error calls and the browser's own error log entries so far.
    var consoleErrors: [String] {
        _ = try? evaluate("0") // reads what arrived before
        return events.compactMap { event in
            let params = event["params"] as? [String: Any] ?? [:]
            switch event["method"] as? String {
            case "Runtime.exceptionThrown":
                let details = params["exceptionDetails"] as? [String: Any] ?? [:]
                return "exception: \((details["exception"] as? [String: Any])?["description"] ?? details["text"] ?? "")"
            case "Runtime.consoleAPICalled" where params["type"] as? String == "error":
                return "console.error: \((params["args"] as? [[String: Any]])?.compactMap { $0["value"] ?? $0["description"] } ?? [])"
            case "Log.entryAdded":
                let entry = params["entry"] as? [String: Any] ?? [:]
                return entry["level"] as? String == "error" ? "log: \(entry["text"] ?? "") \(entry["url"] ?? "")" : nil
            default: return nil
            }
        }
    }

    /// Requests the page made to anything but `allowed` URL prefixes.
    func requests(outside allowed: [String]) -> [String] {
        events.compactMap { event -> String? in
            guard event["method"] as? String == "Network.requestWillBeSent",
                  let url = ((event["params"] as? [String: Any])?["request"] as? [String: Any])?["url"] as? String else { return nil }
            return allowed.contains { url.hasPrefix($0) } || url.hasPrefix("data:") ? nil : url
        }
    }

    func clearEvents() { events.removeAll() }
}
