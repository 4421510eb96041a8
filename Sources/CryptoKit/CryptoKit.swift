// `import CryptoKit`: Apple's CryptoKit, which on Linux is swift-crypto's `Crypto` — the same API
// (`SHA256.hash(data:)`, `Insecure.SHA1`, `Insecure.MD5`, `HMAC`, `SymmetricKey`, `AES.GCM`,
// `ChaChaPoly`, `Curve25519`, `P256`…), kept by Apple so CryptoKit code builds off its platforms.
// This module re-exports it under CryptoKit's name; nothing is re-implemented here.
@_exported import Crypto
