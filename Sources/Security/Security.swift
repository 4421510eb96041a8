// `import Security`: the part of Apple's Security framework widget code meets — the keychain's
// item calls (`SecItemCopyMatching`, `SecItemAdd`, `SecItemUpdate`, `SecItemDelete`) with their
// attribute keys and result codes, the certificate, identity and trust types a URL session's
// delegate names (`SecCertificate`, `SecIdentity`, `SecTrust`), `SecRandomCopyBytes`, and the
// Core Foundation names those calls take (`CFDictionary`, `CFString`, `CFData`, `CFTypeRef`,
// `kCFBooleanTrue`: Security brings them on iOS; Linux's Foundation has no Core Foundation types)
// — in Apple's names. Apple's Foundation brings all of it (its URL credentials import Security),
// and so does FoundationOnApple here.
//
// The keychain is real (Keychain.swift): items kept per access group in the phone's data folder,
// found, updated and deleted with Apple's rules (class, service, account, access group,
// `kSecAttrSynchronizable`, `kSecMatchLimit`, `kSecReturnData`/`kSecReturnAttributes`,
// `errSecItemNotFound`, `errSecDuplicateItem`). What it is not: certificate evaluation, or a store
// of certificates and keys by reference (`kSecValueRef`: `errSecUnimplemented`). A trust never
// evaluates as trusted here (no trust store); a certificate made from DER bytes keeps them and is
// not parsed. `SecRandomCopyBytes` is real (the system's random number generator). The Core
// Foundation names are Foundation's and Swift's types (`CFString` is `NSString`, a class as Apple's is,
// `CFDictionary` a dictionary, `CFData` `Data`), so `as` converts as on iOS; like C functions in Swift, a call's result may be left unused.
import Foundation

/// A result code of Apple's APIs (0: success).
public typealias OSStatus = Int32
/// Core Foundation's base type: any object.
public typealias CFTypeRef = AnyObject
/// Core Foundation's string (here: Foundation's `NSString`, the class Apple's bridges toll-free): an object, so
/// `query[kSecMatchLimit as String] = kSecMatchLimitOne` stores it in a `[String: AnyObject]` as on iOS, and
/// `as String` converts it. The keychain's constants are immutable strings, so they are shared unchecked.
public typealias CFString = NSString
/// Core Foundation's URL (here: Foundation's `NSURL`, the class Apple's bridges toll-free): `url as CFURL` and
/// `cfURL as URL` convert as on iOS (AudioToolbox's `AudioServicesCreateSystemSoundID` takes one).
public typealias CFURL = NSURL
/// Core Foundation's dictionary (here: a Swift dictionary).
public typealias CFDictionary = [AnyHashable: Any]
/// Core Foundation's data (here: Foundation's `Data`).
public typealias CFData = Data
/// Core Foundation's array (here: a Swift array).
public typealias CFArray = [Any]
/// Core Foundation's error (here: Foundation's `NSError`).
public typealias CFError = NSError

/// No error (MacTypes' `noErr`).
public let noErr: OSStatus = 0
/// Core Foundation's Boolean (here: Foundation's `NSNumber`, an object as `kCFBooleanTrue` is).
public typealias CFBoolean = NSNumber
/// Core Foundation's true.
public let kCFBooleanTrue: CFBoolean! = NSNumber(value: true)
/// Core Foundation's false.
public let kCFBooleanFalse: CFBoolean! = NSNumber(value: false)

/// No error.
public let errSecSuccess: OSStatus = 0
/// An I/O error (the keychain's file could not be read or written).
public let errSecIO: OSStatus = -36
/// A function or operation is not implemented.
public let errSecUnimplemented: OSStatus = -4
/// One or more parameters passed to the function are not valid.
public let errSecParam: OSStatus = -50
/// Failed to allocate memory.
public let errSecAllocate: OSStatus = -108
/// No keychain is available.
public let errSecNotAvailable: OSStatus = -25291
/// The specified keychain is not a valid keychain file (here: its file is damaged).
public let errSecInvalidKeychain: OSStatus = -25295
/// The user name or passphrase you entered is not correct.
public let errSecAuthFailed: OSStatus = -25293
/// The item already exists.
public let errSecDuplicateItem: OSStatus = -25299
/// The item cannot be found.
public let errSecItemNotFound: OSStatus = -25300
/// Interaction with the user is not allowed.
public let errSecInteractionNotAllowed: OSStatus = -25308
/// Unable to decode the provided data.
public let errSecDecode: OSStatus = -26275
/// The keychain item's data is missing.
public let errSecMissingEntitlement: OSStatus = -34018

