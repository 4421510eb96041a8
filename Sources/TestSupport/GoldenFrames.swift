import Foundation

/// Golden frames (issue #48): the bytes nodes send for fixed inputs, compared with the
/// fixtures recorded in `Tests/GoldenFrames/<name>.txt` (one frame a line: its label, a tab,
/// its bytes in hex). A code move must leave every frame byte-identical.
///
/// `GOLDEN_RECORD=1` writes the fixture from what the test produced instead of comparing;
/// on a mismatch the frames produced are written beside the build (`.build/golden-actual/`)
/// for a diff.
public enum GoldenFrames {
    /// Where the fixtures live.
    public static let folder = "\(Repository.root)/Tests/GoldenFrames"

    /// Compares `frames` (normalized: ``normalized(_:)``) with the fixture `name`, or records it.
    public static func check(_ frames: [(label: String, bytes: [UInt8])], against name: String) throws {
        let text = normalized(frames).map { "\($0.label)\t\(hex($0.bytes))" }.joined(separator: "\n") + "\n"
        let path = "\(folder)/\(name).txt"
        if ProcessInfo.processInfo.environment["GOLDEN_RECORD"] == "1" {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw GoldenMismatch(description: "no fixture at \(path): record it with GOLDEN_RECORD=1")
        }
        guard expected != text else { return }
        let actualFolder = "\(Repository.root)/.build/golden-actual"
        try? FileManager.default.createDirectory(atPath: actualFolder, withIntermediateDirectories: true)
        try? text.write(toFile: "\(actualFolder)/\(name).txt", atomically: true, encoding: .utf8)
        let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let got = text.split(separator: "\n", omittingEmptySubsequences: false)
        let index = (0..<min(want.count, got.count)).first { want[$0] != got[$0] } ?? min(want.count, got.count)
        let line = index < want.count ? String(want[index].prefix(160)) : "(none)"
        let other = index < got.count ? String(got[index].prefix(160)) : "(none)"
        throw GoldenMismatch(
            description: """
                \(name): frame \(index + 1) differs from the recorded one (\(want.count - 1) frames recorded, \(got.count - 1) sent)
                  recorded: \(line)
                  sent:     \(other)
                (all sent: \(actualFolder)/\(name).txt)
                """)
    }

    /// The frames with every UUID-shaped id (8-4-4-4-12 hex digits: message ids a node mints,
    /// instance and activity ids) replaced in place, at its length, by
    /// `00000000-0000-0000-0000-NNNNNNNNNNNN`, N its order of first appearance; and a mirror's
    /// request id prefix (`sync-` and 8 random hex digits) by `sync-NNNNNNNN`.
    public static func normalized(_ frames: [(label: String, bytes: [UInt8])]) -> [(label: String, bytes: [UInt8])] {
        var names: [[UInt8]: [UInt8]] = [:]
        var prefixes: [[UInt8]: [UInt8]] = [:]
        return frames.map { frame in
            var bytes = frame.bytes
            var index = 0
            let sync = Array("sync-".utf8)
            while index + 13 <= bytes.count {
                guard bytes[index..<index + 5].elementsEqual(sync), bytes[index + 5..<index + 13].allSatisfy(isHexDigit)
                else { index += 1; continue }
                let candidate = Array(bytes[index + 5..<index + 13])
                let name =
                    prefixes[candidate]
                    ?? {
                        let number = String(prefixes.count + 1)
                        let made = Array("\(String(repeating: "0", count: 8 - number.count))\(number)".utf8)
                        prefixes[candidate] = made
                        return made
                    }()
                bytes.replaceSubrange(index + 5..<index + 13, with: name)
                index += 13
            }
            index = 0
            while index + 36 <= bytes.count {
                let candidate = Array(bytes[index..<index + 36])
                guard isUUID(candidate) else { index += 1; continue }
                let name =
                    names[candidate]
                    ?? {
                        let number = String(names.count + 1)
                        let made = Array(
                            "00000000-0000-0000-0000-\(String(repeating: "0", count: 12 - number.count))\(number)".utf8)
                        names[candidate] = made
                        return made
                    }()
                bytes.replaceSubrange(index..<index + 36, with: name)
                index += 36
            }
            return (frame.label, bytes)
        }
    }

    private static func isUUID(_ bytes: [UInt8]) -> Bool {
        for (offset, byte) in bytes.enumerated() {
            if [8, 13, 18, 23].contains(offset) {
                guard byte == 0x2D else { return false }
            } else {
                guard isHexDigit(byte) else { return false }
            }
        }
        return true
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x61...0x66).contains(byte) || (0x41...0x46).contains(byte)
    }

    /// Bytes as lower-case hex.
    public static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text = [UInt8]()
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0xF)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}

/// Frames differ from their golden fixture.
public struct GoldenMismatch: Error, CustomStringConvertible {
    public let description: String
}
