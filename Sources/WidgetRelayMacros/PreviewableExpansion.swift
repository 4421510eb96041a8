import SwiftSyntax
import SwiftSyntaxMacros

/// SwiftUI's `@Previewable` (`@attached(peer) macro Previewable()`): tags a variable declared at
/// the root of a `#Preview` body (`@Previewable @State var value = 1`) so that it becomes a
/// property of a view `#Preview` embeds, as Apple's does. The tag itself adds nothing: the work is
/// ``PreviewExpansion``'s (``embedding(_:)``), which moves each tagged declaration into the
/// embedded view (its other attributes kept) and the rest of the body into that view's `body`.
public struct PreviewableExpansion: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }

    /// Whether `attribute` is `@Previewable` (or `@SwiftUI.Previewable`).
    static func isPreviewable(_ attribute: AttributeListSyntax.Element) -> Bool {
        guard let name = attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription else { return false }
        return name == "Previewable" || name.hasSuffix(".Previewable")
    }

    /// A view body (`#Preview { … }`) with `@Previewable` declarations at its root, as the view
    /// `#Preview` embeds: the declarations its properties, without the tag, and the other
    /// statements its `body`, in order. Nil when the body tags nothing.
    public static func embedding(_ body: ClosureExprSyntax, as name: TokenSyntax) -> DeclSyntax? {
        var properties: [String] = []
        var statements: [String] = []
        for item in body.statements {
            if var variable = item.item.as(VariableDeclSyntax.self), variable.attributes.contains(where: isPreviewable)
            {
                variable.attributes = variable.attributes.filter { !isPreviewable($0) }
                properties.append(variable.trimmedDescription)
            } else {
                statements.append(item.trimmedDescription)
            }
        }
        guard !properties.isEmpty else { return nil }
        return """
            struct \(name): WidgetRelayKit.View {
                \(raw: properties.joined(separator: "\n"))
                var body: some WidgetRelayKit.View {
                    \(raw: statements.joined(separator: "\n"))
                }
            }
            """
    }
}
