import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview(…) { … }`, as Xcode writes one in every widget and Live Activity file: expands
/// to a uniquely named type whose `preview` is a `WidgetPreview` made from the macro's own
/// arguments and closures, so the author's preview code is type-checked against WidgetKit's
/// shapes (`WidgetPreview`'s initializers mirror each `#Preview` form).
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        var call = FunctionCallExprSyntax(
            calledExpression: ExprSyntax("WidgetRelayKit.WidgetPreview"),
            leftParen: node.leftParen, arguments: node.arguments, rightParen: node.rightParen)
        call.trailingClosure = node.trailingClosure
        call.additionalTrailingClosures = node.additionalTrailingClosures
        let name = context.makeUniqueName("Preview")
        return ["""
            enum \(name): WidgetRelayKit.PreviewRegistry {
                static var preview: WidgetRelayKit.WidgetPreview { \(call) }
            }
            """]
    }
}

@main
struct WidgetRelayMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [PreviewMacro.self]
}
