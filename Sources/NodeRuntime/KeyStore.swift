import Foundation
import ZeroMQ

/// A node's long-term CURVE key pair in its data folder: `keys/node.secret`
/// (Z85, readable by the owner only) and `keys/node.public`.
public struct KeyStore: Sendable {
    public let folder: String
    public init(dataFolder: String) { folder = "\(dataFolder)/keys" }

    var secretPath: String { "\(folder)/node.secret" }
    var publicPath: String { "\(folder)/node.public" }

    /// The stored pair, or nil if none was generated yet.
    public func load() throws -> CurveKeyPair? {
        guard FileManager.default.fileExists(atPath: secretPath) else { return nil }
        let text = try String(contentsOfFile: secretPath, encoding: .utf8)
        do {
            return try CurveKeyPair(secretKey: CurveKey(z85: text))
        } catch {
            throw NodeError("\(secretPath) does not hold a CURVE secret key: \(error)")
        }
    }

    /// The stored pair, generated and saved first if there is none.
    public func loadOrGenerate() throws -> (pair: CurveKeyPair, generated: Bool) {
        if let pair = try load() { return (pair, false) }
        return (try generate(), true)
    }

    /// A new pair, replacing the stored one.
    @discardableResult
    public func generate() throws -> CurveKeyPair {
        let pair = try CurveKeyPair.generate()
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        guard FileManager.default.createFile(atPath: secretPath, contents: Data((pair.secretKey.z85 + "\n").utf8),
                                             attributes: [.posixPermissions: 0o600]) else {
            throw NodeError("cannot write \(secretPath)")
        }
        try (pair.publicKey.z85 + "\n").write(toFile: publicPath, atomically: true, encoding: .utf8)
        return pair
    }
}

/// A node program's error: a message for people.
public struct NodeError: Error, CustomStringConvertible, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
