import Foundation
import ZeroMQ

/// A node's long-term CURVE key pair in its data folder: `keys/node.secret`
/// (Z85) and `keys/node.public`, both 0600 in a 0700 folder; loading the pair makes
/// the data folder private too (``FilePrivacy/secureFolder(_:)``).
public struct KeyStore: Sendable {
    public let folder: String
    /// The node's data folder.
    public let dataFolder: String
    public init(dataFolder: String) {
        self.dataFolder = dataFolder
        folder = "\(dataFolder)/keys"
    }

    var secretPath: String { "\(folder)/node.secret" }
    var publicPath: String { "\(folder)/node.public" }

    /// The stored pair, or nil if none was generated yet.
    public func load() throws -> CurveKeyPair? {
        guard FileManager.default.fileExists(atPath: secretPath) else { return nil }
        let text = try String(contentsOfFile: secretPath, encoding: .utf8)
        do throws(CurveKeyError) {
            return try CurveKeyPair(secretKey: CurveKey(z85: text))
        } catch .notZ85 {
            // The error would quote the file's text: what is left of a secret key.
            throw NodeError("\(secretPath) does not hold a CURVE secret key: its text is not Z85")
        } catch {
            throw NodeError("\(secretPath) does not hold a CURVE secret key: \(error)")
        }
    }

    /// The stored pair, generated and saved first if there is none.
    /// Every node program loads its keys first: the data folder is made private here.
    public func loadOrGenerate() throws -> (pair: CurveKeyPair, generated: Bool) {
        try FilePrivacy.secureFolder(dataFolder)
        if let pair = try load() { return (pair, false) }
        return (try generate(), true)
    }

    /// A new pair, replacing the stored one.
    @discardableResult
    public func generate() throws -> CurveKeyPair {
        let pair = try CurveKeyPair.generate()
        try FilePrivacy.secureFolder(dataFolder)
        try FilePrivacy.secureFolder(folder)
        try FilePrivacy.writePrivately(Data((pair.secretKey.z85 + "\n").utf8), to: secretPath)
        try FilePrivacy.writePrivately(Data((pair.publicKey.z85 + "\n").utf8), to: publicPath)
        return pair
    }
}

/// A node program's error: a message for people.
public struct NodeError: Error, CustomStringConvertible, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