/// The item's class.
nonisolated(unsafe) public let kSecClass: CFString = "class"
/// A generic password item.
nonisolated(unsafe) public let kSecClassGenericPassword: CFString = "genp"
/// An internet password item.
nonisolated(unsafe) public let kSecClassInternetPassword: CFString = "inet"
/// A certificate item.
nonisolated(unsafe) public let kSecClassCertificate: CFString = "cert"
/// A cryptographic key item.
nonisolated(unsafe) public let kSecClassKey: CFString = "keys"
/// An identity item (a certificate and its private key).
nonisolated(unsafe) public let kSecClassIdentity: CFString = "idnt"
/// The item's account name.
nonisolated(unsafe) public let kSecAttrAccount: CFString = "acct"
/// The item's service.
nonisolated(unsafe) public let kSecAttrService: CFString = "svce"
/// The item's label.
nonisolated(unsafe) public let kSecAttrLabel: CFString = "labl"
/// The item's generic attribute.
nonisolated(unsafe) public let kSecAttrGeneric: CFString = "gena"
/// The item's access group (shared between an app and its extensions).
nonisolated(unsafe) public let kSecAttrAccessGroup: CFString = "agrp"
/// When the item's data can be read.
nonisolated(unsafe) public let kSecAttrAccessible: CFString = "pdmn"
/// Readable after the first unlock until restart.
nonisolated(unsafe) public let kSecAttrAccessibleAfterFirstUnlock: CFString = "ck"
/// Readable after the first unlock, on this device only.
nonisolated(unsafe) public let kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: CFString = "cku"
/// Readable while unlocked.
nonisolated(unsafe) public let kSecAttrAccessibleWhenUnlocked: CFString = "ak"
/// Readable while unlocked, on this device only.
nonisolated(unsafe) public let kSecAttrAccessibleWhenUnlockedThisDeviceOnly: CFString = "aku"
/// Whether the item is synchronized through iCloud.
nonisolated(unsafe) public let kSecAttrSynchronizable: CFString = "sync"
/// A search for items whether or not they are synchronized (the value of `kSecAttrSynchronizable`).
nonisolated(unsafe) public let kSecAttrSynchronizableAny: CFString = "syna"
/// Readable while the device has a passcode and is unlocked, on this device only.
nonisolated(unsafe) public let kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly: CFString = "akpu"
/// The item's creation date.
nonisolated(unsafe) public let kSecAttrCreationDate: CFString = "cdat"
/// The item's last modification date.
nonisolated(unsafe) public let kSecAttrModificationDate: CFString = "mdat"
/// The item's user-visible description.
nonisolated(unsafe) public let kSecAttrDescription: CFString = "desc"
/// The item's comment.
nonisolated(unsafe) public let kSecAttrComment: CFString = "icmt"
/// The item's creator (a four-character code).
nonisolated(unsafe) public let kSecAttrCreator: CFString = "crtr"
/// The item's type (a four-character code).
nonisolated(unsafe) public let kSecAttrType: CFString = "type"
/// Whether the item is invisible.
nonisolated(unsafe) public let kSecAttrIsInvisible: CFString = "invi"
/// The item's security domain (internet passwords).
nonisolated(unsafe) public let kSecAttrSecurityDomain: CFString = "sdmn"
/// The item's protocol (internet passwords).
nonisolated(unsafe) public let kSecAttrProtocol: CFString = "ptcl"
/// The item's authentication type (internet passwords).
nonisolated(unsafe) public let kSecAttrAuthenticationType: CFString = "atyp"
/// The item's port (internet passwords).
nonisolated(unsafe) public let kSecAttrPort: CFString = "port"
/// The item's path (internet passwords).
nonisolated(unsafe) public let kSecAttrPath: CFString = "path"
/// A key's application tag.
nonisolated(unsafe) public let kSecAttrApplicationTag: CFString = "atag"
/// A key's application label.
nonisolated(unsafe) public let kSecAttrApplicationLabel: CFString = "klbl"
/// A key's class.
nonisolated(unsafe) public let kSecAttrKeyClass: CFString = "kcls"
/// A key's algorithm.
nonisolated(unsafe) public let kSecAttrKeyType: CFString = "type"
/// A key's size in bits.
nonisolated(unsafe) public let kSecAttrKeySizeInBits: CFString = "bsiz"
/// The item's persistent reference (not kept here).
nonisolated(unsafe) public let kSecValuePersistentRef: CFString = "v_PersistentRef"
/// Return a persistent reference to the item (not kept here).
nonisolated(unsafe) public let kSecReturnPersistentRef: CFString = "r_PersistentRef"
/// The prompt shown when the item needs authentication (none here).
nonisolated(unsafe) public let kSecUseOperationPrompt: CFString = "u_OpPrompt"
/// The item's server (internet passwords).
nonisolated(unsafe) public let kSecAttrServer: CFString = "srvr"
/// The item's data.
nonisolated(unsafe) public let kSecValueData: CFString = "v_Data"
/// A reference to the item.
nonisolated(unsafe) public let kSecValueRef: CFString = "v_Ref"
/// Return the item's data.
nonisolated(unsafe) public let kSecReturnData: CFString = "r_Data"
/// Return a reference to the item.
nonisolated(unsafe) public let kSecReturnRef: CFString = "r_Ref"
/// Return the item's attributes.
nonisolated(unsafe) public let kSecReturnAttributes: CFString = "r_Attributes"
/// How many items to return.
nonisolated(unsafe) public let kSecMatchLimit: CFString = "m_Limit"
/// Return one item.
nonisolated(unsafe) public let kSecMatchLimitOne: CFString = "m_LimitOne"
/// Return every item.
nonisolated(unsafe) public let kSecMatchLimitAll: CFString = "m_LimitAll"
/// Whether to use the data protection keychain (macOS; always so on iOS, and here).
nonisolated(unsafe) public let kSecUseDataProtectionKeychain: CFString = "nleg"

