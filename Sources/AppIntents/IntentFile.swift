import Foundation
import UniformTypeIdentifiers

/// App Intents' `IntentFile`: a file an intent takes or returns, in memory or on disk
/// (`.result(value: IntentFile(data: png, filename: "snapshot.png", type: .png))`), as Apple's.
///
/// Here it is a value the intent's code builds and reads; relay.v1 carries no files, so a mirror
/// neither sends one as a parameter nor receives one as a result.
public struct IntentFile: Sendable, Hashable {
    /// The human-readable name of the file.
    public var filename: String
    /// The file on disk, if it is one.
    public let fileURL: URL?
    /// The file's type, if known.
    public let type: UTType?
    /// Whether the system removes the file once the intent is done with it.
    public var removedOnCompletion: Bool
    private let contents: Data?

    /// A file held in memory.
    public init(data: Data, filename: String, type: UTType? = nil) {
        contents = data
        self.filename = filename
        self.type = type
        fileURL = nil
        removedOnCompletion = false
    }

    /// A file on disk; its name is the URL's last component unless given.
    public init(fileURL: URL, filename: String? = nil, type: UTType? = nil) {
        contents = nil
        self.fileURL = fileURL
        self.filename = filename ?? fileURL.lastPathComponent
        self.type = type
        removedOnCompletion = false
    }

    /// The file's contents (read from disk for a file there; empty if it cannot be read, as Apple's).
    public var data: Data {
        if let contents { return contents }
        guard let fileURL else { return Data() }
        return (try? Data(contentsOf: fileURL)) ?? Data()
    }

    /// The file's contents as `contentType`: the contents when the file is of that type (or of no
    /// declared type); here nothing converts between types, so another type throws.
    public func data(contentType: UTType) async throws -> Data {
        if let type, type != contentType, !type.conforms(to: contentType) {
            throw CocoaError(.fileReadCorruptFile)
        }
        if let contents { return contents }
        guard let fileURL else { return Data() }
        return try Data(contentsOf: fileURL)
    }
}
