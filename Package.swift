// swift-tools-version: 6.2
//
// WidgetRelay: WidgetKit's widgets, App Intents, Live Activities and controls
// run on a phone node and mirrored on desktop and watch nodes over ZeroMQ.
//
// Module dependencies flow one way (see docs/code-map.md):
//   programs → node logic → NodeTransport (interface) ← ZeroMQTransport → ZeroMQ → CZeroMQ
//                         → RelayWire (generated protobuf, DO NOT EDIT)
//   PhoneHost (the phone's driver) → Codec (codecs: relay.v1 ⇄ domain) → PhoneCore (the
//   phone's decisions as values) → WidgetRelayKit (→ WidgetRelayMacros: #Preview); PhoneCore
//   imports no wire, socket or store.
//   Each program is one call over a library of its commands (PhoneNodeCommands, DesktopNodeCommands,
//   WatchNodeCommands, RelayLatencyCommands, RelayNodeCommands) that tests parse; every node runs and stops through NodeRuntime's NodeLifecycle.
//   tools/check-module-imports: every import declared here, and no core module reaching I/O.
import CompilerPluginSupport
import Foundation
import PackageDescription

/// Our own code builds without warnings; dependencies are not held to it.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]
/// tools/fuzz sets RELAY_LIBFUZZER: relay-fuzz then hands its inputs to libFuzzer's driver.
let libFuzzer: [CSetting] = Context.environment["RELAY_LIBFUZZER"] == nil ? [] : [.define("RELAY_LIBFUZZER")]
/// The fuzz build (tools/fuzz, RELAY_LIBFUZZER set; its own .build/fuzz) leaves #Preview's macro
/// out: the macro pulls in swift-syntax, and nothing relay-fuzz runs uses it (the sample apps'
/// #Previews are left out with it). What else it changes is at the end of this file.
let fuzzing = Context.environment["RELAY_LIBFUZZER"] != nil
let kitMacros: [Target.Dependency] = ["CWidgetRelayKit"] + (fuzzing ? [] : ["WidgetRelayMacros"])
let kitSettings: [SwiftSetting] = strict + (fuzzing ? [.define("RELAY_NO_MACROS")] : [])

