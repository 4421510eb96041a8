import Foundation

/// The repository this package was built from, for tests that run its scripts.
public enum Repository {
    public static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }  // Sources/TestSupport/Products.swift
        return url.path
    }()
}

extension Repository {
    /// The path of a built executable product (`phone-node`, …): beside the test
    /// binary, as `swift build --build-tests` leaves it.
    public static func product(_ name: String) -> String {
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent(name).path
        if FileManager.default.isExecutableFile(atPath: besideTests) { return besideTests }
        return "\(root)/.build/debug/\(name)"
    }
}