/// A certificate (here: its DER bytes, not parsed).
public final class SecCertificate: @unchecked Sendable {
    let der: Data
    init(der: Data) { self.der = der }
}
/// An identity: a certificate and its private key (here: none is ever found).
public final class SecIdentity: @unchecked Sendable {}
/// A key (here: none is ever found).
public final class SecKey: @unchecked Sendable {}
/// A trust evaluation (here: it never evaluates as trusted).
public final class SecTrust: @unchecked Sendable {}
/// A random number generator.
public final class SecRandom: Sendable {}
/// A random number generator (as iOS names it).
public typealias SecRandomRef = SecRandom
/// The default random number generator.
public let kSecRandomDefault: SecRandomRef? = nil

/// Returns the keychain items that match a search query: `errSecItemNotFound` when none; the
/// result shaped as `kSecReturnData`, `kSecReturnAttributes` and `kSecMatchLimit` ask.
@discardableResult
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    result?.pointee = nil
    switch Keychain.copyMatching(query) {
    case .success(let found):
        result?.pointee = found
        return errSecSuccess
    case .failure(let status): return status.status
    }
}

/// Adds an item to the keychain: `errSecDuplicateItem` when one with its primary key (class,
/// access group, service, account…) is there.
@discardableResult
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    result?.pointee = nil
    switch Keychain.add(attributes) {
    case .success(let added):
        result?.pointee = added
        return errSecSuccess
    case .failure(let status): return status.status
    }
}

/// Modifies every item that matches a search query: `errSecItemNotFound` when none.
@discardableResult
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
    Keychain.update(query, with: attributesToUpdate).status
}

