import Foundation

/// `.blurReplace` (iOS 17): a view comes in blurred and scaled as the old one leaves. The archive
/// has no blurred transition, so it is archived as `.opacity`, the cross-fade it looks like at a
/// widget's size.
public struct BlurReplaceTransition: Sendable, Hashable {
    /// Which way the views scale (`BlurReplaceTransition.Configuration`).
    public struct Configuration: Sendable, Hashable {
        let name: String
        /// The old view scales down, the new one up (the default).
        public static let downUp = Configuration(name: "downUp")
        /// Both scale up.
        public static let upUp = Configuration(name: "upUp")
    }
    /// The configuration.
    public var configuration: Configuration
    /// `BlurReplaceTransition(configuration:)`
    public init(configuration: Configuration = .downUp) { self.configuration = configuration }
}

extension AnyTransition {
    /// `.blurReplace`: archived as `.opacity` (``BlurReplaceTransition``).
    public static var blurReplace: AnyTransition { .opacity }
    /// `.blurReplace(_:)`: archived as `.opacity` (``BlurReplaceTransition``).
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> AnyTransition {
        .opacity
    }
}
