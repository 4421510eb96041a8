import SwiftSyntax
import SwiftSyntaxMacros

/// SwiftData's `@Model` on a class: the class conforms to `SwiftData.PersistentModel` (what a
/// `ModelContainer` stores and a `FetchDescriptor` fetches). Its stored properties stay as
/// written (Apple's macro also makes them observable and backed by the model's storage).
public struct ModelExpansion: ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(ClassDeclSyntax.self) else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): SwiftData.PersistentModel {}")]
    }
}

/// SwiftData's `@Attribute(…)`, `@Relationship(…)` and `@Transient` on a model's property:
/// they describe how the store keeps it, and change nothing in the property here.
public struct ModelPropertyExpansion: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
}
