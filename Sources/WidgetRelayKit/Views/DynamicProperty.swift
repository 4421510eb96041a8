/// `DynamicProperty`: a stored property of a view that SwiftUI updates before it computes the
/// view's body (`@State`, `@Binding`, `@Environment`, `@AppStorage`, and the object wrappers
/// `@ObservedObject`, `@StateObject`, `@EnvironmentObject` of `import SwiftUI`).
///
/// A widget's view is archived, not kept: each archive builds the view anew and reads its
/// properties once, so `update()` is never called here and nothing is observed between
/// archives. A custom property that needs its values fresh reads them when the body asks.
public protocol DynamicProperty {
    /// Called by SwiftUI before the body is computed; not called while a widget is archived.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

extension State: DynamicProperty {}
extension Binding: DynamicProperty {}
extension Environment: DynamicProperty {}
extension AppStorage: DynamicProperty {}
