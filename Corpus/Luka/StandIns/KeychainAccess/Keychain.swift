// Stand-in for KeychainAccess (kishikawakatsumi/KeychainAccess, MIT), a third-party package (ours, not the
// project's): `Keychain(service:accessGroup:)`, `synchronizable(_:)`, `accessibility(_:)` and the string
// subscript as Luka calls them. There is no keychain here: nothing is kept, every read is nil (no account).
import Foundation

public enum Accessibility {
    case whenUnlocked, afterFirstUnlock, whenPasscodeSetThisDeviceOnly, whenUnlockedThisDeviceOnly, afterFirstUnlockThisDeviceOnly
}

public final class Keychain: @unchecked Sendable {
    public let service: String
    public let accessGroup: String?

    public init(service: String, accessGroup: String) {
        self.service = service
        self.accessGroup = accessGroup
    }

    public init(service: String = "") {
        self.service = service
        self.accessGroup = nil
    }

    public func synchronizable(_ synchronizable: Bool) -> Keychain { self }

    public func accessibility(_ accessibility: Accessibility) -> Keychain { self }

    public subscript(key: String) -> String? {
        get { nil }
        set {}
    }
}
