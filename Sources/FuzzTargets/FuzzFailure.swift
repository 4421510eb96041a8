import Foundation

/// What a target found that is wrong without a trap: printed, then the process
/// aborts so that libFuzzer (or the fallback runner) keeps the input.
public enum FuzzFailure {
    public static func abort(_ message: String) -> Never {
        FileHandle.standardError.write(Data("relay-fuzz: \(message)\n".utf8))
        Foundation.abort()
    }
}