let package = Package(
    name: "WidgetRelay",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ZeroMQ", targets: ["ZeroMQ"]),
        .library(name: "WidgetRelayKit", targets: ["WidgetRelayKit"]),
        .library(name: "Codec", targets: ["Codec"]),
        .library(name: "SampleApps", targets: ["SampleApps"]),
        .library(name: "PhoneNodeKit", targets: ["PhoneNodeKit"]),
        .library(name: "Mirror", targets: ["Mirror"]),
        .library(name: "MirrorCore", targets: ["MirrorCore"]),
        .library(name: "PhoneCore", targets: ["PhoneCore"]),
        .library(name: "DomainModel", targets: ["DomainModel"]),
        .library(name: "ScriptProtocol", targets: ["ScriptProtocol"]),
        .library(name: "PhoneNodeCommands", targets: ["PhoneNodeCommands"]),
        .executable(name: "phone-node", targets: ["phone-node"]),
        .executable(name: "desktop-node", targets: ["desktop-node"]),
        .executable(name: "watch-node", targets: ["watch-node"]),
        .executable(name: "relay-latency", targets: ["relay-latency"]),
        .executable(name: "relay-node", targets: ["relay-node"]),
        .executable(name: "relay-fuzz", targets: ["relay-fuzz"]),
        .executable(name: "zmq-floor", targets: ["zmq-floor"]),
        .executable(name: "sync-floor", targets: ["sync-floor"]),
        .library(name: "NodeTransport", targets: ["NodeTransport"]),
        .library(name: "ZeroMQTransport", targets: ["ZeroMQTransport"]),
    ],
    dependencies: [
        // Pinned exactly: the committed generated code in Sources/RelayWire is
        // produced by this version's protoc-gen-swift (tools/generate-proto).
        // Traits: at most one enabled per dependency. SwiftPM passes a package's enabled traits to each of its
        // compiles as -D flags in an order that changes from one planning to the next (a hashed set), so with
        // two of them (swift-protobuf's and Hummingbird's defaults) every second "Planning build" (a manifest
        // edit, `swift test --skip-build`) changed the command lines and rebuilt SwiftProtobuf or Hummingbird
        // from scratch, and everything above them. We use neither swift-protobuf's trait APIs
        // (BinaryDelimitedStreams, FieldMaskUtilities) nor Hummingbird's swift-configuration support.
        .package(url: "https://github.com/apple/swift-protobuf", exact: "1.39.0", traits: []),
        // #Preview's macro: swift-syntax as the compiler's macros need it (the version of this toolchain).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.2.0"),
        // The desktop's web page: HTTP and one WebSocket per page (see WebDesktop).
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: ["FullFoundation"]),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        // WebDesktop names NIOCore's types (the server's channel, its byte buffers); Hummingbird brings it in.
        .package(url: "https://github.com/apple/swift-nio", from: "2.0.0"),
        // DocC catalogs (WidgetRelayKit, the three cores): `swift package generate-documentation`, run by tools/docs.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // CryptoKit's API on Linux (its module Crypto): what `import CryptoKit` and `import CommonCrypto` are here.
        // Already in the graph (swift-nio-extras → swift-certificates), so nothing new is fetched.
        .package(url: "https://github.com/apple/swift-crypto.git", from: "4.5.2"),
    ],
    targets: [
        // C bridges to Debian's libraries; see tools/setup for the apt packages.
        .systemLibrary(name: "CZeroMQ"),
        .systemLibrary(name: "CSodium"),
        .systemLibrary(name: "CEpoll"),
        // What WidgetRelayKit finds at run time: the #Preview records' section, the phone `@main` runs.
        .systemLibrary(name: "CWidgetRelayKit"),

        // A thin, safe Swift layer over libzmq: context, sockets, multipart
        // messages, the thread-owned socket channel, CURVE keys, ZAP, monitor.
        .target(name: "ZeroMQ", dependencies: ["CZeroMQ", "CSodium", "CEpoll"], swiftSettings: strict),

        // Swift code generated from proto/relay/v1 — DO NOT EDIT, run tools/generate-proto.
        .target(
            name: "RelayWire",
            dependencies: [.product(name: "SwiftProtobuf", package: "swift-protobuf")],
            exclude: ["PROTO_SHA256"],
            swiftSettings: strict
        ),

        // What an app author imports: WidgetKit, App Intents and ActivityKit names and shapes.
        // No sockets, no protobuf: Codec's codec maps its values to the wire.
        // The macros (#Preview, SwiftData's @Model) and their expansions, built for the host only: no other
        // target may depend on swift-syntax, or SwiftPM builds it a second time for the target (87 s of a cold
        // build, 2026-11-30). Their tests (WidgetRelayMacrosTests) run the compiler with the built plug-in; no
        // test target may depend on a macro target (tools/check-module-imports): SwiftPM then builds the whole
        // test product for the host, a second copy of every module (`-tool`).
        .macro(
            name: "WidgetRelayMacros",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ],
            swiftSettings: strict),
        .target(name: "WidgetRelayKit", dependencies: kitMacros, swiftSettings: kitSettings),

        // Every code sample of the seed documents, as real apps with their data in the app-group store.
        .target(
            name: "SampleApps", dependencies: ["WidgetRelayKit"], exclude: ["README.md"], swiftSettings: kitSettings),

        // Protocol logic with no sockets, no I/O and no clock of its own: the codec between
        // WidgetRelayKit's and the model's values and relay.v1, envelopes (tools/check-module-imports).
        .target(
            name: "Codec",
            dependencies: [
                "DomainModel", "PhoneCore", "MirrorCore", "WidgetRelayKit", "RelayWire",
                .product(name: "SwiftProtobuf", package: "swift-protobuf"),
            ],
            swiftSettings: strict
        ),

        // The phone's decisions as values: events with the time in, effects out. No sockets,
        // no SQLite, no clock reads, no generated types (the domain, WidgetRelayKit, only).
        .target(name: "PhoneCore", dependencies: ["DomainModel", "WidgetRelayKit"], swiftSettings: strict),
        // The domain values every side shares (devices, positions, requests, Live Activities) and
        // the Clone ordering and snapshot parts written once: no dependency but the kit's values.
        .target(name: "DomainModel", dependencies: ["WidgetRelayKit"], swiftSettings: strict),
        // The phone: runs a WidgetBundle, owns its data (SQLite through GRDB), sequences
        // and publishes state, performs interactions exactly once.
        .target(
            name: "PhoneHost",
            dependencies: [
                "DomainModel",
                "PhoneCore", "NodeClocks", "Codec", "NodeTransport", "WidgetRelayKit", "RelayWire",
                .product(name: "GRDB", package: "GRDB.swift"),
                // SQLite's own API, for its WAL hook (the log's size after each commit), which GRDB does not wrap.
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
                .product(name: "SwiftProtobuf", package: "swift-protobuf"),
            ],
            swiftSettings: strict
        ),
        // The real clocks: the phone's wall clock, a mirror's monotonic one (they read the time and sleep).
        .target(name: "NodeClocks", dependencies: ["Codec"], swiftSettings: strict),
        // The I/O side of requests: Lazy Pirate over a DEALER, with real time-outs (tools, control clients, tests).
        .target(
            name: "PhoneClient", dependencies: ["DomainModel", "Codec", "NodeTransport", "RelayWire"],
            swiftSettings: strict),
        // Text on its way to a terminal, without the control characters that would be commands to it.
        .target(name: "TerminalSafeText", swiftSettings: strict),
        // A mirror's behaviour as a pure state machine: replica, reachability, pending,
        // optimistic and reverted state, lock, pins; events in, effects out, no sockets, no clock.
        .target(name: "MirrorCore", dependencies: ["DomainModel", "WidgetRelayKit"], swiftSettings: strict),
        // The JSON-lines protocol of a mirror's scriptable mode: commands and Codable events, no other dependency.
        .target(name: "ScriptProtocol", swiftSettings: strict),
        // What desktop and watch share: the driver that runs MirrorCore over a transport, and rendering.
        .target(
            name: "Mirror",
            dependencies: [
                "DomainModel", "MirrorCore", "MirrorText", "NodeClocks", "ScriptProtocol", "Codec", "NodeTransport",
                "TerminalSafeText", "WidgetRelayKit",
                .product(name: "CoreMetrics", package: "swift-metrics"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict
        ),
        // How a mirror shows an archived view, shared by its renderers (text and HTML): the options,
        // the text formats and budgets, the backdrops.
        .target(
            name: "MirrorText", dependencies: ["ScriptProtocol", "TerminalSafeText", "WidgetRelayKit"],
            swiftSettings: strict),
        // The mirrors' HTML renderer: archived views to HTML fragments and CSS, for the web pages
        // (on MirrorText, never on the driver: tools/check-module-imports).
        .target(
            name: "MirrorHTML", dependencies: ["MirrorText", "TerminalSafeText", "WidgetRelayKit"],
            swiftSettings: strict),
        // What the desktop and watch programs share: options, connection, scriptable mode, render.
        .target(
            name: "MirrorNodeKit",
            dependencies: [
                "DomainModel", "Pairing", "PairingKit", "Mirror", "MirrorCore", "ScriptProtocol", "NodeMetrics",
                "NodeClocks", "NodeRuntime", "Codec", "RelayLink", "NodeTransport", "TerminalSafeText", "WidgetRelayKit",
                "ZeroMQ", "ZeroMQTransport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict
        ),
        // The desktop's web page: a Hummingbird HTTP + WebSocket server on MirrorClient's
        // presentation, widgets drawn by Mirror's HTMLRenderer, patched live in the page.
        .target(
            name: "WebDesktop",
            dependencies: [
                "DomainModel", "HTTPServing", "Mirror", "MirrorHTML", "MirrorCore", "MirrorText", "Codec",
                "TerminalSafeText", "WidgetRelayKit",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict
        ),
        // desktop-node's commands and its terminal interface, as a library that tests parse.
        .target(
            name: "DesktopNodeCommands",
            dependencies: [
                "DomainModel", "MirrorNodeKit", "WebDesktop", "Mirror", "MirrorCore", "ScriptProtocol", "NodeMetrics",
                "NodeRuntime", "Codec", "TerminalSafeText", "WidgetRelayKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict
        ),
        // The desktop-node program: DesktopNodeCommand.main().
        .executableTarget(name: "desktop-node", dependencies: ["DesktopNodeCommands"], swiftSettings: strict),
        // watch-node's commands and its watch face, as a library that tests parse.
        .target(
            name: "WatchNodeCommands",
            dependencies: [
                "DomainModel", "NodeMetrics", "MirrorNodeKit", "WebDesktop", "Mirror", "MirrorCore", "MirrorText",
                "ScriptProtocol", "NodeRuntime", "Codec", "TerminalSafeText", "WidgetRelayKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict
        ),
        // The watch-node program: WatchNodeCommand.main().
        .executableTarget(name: "watch-node", dependencies: ["WatchNodeCommands"], swiftSettings: strict),
        // Latency measurement: histograms, open-loop pacing, reports (relay-latency's logic).
        .target(
            name: "Latency", dependencies: [.product(name: "Histogram", package: "hdrhistogram-swift")],
            swiftSettings: strict),
        // relay-latency's commands and measuring code, as a library that tests parse.
        .target(
            name: "RelayLatencyCommands",
            dependencies: [
                "DomainModel", "Latency", "MirrorNodeKit", "Mirror", "MirrorHTML", "NodeClocks", "NodeRuntime", "PhoneClient",
                "Codec", "NodeTransport", "RelayWire",
                "WidgetRelayKit", "ZeroMQ", "ZeroMQTransport", "RelayLink", "RelayNodeKit", "CZeroMQ",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "SwiftProtobuf", package: "swift-protobuf"),
            ],
            swiftSettings: strict
        ),
        // The relay-latency program: RelayLatencyCommand.main().
        .executableTarget(name: "relay-latency", dependencies: ["RelayLatencyCommands"], swiftSettings: strict),
        // The floor under every latency figure: a raw libzmq CURVE DEALER ↔ ROUTER ping-pong in C,
        // one thread a side (tools/bench runs it first). Links Debian's libzmq directly, no Swift.
        .executableTarget(
            name: "zmq-floor",
            cSettings: [.enableWarning("all"), .enableWarning("extra"), .treatAllWarnings(as: .error)],
            // pthreads are in glibc 2.36's libc; zmq.h and libzmq are CZeroMQ's (tools/check-system-packages)
            linkerSettings: [.linkedLibrary("zmq")]
        ),
        // What one synced commit costs on this disk (SQLite with the phone's settings, and raw
        // pwrite + fdatasync), in C (tools/bench-cpu prints it beside a tap's CPU). Debian's libsqlite3.
        .executableTarget(
            name: "sync-floor",
            cSettings: [.enableWarning("all"), .enableWarning("extra"), .treatAllWarnings(as: .error)],
            linkerSettings: [.linkedLibrary("sqlite3")]
        ),
        // What every node program shares: keys, run files, the control client, logging, and the
        // one way a node stops (a ServiceGroup, SIGTERM and SIGINT turned into its graceful shutdown).
        .target(
            name: "NodeRuntime",
            dependencies: [
                "PhoneClient", "PhoneCore", "Codec", "NodeTransport", "RelayWire", "TerminalSafeText", "ZeroMQ",
                "ZeroMQTransport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            swiftSettings: strict
        ),
        // Serving HTTP beside a node's work (metrics, the mirrors' pages): a Hummingbird application
        // run until cancelled, then shut down gracefully (a cancelled one logs an error on every stop).
        .target(
            name: "HTTPServing",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            swiftSettings: strict
        ),
        // What an operator scrapes: swift-metrics bootstrapped to a Prometheus registry (help text
        // on every metric), served with /healthz on an opt-in loopback address (Hummingbird 2).
        .target(
            name: "NodeMetrics",
            dependencies: [
                "NodeRuntime", "HTTPServing",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict
        ),
        // A phone node for any WidgetBundle in a few lines: CURVE, ZAP, signals, run files.
        .target(
            name: "PhoneNodeKit",
            dependencies: [
                "PhoneHost", "NodeClocks", "NodeMetrics", "NodeRuntime", "Codec", "RelayLink", "NodeTransport",
                "WidgetRelayKit", "ZeroMQ", "ZeroMQTransport",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            swiftSettings: strict
        ),
        // phone-node's commands for any WidgetBundle (PhoneNodeCommand.main(bundle:)), as a library that tests parse.
        .target(
            name: "PhoneNodeCommands",
            dependencies: [
                "DomainModel",
                "NodeMetrics",
                "PhoneNodeKit", "PhoneCore", "PhoneHost", "NodeRuntime", "Pairing", "PairingKit", "TerminalSafeText",
                "ZeroMQ",
                "Codec", "RelayLink", "RelayWire", "WidgetRelayKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "SwiftProtobuf", package: "swift-protobuf"),
            ],
            swiftSettings: strict
        ),
        // The phone-node program: the sample apps' phone (PhoneNodeCommand.main with SampleApps' bundle).
        .executableTarget(
            name: "phone-node", dependencies: ["PhoneNodeCommands", "SampleApps"], swiftSettings: strict),

        // Fuzz targets from bytes: the phone's request handling, a mirror's replica and renderer (tools/fuzz).
        .target(
            name: "FuzzTargets",
            dependencies: [
                "DomainModel", "PhoneHost", "Mirror", "MirrorHTML", "MirrorCore", "MirrorText", "Codec",
                "NodeTransport", "RelayWire", "SampleApps", "WidgetRelayKit", "RelayHub", "RelayLink", "RelayNodeFrames",
                "Sealing", "CSodium", "ZeroMQ",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "SwiftProtobuf", package: "swift-protobuf"),
            ],
            swiftSettings: strict
        ),
        // libFuzzer's driver (LLVMFuzzerRunDriver) when tools/fuzz builds with RELAY_LIBFUZZER; a stub otherwise.
        .target(name: "CFuzzerDriver", cSettings: libFuzzer),
        // The fuzzing program: libFuzzer (tools/fuzz) or a seeded mutation runner; `capture` writes the seed corpus.
        .executableTarget(name: "relay-fuzz", dependencies: ["FuzzTargets", "CFuzzerDriver"], swiftSettings: strict),
        // For NodeLifecycleTests: runs and stops as every node does (NodeLifecycle), and says when it stopped.
        // For BundleMainTests: an author's extension with @main on its WidgetBundle, which is a
        // phone with phone-node's command line; and one without the phone, which says what to add.
        .executableTarget(
            name: "bundle-main-probe", dependencies: ["WidgetRelayKit", "PhoneNodeCommands"],
            path: "Tests/BundleMainProbe", swiftSettings: kitSettings),
        .executableTarget(
            name: "bundle-main-without-phone", dependencies: ["WidgetRelayKit"],
            path: "Tests/BundleMainWithoutPhone", swiftSettings: strict),
        .executableTarget(
            name: "signal-probe", dependencies: ["NodeRuntime", .product(name: "Logging", package: "swift-log")],
            path: "Tests/SignalProbe", swiftSettings: strict),

        // End-to-end sealing through a relay (XChaCha20-Poly1305, Ed25519, keyed BLAKE2b over libsodium): values, no sockets.
        .target(name: "Sealing", dependencies: ["CSodium"], swiftSettings: strict),
        // Nodes' side of a relay: its address, sealed frames, the Clone records, and the phone's and
        // mirrors' transports through a relay (what they send is sealed end to end).
        .target(
            name: "RelayLink",
            dependencies: [
                "DomainModel", "Sealing", "Pairing", "PairingKit", "Codec", "NodeClocks", "NodeTransport", "ZeroMQ",
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict
        ),
        // The relay's decisions as a value: rosters, each phone's Clone map of sealed records, what to
        // forward where, what to refuse; events with the time in, effects out (no sockets, no clock, no wire types).
        .target(name: "RelayHub", dependencies: ["DomainModel"], swiftSettings: strict),
        // The relay node's byte edge: its peers' frames to hub events and back (RelayFrames, the relay
        // tier's one file that names relay.v1), frames spliced by hand around kept bytes, the route stamp.
        // A module of its own so the libFuzzer build takes it whole (Package.swift, "The fuzz build").
        .target(
            name: "RelayNodeFrames",
            dependencies: [
                "RelayHub", "RelayWire", "ZeroMQ", .product(name: "SwiftProtobuf", package: "swift-protobuf"),
            ],
            swiftSettings: strict),
        // The relay node: RelayHub driven over ZeroMQ (two contexts, CURVE + ZAP on each side, one SocketLoop).
        .target(
            name: "RelayNodeKit",
            dependencies: [
                "RelayHub", "RelayNodeFrames", "RelayLink", "ZeroMQ", "NodeRuntime", "NodeMetrics",
                .product(name: "CoreMetrics", package: "swift-metrics"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            swiftSettings: strict
        ),
        // relay-node's commands, as a library that tests parse.
        .target(
            name: "RelayNodeCommands",
            dependencies: [
                "RelayNodeKit", "NodeMetrics", "NodeRuntime", "ZeroMQ", "RelayLink",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict
        ),
        // The relay-node program: RelayNodeCommand.main().
        .executableTarget(name: "relay-node", dependencies: ["RelayNodeCommands"], swiftSettings: strict),
        // The pairing ceremony as values (commitment, reveal, code, window, confirmation): no sockets, no clock.
        .target(name: "Pairing", dependencies: ["CSodium"], swiftSettings: strict),
        // Discovery (UDP beacon, DNS-SD through Avahi) and the ceremony's endpoints over ZeroMQ.
        .target(
            name: "PairingKit",
            dependencies: [
                "Pairing", "RelayWire", "ZeroMQ", .product(name: "SwiftProtobuf", package: "swift-protobuf"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict
        ),

        // The transport interface node logic talks to, and its in-memory implementation.
        .target(name: "NodeTransport", swiftSettings: strict),

        // NodeTransport over real ZeroMQ sockets with CURVE and ZAP.
        .target(name: "ZeroMQTransport", dependencies: ["NodeTransport", "ZeroMQ"], swiftSettings: strict),

        // Bounded waits and fresh endpoints for tests (never a fixed port, never a sleep).
        .target(
            name: "TestSupport",
            dependencies: [
                .product(name: "Logging", package: "swift-log"),
                // the programs' pinned help (HelpFixtures) and refusals, for each command library's tests
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ], swiftSettings: strict),

        .testTarget(
            name: "ZeroMQTests", dependencies: ["ZeroMQ", "NodeTransport", "TestSupport"], swiftSettings: strict),
        .testTarget(
            name: "RelayWireTests",
            dependencies: [
                "RelayWire", "ZeroMQ", "TestSupport", .product(name: "SwiftProtobuf", package: "swift-protobuf"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "WidgetRelayKitTests", dependencies: ["WidgetRelayKit", "SampleApps", "Codec"], swiftSettings: strict),
        .testTarget(
            name: "WidgetRelayMacrosTests", dependencies: ["TestSupport"], swiftSettings: strict),
        .testTarget(
            name: "PhoneHostTests",
            dependencies: [
                "DomainModel", "MirrorCore", "PhoneCore", "PhoneHost", "PhoneNodeKit", "PhoneClient", "Codec",
                "RelayLink", "NodeTransport", "SampleApps", "WidgetRelayKit", "RelayWire",
                "ZeroMQ", "ZeroMQTransport", "TestSupport", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "SwiftProtobuf", package: "swift-protobuf"),
            ],
            swiftSettings: strict
        ),
        .testTarget(name: "SealingTests", dependencies: ["Sealing", "CSodium"], swiftSettings: strict),
        // The relay node's frames: spliced by hand and decoded as relay.v1 says, route stamps.
        .testTarget(
            name: "RelayNodeFramesTests",
            dependencies: [
                "RelayNodeFrames", "RelayHub", "RelayWire", .product(name: "SwiftProtobuf", package: "swift-protobuf"),
            ],
            swiftSettings: strict),
        // A phone node for any bundle: what the launcher takes (its relays).
        .testTarget(
            name: "PhoneNodeKitTests",
            dependencies: [
                "PhoneNodeKit", "RelayLink", "TestSupport", "ZeroMQ", .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict),
        // The relay's decisions as tables, in memory.
        .testTarget(name: "RelayHubTests", dependencies: ["RelayHub"], swiftSettings: strict),
        // The tests' own helpers: the stepped clock, bounded waits, seeded dice.
        .testTarget(name: "TestSupportTests", dependencies: ["TestSupport"], swiftSettings: strict),
        // The tools' request client (Lazy Pirate) against a phone the test plays, in memory.
        .testTarget(
            name: "PhoneClientTests",
            dependencies: ["PhoneClient", "Codec", "NodeTransport", "RelayWire", "TestSupport"],
            swiftSettings: strict),
        // Serving HTTP beside a node's work: graceful shutdown, a taken port, a request over a limit.
        .testTarget(
            name: "HTTPServingTests",
            dependencies: [
                "HTTPServing", "TestSupport", .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"), .product(name: "NIOCore", package: "swift-nio"),
            ],
            swiftSettings: strict),
        // The relay node over ZeroMQ: fake phones and mirrors against an in-process relay.
        .testTarget(
            name: "RelayNodeKitTests",
            dependencies: [
                "RelayNodeKit", "RelayNodeFrames", "RelayHub", "RelayLink", "Codec", "RelayWire", "ZeroMQ",
                "ZeroMQTransport", "NodeTransport", "TestSupport",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "SwiftProtobuf", package: "swift-protobuf"),
            ],
            swiftSettings: strict
        ),

        .testTarget(
            name: "RelayLinkTests",
            dependencies: [
                "DomainModel", "RelayLink", "TestSupport", "Sealing", "CSodium", "Codec", "MirrorCore", "NodeTransport", "ZeroMQ",
                "RelayWire", "WidgetRelayKit", .product(name: "SwiftProtobuf", package: "swift-protobuf"),
                .product(name: "Logging", package: "swift-log"),
            ], swiftSettings: strict),
        .testTarget(name: "PairingTests", dependencies: ["Pairing"], swiftSettings: strict),
        // The ceremony's endpoints over ZeroMQ and discovery's parsing.
        .testTarget(
            name: "PairingKitTests", dependencies: ["Pairing", "PairingKit", "RelayWire", "ZeroMQ", "TestSupport"],
            swiftSettings: strict),
        .testTarget(name: "LatencyTests", dependencies: ["Latency", "TestSupport"], swiftSettings: strict),
        .testTarget(name: "FuzzTargetsTests", dependencies: ["FuzzTargets"], swiftSettings: strict),
        .testTarget(
            name: "MirrorTextTests", dependencies: ["MirrorText", "WidgetRelayKit"], swiftSettings: strict),
        .testTarget(
            name: "MirrorTests",
            dependencies: [
                "DomainModel", "Mirror", "MirrorHTML", "MirrorCore", "MirrorFixtures", "MirrorText", "NodeClocks", "ScriptProtocol",
                "Codec", "RelayWire", "WidgetRelayKit", "NodeTransport", "TestSupport",
                "SampleApps", "TerminalSafeText", "WebDesktop",
                .product(name: "SwiftProtobuf", package: "swift-protobuf"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "MirrorHTMLTests",
            dependencies: ["Mirror", "MirrorHTML", "MirrorText", "SampleApps", "TerminalSafeText", "WidgetRelayKit"],
            swiftSettings: strict),
        // Real node processes over loopback, driven through their scriptable modes.
        .testTarget(
            name: "IntegrationTests",
            dependencies: [
                "DomainModel", "MirrorCore", "TestSupport", "ScriptProtocol", "NodeTransport", "ZeroMQ",
                "ZeroMQTransport", .product(name: "GRDB", package: "GRDB.swift"),
                "Codec", "RelayWire", "WidgetRelayKit", .product(name: "SwiftProtobuf", package: "swift-protobuf"),
                // The relay tier's fault tests: a relay's peers in process (a raw reader, ten mirrors).
                "RelayLink", "Mirror", .product(name: "Logging", package: "swift-log"),
                // deploy/'s dashboard and alerts against the metrics each node describes (DeployMetricsTests)
                "PhoneHost", "MirrorNodeKit", "RelayNodeKit",
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "CodecTests",
            dependencies: [
                "DomainModel", "PhoneCore", "Codec", "MirrorCore", "RelayWire", "TestSupport", "WidgetRelayKit",
                .product(name: "SwiftProtobuf", package: "swift-protobuf"),
            ],
            swiftSettings: strict
        ),
        // The phone's policies as tables, in memory: no other module, nothing slow.
        // PhoneCore's tests: its values in memory, and (through the codec) its stream into two mirror cores.
        .testTarget(
            name: "PhoneCoreTests",
            dependencies: [
                "DomainModel", "PhoneCore", "MirrorCore", "Codec", "RelayWire", "TestSupport", "WidgetRelayKit",
                .product(name: "SwiftProtobuf", package: "swift-protobuf"),
            ], swiftSettings: strict),
        // The model's values and the rules written once in it (Clone ordering, snapshot parts).
        .testTarget(name: "DomainModelTests", dependencies: ["DomainModel"], swiftSettings: strict),
        .testTarget(
            name: "SampleAppsTests",
            dependencies: ["DomainModel", "SampleApps", "WidgetRelayKit", "Codec", "RelayWire"], swiftSettings: strict),
        // The seeds' code samples as written (mechanical edits only, see Sources/SampleApps/README.md),
        // one module per seed document so their names do not clash, against WidgetRelayKit alone.
        .target(
            name: "SeedInteractivity", dependencies: ["WidgetRelayKit"], path: "Tests/SeedSnippets/Interactivity",
            swiftSettings: strict),
        .target(
            name: "SeedConfigurable", dependencies: ["WidgetRelayKit"], path: "Tests/SeedSnippets/Configurable",
            swiftSettings: strict),
        .target(
            name: "SeedGuide", dependencies: ["WidgetRelayKit"], path: "Tests/SeedSnippets/Guide", swiftSettings: strict
        ),
        .testTarget(
            name: "SeedSnippetTests",
            dependencies: ["SeedInteractivity", "SeedConfigurable", "SeedGuide", "WidgetRelayKit"],
            swiftSettings: strict
        ),
        // Every sample widget drawn by HTMLRenderer in Chromium, against committed reference images.
        .testTarget(
            name: "VisualTests",
            dependencies: ["Mirror", "MirrorHTML", "MirrorText", "SampleApps", "WidgetRelayKit", "TestSupport"],
            exclude: ["References"], swiftSettings: strict),
        .testTarget(
            name: "WebDesktopTests",
            dependencies: [
                "DomainModel", "WebDesktop", "Mirror", "MirrorHTML", "MirrorText", "Codec", "WidgetRelayKit",
            ],
            swiftSettings: strict),
        // Each program's command line parsed in memory: good arguments to the right values, bad ones
        // refused with what to do, every help text pinned (Tests/HelpFixtures, through TestSupport's HelpFixtures).
        .testTarget(
            name: "PhoneNodeCommandsTests",
            dependencies: [
                "PhoneNodeCommands", "PhoneHost", "NodeMetrics", "SampleApps", "WidgetRelayKit", "TestSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict),
        .testTarget(
            name: "DesktopNodeCommandsTests",
            dependencies: [
                "DesktopNodeCommands", "MirrorNodeKit", "TestSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict),
        .testTarget(
            name: "WatchNodeCommandsTests",
            dependencies: [
                "WatchNodeCommands", "MirrorNodeKit", "TestSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict),
        .testTarget(
            name: "RelayNodeCommandsTests",
            dependencies: [
                "RelayNodeCommands", "RelayNodeKit", "ZeroMQ", "TestSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict),
        .testTarget(
            name: "RelayLatencyCommandsTests",
            dependencies: [
                "RelayLatencyCommands", "MirrorNodeKit", "NodeRuntime", "ZeroMQ", "TestSupport", "Codec", "RelayWire",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict),
        // Modules whose tests were elsewhere or none (#48, Build point 6): their first of their own.
        // MirrorCore's tests that need no mirror driver nor MirrorTests' fixtures (CoreHarness, Wire: next to move).
        // The mirror tests' fixtures (relay.v1 values, CoreHarness: a MirrorCore driven in memory), shared by
        // MirrorCoreTests and MirrorTests; test support, in no product.
        .target(
            name: "MirrorFixtures",
            dependencies: [
                "DomainModel", "MirrorCore", "Codec", "RelayWire", "WidgetRelayKit",
                .product(name: "SwiftProtobuf", package: "swift-protobuf"),
            ],
            path: "Tests/MirrorFixtures", swiftSettings: strict),
        .testTarget(
            name: "MirrorCoreTests",
            dependencies: [
                "DomainModel", "MirrorCore", "MirrorFixtures", "Codec", "RelayWire", "WidgetRelayKit",
                .product(name: "SwiftProtobuf", package: "swift-protobuf"),
            ],
            swiftSettings: strict),
        // The node runtime's parts in memory: log handlers, durations for people, systemd's notify socket.
        .testTarget(
            name: "NodeRuntimeTests",
            dependencies: ["NodeRuntime", .product(name: "Logging", package: "swift-log")], swiftSettings: strict),
        // The metrics server's address, the loop-liveness gauge, and the text logs as an operator reads them.
        .testTarget(
            name: "NodeMetricsTests",
            dependencies: ["NodeMetrics", "NodeRuntime", .product(name: "Logging", package: "swift-log")],
            swiftSettings: strict),
        // What the desktop and watch programs share: the paired phones (and their file watched), the terminal's layout.
        .testTarget(
            name: "MirrorNodeKitTests", dependencies: ["MirrorNodeKit", "Mirror", "TestSupport", "ZeroMQ"],
            swiftSettings: strict),
        .testTarget(name: "TerminalSafeTextTests", dependencies: ["TerminalSafeText"], swiftSettings: strict),
        .testTarget(name: "ScriptProtocolTests", dependencies: ["ScriptProtocol"], swiftSettings: strict),
        .testTarget(name: "NodeClocksTests", dependencies: ["NodeClocks"], swiftSettings: strict),
        .testTarget(
            name: "NodeTransportTests",
            dependencies: ["NodeTransport", "ZeroMQTransport", "ZeroMQ", "TestSupport"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "ZeroMQTransportTests", dependencies: ["ZeroMQTransport", "NodeTransport", "ZeroMQ", "TestSupport"],
            swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)

// MARK: - Apple's module names (issue #47): an extension's imports compile as written.
// Each module re-exports WidgetRelayKit; SwiftUI brings UIKit as on iOS, WidgetKit brings
// SwiftUI; OSLog is Apple's logging API on swift-log. Kept apart from the targets above.
let appleNamedModules: [Target] = [
    .target(name: "UIKit", dependencies: ["WidgetRelayKit"], swiftSettings: strict),
    // iOS 18's SDK: SwiftUI's core types are SwiftUICore's, which SwiftUI re-exports (`SwiftUICore.Font`).
    .target(name: "SwiftUICore", dependencies: ["WidgetRelayKit"], swiftSettings: strict),
    .target(
        name: "SwiftUI", dependencies: ["SwiftUICore", "UIKit", "AppKit", "Combine", "FoundationOnApple", "WidgetRelayKit"],
        swiftSettings: strict),
    .target(name: "WidgetKit", dependencies: ["SwiftUI", "FoundationOnApple", "WidgetRelayKit"], swiftSettings: strict),
    // App Intents' IntentFile takes a UTType; a CLPlacemark is a parameter value (#47).
    .target(
        name: "AppIntents", dependencies: ["WidgetRelayKit", "CoreLocation", "FoundationOnApple", "UniformTypeIdentifiers"],
        swiftSettings: strict),
    .target(name: "ActivityKit", dependencies: ["WidgetRelayKit"], swiftSettings: strict),
    .target(name: "Intents", dependencies: ["WidgetRelayKit"], swiftSettings: strict),
    // Apple's OSLog and os are modules here, so `#if canImport(os)` / `canImport(OSLog)` hold for any module compiled
    // after them in this build: swift-argument-parser (its Mutex uses os_unfair_lock then) and swift-syntax's builder
    // (its logging) would compile Apple-only code on Linux if they came later. These two dependencies are for the
    // order only: both are always compiled before OSLog (the macro links nothing into OSLog's clients).
    .target(
        name: "OSLog",
        dependencies: [
            .product(name: "Logging", package: "swift-log"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"), "WidgetRelayMacros",
        ],
        swiftSettings: strict),
    .target(name: "os", dependencies: ["OSLog", "OSLogSubmodule"], swiftSettings: strict),
    // Apple's frameworks widget code imports that Linux lacks (#47), the parts widgets use. A module named Combine
    // makes `#if canImport(Combine)` true for what compiles after it: GRDB (its Combine publishers) must come first,
    // hence the order-only dependency, as OSLog's above.
    .target(name: "Combine", dependencies: [.product(name: "GRDB", package: "GRDB.swift")], swiftSettings: strict),
    .target(name: "CoreLocation", swiftSettings: strict),
    .target(name: "CoreData", swiftSettings: strict),
    .target(name: "HealthKit", swiftSettings: strict),
    .target(name: "AVFoundation", swiftSettings: strict),
    .target(name: "SwiftData", dependencies: fuzzing ? [] : ["WidgetRelayMacros"], swiftSettings: strict),  // @Model
    // No dependency of the package tests `canImport` of these (swift-certificates' `canImport(Security)` is not
    // built here): no order to keep. WatchKit is the watch's; tools/corpus and the plugin answer it false for iOS.
    .target(name: "NetworkExtension", swiftSettings: strict),
    .target(name: "UserNotifications", swiftSettings: strict),
    .target(name: "UniformTypeIdentifiers", swiftSettings: strict),
    // Its keychain keeps items beside the app groups' folder of the store app code runs with (AppEnvironment).
    .target(name: "Security", dependencies: ["WidgetRelayKit"], swiftSettings: strict),
    .target(name: "WatchKit", swiftSettings: strict),
    // Its system sounds are made from a CFURL and answer OSStatus codes: Security's Core Foundation names.
    .target(name: "AudioToolbox", dependencies: ["Security"], swiftSettings: strict),
    .target(name: "LockedCameraCapture", dependencies: ["AppIntents"], swiftSettings: strict),
    .target(name: "Charts", dependencies: ["SwiftUI", "WidgetRelayKit"], swiftSettings: strict),
    // Apple's Foundation's typealiases of Combine's ObservableObject and Published: an extension's files import it
    // implicitly, as they do WidgetRelayKit (docs/real-extensions.md). It re-exports Security, as Apple's Foundation
    // brings Security's C API (its URL credentials import it): a file importing only Foundation calls SecItemAdd.
    .target(name: "FoundationOnApple", dependencies: ["Combine", "Security"], swiftSettings: strict),
    // A Mac widget's AppKit, as SwiftUI brings it on macOS (SwiftUI re-exports it beside UIKit; the names the two
    // share are UIKit's). No dependency of the package tests `canImport(AppKit)`: no order to keep.
    .target(name: "AppKit", dependencies: ["UIKit", "WidgetRelayKit"], swiftSettings: strict),
    // The calendar store widget code reads (a calendar's colour is a CGColor: UIKit's here).
    .target(name: "EventKit", dependencies: ["UIKit"], swiftSettings: strict),
    // A Bluetooth LE central's types with no radio: managers are .unsupported, as on a Mac without Bluetooth.
    .target(name: "CoreBluetooth", swiftSettings: strict),
    .testTarget(name: "CoreBluetoothTests", dependencies: ["CoreBluetooth"], swiftSettings: strict),
    // Apple's CryptoKit is swift-crypto's Crypto (the same API, kept by Apple for Linux), re-exported under its name.
    // CommonCrypto's digest functions (CC_SHA1, CC_SHA256, CC_MD5…) on top of it. swift-crypto's CryptoExtras tests
    // `canImport(CommonCrypto)`; nothing this package builds depends on it, so no order to keep.
    .target(name: "CryptoKit", dependencies: [.product(name: "Crypto", package: "swift-crypto")], swiftSettings: strict),
    .target(name: "CommonCrypto", dependencies: [.product(name: "Crypto", package: "swift-crypto")], swiftSettings: strict),
    .testTarget(name: "CryptoKitTests", dependencies: ["CryptoKit", "CommonCrypto"], swiftSettings: strict),
    // `import os.log` (a submodule of Apple's C module os): Sources/OSLogSubmodule/module.modulemap.
    .systemLibrary(name: "OSLogSubmodule"),
    // What Swift Testing looks for when a test imports Testing and UIKit, or AppKit (its cross-import overlays).
    .target(name: "_Testing_UIKit", swiftSettings: strict),
    .target(name: "_Testing_AppKit", swiftSettings: strict),
    .testTarget(
        name: "AppleModulesTests",
        dependencies: [
            "WidgetKit", "SwiftUI", "SwiftUICore", "UIKit", "AppIntents", "ActivityKit", "Intents", "OSLog", "os",
            "Combine", "CoreLocation", "CoreData", "SwiftData", "HealthKit", "AVFoundation", "WidgetRelayKit", "_Testing_UIKit",
            "NetworkExtension", "UserNotifications", "UniformTypeIdentifiers", "Security", "WatchKit", "AudioToolbox",
            "LockedCameraCapture", "Charts", "FoundationOnApple", "AppKit", "EventKit", "_Testing_AppKit",
            .product(name: "Logging", package: "swift-log"),
        ],
        swiftSettings: strict),
]
package.targets += appleNamedModules

// MARK: - What Xcode does to an extension's folder (#47): #if os(…) resolved for its platform,
// asset symbols, SiriKit intent classes; a build plugin for an author's package.
package.targets += [
    .target(name: "XcodeBuildSteps", swiftSettings: strict),
    .executableTarget(name: "xcode-build-steps", dependencies: ["XcodeBuildSteps"], swiftSettings: strict),
    .plugin(name: "XcodeBuildStepsPlugin", capability: .buildTool(), dependencies: ["xcode-build-steps"]),
    .testTarget(name: "XcodeBuildStepsTests", dependencies: ["XcodeBuildSteps"], swiftSettings: strict),
]
package.products += [.plugin(name: "XcodeBuildStepsPlugin", targets: ["XcodeBuildStepsPlugin"])]
package.products += [
    "WidgetKit", "SwiftUI", "SwiftUICore", "UIKit", "AppIntents", "ActivityKit", "Intents", "OSLog", "os", "Combine", "CoreLocation",
    "CoreData",
    "SwiftData", "HealthKit", "AVFoundation", "NetworkExtension", "UserNotifications", "UniformTypeIdentifiers",
    "Security", "WatchKit", "AudioToolbox", "LockedCameraCapture", "Charts", "FoundationOnApple", "AppKit", "EventKit",
    "CoreBluetooth", "CryptoKit", "CommonCrypto",
].map {
    .library(name: $0, targets: [$0])
}

// MARK: - The fuzz build (tools/fuzz sets RELAY_LIBFUZZER; its own scratch path, .build/fuzz)
// libFuzzer drives the two wire targets a relay's hostile peers reach (relay: a frame as relay-node
// reads it; sealed: a frame as a mirror's relay link reads it), and that build is trimmed to them:
// - relay-fuzz links FuzzTargets' wire half only (the phone and mirror targets, which need the phone's
//   driver, GRDB, the sample apps and the mirror's driver, run from the debug build's seeded runner:
//   tools/fuzz);
// - the relay's side is its byte edge alone (RelayNodeFrames, a module of its own: what RelayTarget calls),
//   so the relay's driver, its metrics and the web server under them (NIO, Hummingbird) are not built;
// - coverage and AddressSanitizer (-sanitize=fuzzer,address) go on this package's own targets only:
//   the dependencies' packages (SwiftProtobuf, swift-log, …) are built plain. The generated decoders
//   (RelayWire) are ours, so each field a mutated frame reaches is still a coverage edge; what
//   libFuzzer no longer sees is inside SwiftProtobuf's binary decoder (its varint and length paths).
// The whole package was once built instrumented for all four targets: 430 s of a fresh clone's CI.
// RELAY_LIBFUZZER=all (`RELAY_FUZZ_ALL=1 tools/fuzz phone 600`, in .build/fuzz-all) keeps all four
// targets under libFuzzer, this package's targets instrumented and the dependencies plain.
if fuzzing {
    let sanitize = "-sanitize=fuzzer,address"
    let trimmed = Context.environment["RELAY_LIBFUZZER"] != "all"
    let phoneAndMirror = [
        "PhoneTarget.swift", "MirrorTarget.swift", "RunningPhone.swift", "SeedCapture.swift", "Blocking.swift",
    ]
    for target in package.targets {
        switch target.type {
        case .regular, .executable:
            target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags([sanitize])]
        default: break
        }
        if target.name == "relay-fuzz" { target.linkerSettings = [.unsafeFlags([sanitize])] }
        guard trimmed else { continue }
        switch target.name {
        case "relay-fuzz":
            target.dependencies = ["FuzzTargets", "CFuzzerDriver"]
            target.swiftSettings = (target.swiftSettings ?? []) + [.define("RELAY_WIRE_FUZZ")]
        case "FuzzTargets":
            target.exclude = phoneAndMirror
            target.dependencies = [
                "Codec", "NodeTransport", "RelayWire", "RelayHub", "RelayLink", "RelayNodeFrames", "Sealing", "CSodium",
                "ZeroMQ", .product(name: "Logging", package: "swift-log"),
                .product(name: "SwiftProtobuf", package: "swift-protobuf"),
            ]
        default: break
        }
    }
}
