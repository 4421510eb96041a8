import ArgumentParser
import NodeRuntime

struct Keys: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show or generate the phone's CURVE key pair (mirrors are configured with the public key).",
        subcommands: [Show.self, Generate.self], defaultSubcommand: Show.self)

    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print the public key and its fingerprint (generating a pair if there is none).")
        @OptionGroup var options: DataOptions

        func run() async throws {
            let (keys, generated) = try KeyStore(dataFolder: options.absoluteData).loadOrGenerate()
            if generated { print("generated a new key pair in \(options.data)/keys") }
            print("public key:  \(keys.publicKey.z85)")
            print("fingerprint: \(keys.publicKey.fingerprint)")
        }
    }

    struct Generate: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Generate a new key pair (every mirror must then be given the new public key).")
        @OptionGroup var options: DataOptions
        @Flag(help: "Replace an existing key pair.") var force = false

        func run() async throws {
            let store = KeyStore(dataFolder: options.absoluteData)
            if try store.load() != nil, !force {
                throw ValidationError("\(options.data) already has a key pair; add --force to replace it")
            }
            let keys = try store.generate()
            print("public key:  \(keys.publicKey.z85)")
            print("fingerprint: \(keys.publicKey.fingerprint)")
        }
    }
}
