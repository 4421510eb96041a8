import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview(…) { … }`, as Xcode writes one in every widget and Live Activity file: expands
/// to a uniquely named type whose `preview` is a `WidgetPreview` made from the macro's own
/// arguments and closures, so the author's preview code is type-checked against WidgetKit's
/// shapes (`WidgetPreview`'s initializers mirror each `#Preview` form), and a record that
/// lets ``PreviewRecords`` find it in the program (the phone lists them in its catalog).
///
/// The call is made on the main actor, inside `WidgetPreview(named:onMainActor:)`, as Apple's
/// previews are: a widget or entry of a main-actor-isolated module (Swift 6 with main-actor
/// default isolation, as OneBusAway builds) conforms to `Widget` on the main actor, and that
/// conformance cannot be used from the registry's nonisolated `preview`. The preview's name is
/// the macro's first unlabelled argument, read where it is declared. A view's body with
/// `@Previewable` declarations at its root becomes a view of the registry's own (`Previewed`,
/// ``PreviewableExpansion/embedding(_:as:)``), which the preview shows, as Apple's `#Preview` does.
public struct PreviewExpansion: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        var call = FunctionCallExprSyntax(
            calledExpression: ExprSyntax("WidgetRelayKit.WidgetPreview"),
            leftParen: node.leftParen, arguments: node.arguments, rightParen: node.rightParen)
        call.trailingClosure = node.trailingClosure
        call.additionalTrailingClosures = node.additionalTrailingClosures
        // A view's body with `@Previewable` declarations: a view of their own, embedded here
        // (`PreviewableExpansion`), which the preview then shows.
        var embedded: DeclSyntax?
        let viewName: TokenSyntax = "Previewed"
        if !node.arguments.contains(where: { $0.label?.text == "as" }) {
            let bodyArgument = node.arguments.firstIndex { $0.label?.text == "body" }
            let body =
                bodyArgument.flatMap { node.arguments[$0].expression.as(ClosureExprSyntax.self) }
                ?? node.trailingClosure
            if let body, let view = PreviewableExpansion.embedding(body, as: viewName) {
                embedded = view
                let shown = ClosureExprSyntax(statements: "\(viewName)()")
                if let bodyArgument {
                    call.arguments[bodyArgument].expression = ExprSyntax(shown)
                } else {
                    call.trailingClosure = shown
                }
            }
        }
        let title: ExprSyntax = node.arguments.first(where: { $0.label == nil }).map { $0.expression.trimmed } ?? "nil"
        let name = context.makeUniqueName("Preview")
        // The registry's other members: where it was declared, and the view it embeds.
        var members: [DeclSyntax] = []
        if let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID) {
            members.append("static var source: String { \(location.file) + \":\" + String(\(location.line)) }")
        }
        if let embedded { members.append(embedded) }
        let registry: DeclSyntax = """
            enum \(name): WidgetRelayKit.PreviewRegistry {
                static var preview: WidgetRelayKit.WidgetPreview {
                    WidgetRelayKit.WidgetPreview(named: \(title)) { \(call) }
                }
                \(raw: members.map(\.description).joined(separator: "\n"))
            }
            """
        // At file scope (where Xcode writes #Preview) a record in the program lets
        // PreviewRecords find it; inside a type there is no global to place.
        guard context.lexicalContext.isEmpty else { return [registry] }
        let record = context.makeUniqueName("PreviewRecord")
        return [
            registry,
            """
            @used @section("widgetrelay_previews")
            let \(record): WidgetRelayKit.PreviewRecord = { WidgetRelayKit.PreviewRecords.fill($0, with: \(name).self) }
            """,
        ]
    }
}
