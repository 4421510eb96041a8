import Foundation

/// Prints a line for the person at once (unbuffered): scripts and tests read a
/// command's lines while it runs (a pairing code, a window's state).
public func say(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
}
