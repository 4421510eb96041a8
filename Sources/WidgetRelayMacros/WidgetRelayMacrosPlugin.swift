import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

// The compiler plug-in only: each macro the kit and SwiftData declare (`#externalMacro(module:
// "WidgetRelayMacros", type: …)`) by the name the compiler asks for, expanded by the expansion
// types beside this file. Tests/WidgetRelayMacrosTests runs the compiler with this plug-in and reads
// its expansions (`-dump-macro-expansions`); no test target depends on this macro target: one that
// did made SwiftPM build the whole test product, and every module under it, a second time for the
// host (the `-tool` copies: 208 modules, about half of a cold `swift build --build-tests`). Nor
// does any other target use swift-syntax: it would be built a second time for the target (87 s).

/// `#Preview`: ``PreviewExpansion``.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { try PreviewExpansion.expansion(of: node, in: context) }
}

/// SwiftUI's `@Previewable`: ``PreviewableExpansion`` (`#Preview` does the work).
public struct PreviewableMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        try PreviewableExpansion.expansion(of: node, providingPeersOf: declaration, in: context)
    }
}

/// SwiftData's `@Model`: ``ModelExpansion``.
public struct ModelMacro: ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        try ModelExpansion.expansion(
            of: node, attachedTo: declaration, providingExtensionsOf: type, conformingTo: protocols, in: context)
    }
}

/// SwiftData's `@Attribute`, `@Relationship`, `@Transient`: ``ModelPropertyExpansion``.
public struct ModelPropertyMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        try ModelPropertyExpansion.expansion(of: node, providingPeersOf: declaration, in: context)
    }
}

@main
struct WidgetRelayMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [
        PreviewMacro.self, PreviewableMacro.self, ModelMacro.self, ModelPropertyMacro.self,
    ]
}
