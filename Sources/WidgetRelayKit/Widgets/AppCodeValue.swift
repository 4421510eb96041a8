/// A value of app code — a provider, a timeline entry, a content closure — that Apple's
/// frameworks do not require to be `Sendable`, held where the kit's own machinery is.
///
/// WidgetKit hands such values between its own threads (it calls a provider on its queue and
/// the content closure with the entries it returned); the kit does the same: it hands a value
/// on, it never uses one from two threads at once. What app code does with its own state
/// inside them is app code's, as on iOS.
struct AppCodeValue<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
