import ArgumentParser
import NodeRuntime

struct Keys: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Print the relay's public key and fingerprint, generating a key pair if there is none (phones and mirrors are given the key)."
    )

    @OptionGroup var options: DataOptions

    func run() async throws {
        let (keys, generated) = try KeyStore(dataFolder: options.absoluteData).loadOrGenerate()
        if generated { print("generated a new key pair in \(options.data)/keys") }
        print("public key:  \(keys.publicKey.z85)")
        print("fingerprint: \(keys.publicKey.fingerprint)")
    }
}