/// Deletes every item that matches a search query: `errSecItemNotFound` when none.
@discardableResult
public func SecItemDelete(_ query: CFDictionary) -> OSStatus { Keychain.delete(query).status }

/// A string that explains the meaning of a result code.
@discardableResult
public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?) -> CFString? {
    let message: String =
        switch status {
        case errSecSuccess: "No error."
        case errSecItemNotFound: "The specified item could not be found in the keychain."
        case errSecDuplicateItem: "The specified item already exists in the keychain."
        case errSecNotAvailable: "No keychain is available."
        case errSecParam: "One or more parameters passed to a function were not valid."
        case errSecInvalidKeychain: "The specified keychain is not a valid keychain file."
        case errSecIO: "I/O error."
        case errSecUnimplemented: "Function or operation not implemented."
        default: "OSStatus \(status)"
        }
    return message as CFString
}

/// Generates an array of cryptographically secure random bytes (the system's generator).
@discardableResult
public func SecRandomCopyBytes(_ rnd: SecRandomRef?, _ count: Int, _ bytes: UnsafeMutableRawPointer) -> Int32 {
    var generator = SystemRandomNumberGenerator()
    let buffer = bytes.assumingMemoryBound(to: UInt8.self)
    for index in 0..<count { buffer[index] = UInt8.random(in: .min ... .max, using: &generator) }
    return errSecSuccess
}

/// A certificate from its DER bytes (kept, not parsed; nil when empty).
@discardableResult
public func SecCertificateCreateWithData(_ allocator: CFTypeRef?, _ data: CFData) -> SecCertificate? {
    data.isEmpty ? nil : SecCertificate(der: data)
}

/// A certificate's DER bytes.
@discardableResult
public func SecCertificateCopyData(_ certificate: SecCertificate) -> CFData { certificate.der }

/// A human-readable summary of the certificate (here: nil, it is not parsed).
@discardableResult
public func SecCertificateCopySubjectSummary(_ certificate: SecCertificate) -> CFString? { nil }

/// The certificate of an identity (here: none, `errSecItemNotFound`).
@discardableResult
public func SecIdentityCopyCertificate(
    _ identity: SecIdentity, _ certificateRef: UnsafeMutablePointer<SecCertificate?>
) -> OSStatus {
    certificateRef.pointee = nil
    return errSecItemNotFound
}

/// The private key of an identity (here: none, `errSecItemNotFound`).
@discardableResult
public func SecIdentityCopyPrivateKey(_ identity: SecIdentity, _ privateKeyRef: UnsafeMutablePointer<SecKey?>)
    -> OSStatus
{
    privateKeyRef.pointee = nil
    return errSecItemNotFound
}

/// Evaluates trust (here: never trusted: no trust store), setting the error.
@discardableResult
public func SecTrustEvaluateWithError(_ trust: SecTrust, _ error: UnsafeMutablePointer<CFError?>?) -> Bool {
    error?.pointee = NSError(domain: "NSOSStatusErrorDomain", code: Int(errSecNotAvailable))
    return false
}

/// Sets a list of exceptions that should be ignored when the certificate is evaluated (here: none taken).
@discardableResult
public func SecTrustSetExceptions(_ trust: SecTrust, _ exceptions: CFData?) -> Bool { false }

/// The exceptions that would make the trust evaluate as trusted (here: none).
@discardableResult
public func SecTrustCopyExceptions(_ trust: SecTrust) -> CFData? { nil }

/// A trust of certificates under policies (here: made, and never trusted).
@discardableResult
public func SecTrustCreateWithCertificates(
    _ certificates: CFTypeRef, _ policies: CFTypeRef?, _ trust: UnsafeMutablePointer<SecTrust?>
) -> OSStatus {
    trust.pointee = SecTrust()
    return errSecSuccess
}

/// A policy for evaluating X.509 certificates.
public final class SecPolicy: Sendable {}

/// The default policy for X.509 certificates.
public func SecPolicyCreateBasicX509() -> SecPolicy { SecPolicy() }

/// The number of certificates in a trust's chain (here: none).
@discardableResult
public func SecTrustGetCertificateCount(_ trust: SecTrust) -> Int { 0 }
