import Foundation

/// An image of the extension's asset catalog (`ImageResource`), as Xcode's generated asset
/// symbols name one: `Image(.hero)` for `Hero.imageset`.
public struct ImageResource: Hashable, Sendable {
    /// The asset's name in its catalog.
    public let name: String
    /// The path of the bundle the catalog is in (`Bundle.main` for the extension's own).
    public let bundlePath: String

    /// `ImageResource(name:bundle:)`, as the generated symbols call it.
    public init(name: String, bundle: Bundle) {
        self.name = name
        bundlePath = bundle.bundlePath
    }
}

/// A colour of the extension's asset catalog (`ColorResource`): `Color(.brand)` for `Brand.colorset`.
public struct ColorResource: Hashable, Sendable {
    /// The asset's name in its catalog.
    public let name: String
    /// The path of the bundle the catalog is in.
    public let bundlePath: String

    /// `ColorResource(name:bundle:)`, as the generated symbols call it.
    public init(name: String, bundle: Bundle) {
        self.name = name
        bundlePath = bundle.bundlePath
    }
}

extension Image {
    /// `Image(_:)` with a generated asset symbol: the catalog's image by name.
    public init(_ resource: ImageResource) { self.init(resource.name, bundlePath: resource.bundlePath) }
    /// `Image(_:bundle:)`: an asset image of a bundle, by name: its catalogs first, then the
    /// extension's (a package's resource bundle is copied beside the extension here).
    public init(_ name: String, bundle: Bundle?) { self.init(name, bundlePath: bundle?.bundlePath) }
    /// `Image(decorative:)`: an asset image that assistive technologies skip.
    public init(decorative name: String) { self.init(name) }
    /// `Image(decorative:bundle:)`
    public init(decorative name: String, bundle: Bundle?) { self.init(name) }
}

extension Color {
    /// `Color(_:)` with a generated asset symbol: the catalog's colour by name.
    public init(_ resource: ColorResource) { self.init(resource.name, bundlePath: resource.bundlePath) }
    /// `Color(_:bundle:)`: an asset colour of a bundle, by name: its catalogs first, then the
    /// extension's (a package's resource bundle is copied beside the extension here).
    public init(_ name: String, bundle: Bundle?) { self.init(name, bundlePath: bundle?.bundlePath) }

    init(_ name: String, bundlePath: String?) {
        let own = bundlePath.flatMap { ExtensionResources.inBundle(atPath: $0)?.color(named: name) }
        self.init(value: own ?? ExtensionResources.current.color(named: name) ?? .named(name))
    }
}
