/// Builds view content from statements: sequences, `if`/`else`, `switch`,
/// optionals and `for` loops (SwiftUI's `ViewBuilder`). Types are erased; the
/// archiver needs no type identity.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression(_ view: some View) -> any View { view }
    public static func buildExpression(_ view: any View) -> any View { view }
    public static func buildBlock() -> AnyView { AnyView(list: []) }
    public static func buildBlock(_ views: any View...) -> AnyView { AnyView(list: views) }
    public static func buildOptional(_ view: (any View)?) -> any View { view ?? EmptyView() }
    public static func buildEither(first view: any View) -> any View { view }
    public static func buildEither(second view: any View) -> any View { view }
    public static func buildArray(_ views: [any View]) -> any View { AnyView(list: views) }
    public static func buildLimitedAvailability(_ view: any View) -> any View { view }
    public static func buildFinalResult(_ view: any View) -> AnyView { view as? AnyView ?? AnyView(list: [view]) }
    public static func buildFinalResult(_ view: AnyView) -> AnyView { view }
}
