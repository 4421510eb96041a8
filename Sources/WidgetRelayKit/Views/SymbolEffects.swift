import Foundation

/// An SF Symbol animation (`SymbolEffect`): `.variableColor.iterative`, `.pulse`, `.bounce`…
/// A widget's view is drawn, not animated, as on iOS (where a widget's symbol effects run only
/// in the app or a Live Activity's transition): `.symbolEffect(_:options:isActive:)` is accepted
/// and the symbol drawn still.
public protocol SymbolEffect: Sendable {}
/// An effect that runs for as long as it is active.
public protocol IndefiniteSymbolEffect: SymbolEffect {}
/// An effect that runs when a value changes.
public protocol DiscreteSymbolEffect: SymbolEffect {}

/// `.variableColor`: the symbol's layers lit in turn.
public struct VariableColorSymbolEffect: IndefiniteSymbolEffect, DiscreteSymbolEffect, Hashable {
    let options: Set<String>
    /// Layers lit one at a time.
    public var iterative: VariableColorSymbolEffect { with("iterative") }
    /// Layers lit and left lit.
    public var cumulative: VariableColorSymbolEffect { with("cumulative") }
    /// Layers lit back in reverse.
    public var reversing: VariableColorSymbolEffect { with("reversing") }
    /// Unlit layers hidden.
    public var hideInactiveLayers: VariableColorSymbolEffect { with("hideInactiveLayers") }
    /// Unlit layers dimmed.
    public var dimInactiveLayers: VariableColorSymbolEffect { with("dimInactiveLayers") }
    private func with(_ option: String) -> VariableColorSymbolEffect { .init(options: options.union([option])) }
}

/// `.pulse`, `.bounce`, `.scale`, `.breathe`, `.rotate`, `.wiggle`: effects by name.
public struct NamedSymbolEffect: IndefiniteSymbolEffect, DiscreteSymbolEffect, Hashable {
    let name: String
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// `.variableColor`
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect(options: []) }
}

extension SymbolEffect where Self == NamedSymbolEffect {
    /// `.pulse`
    public static var pulse: NamedSymbolEffect { NamedSymbolEffect(name: "pulse") }
    /// `.bounce`
    public static var bounce: NamedSymbolEffect { NamedSymbolEffect(name: "bounce") }
    /// `.scale`
    public static var scale: NamedSymbolEffect { NamedSymbolEffect(name: "scale") }
    /// `.breathe`
    public static var breathe: NamedSymbolEffect { NamedSymbolEffect(name: "breathe") }
    /// `.rotate`
    public static var rotate: NamedSymbolEffect { NamedSymbolEffect(name: "rotate") }
    /// `.wiggle`
    public static var wiggle: NamedSymbolEffect { NamedSymbolEffect(name: "wiggle") }
}

/// How a symbol effect runs (`SymbolEffectOptions`): `.repeating`, `.nonRepeating`, `.speed(_:)`.
public struct SymbolEffectOptions: Sendable, Hashable {
    let repeats: Bool?
    let speed: Double
    /// The effect's own default.
    public static let `default` = SymbolEffectOptions(repeats: nil, speed: 1)
    /// Repeats for as long as it is active.
    public static let repeating = SymbolEffectOptions(repeats: true, speed: 1)
    /// Runs once.
    public static let nonRepeating = SymbolEffectOptions(repeats: false, speed: 1)
    /// Runs at `speed` times its own.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { .init(repeats: nil, speed: speed) }
    /// These options, repeating.
    public var repeating: SymbolEffectOptions { .init(repeats: true, speed: speed) }
    /// These options at `speed`.
    public func speed(_ speed: Double) -> SymbolEffectOptions { .init(repeats: repeats, speed: speed) }
}

extension View {
    /// `.symbolEffect(_:options:isActive:)`: accepted; the symbol is drawn still (above).
    public func symbolEffect<T: IndefiniteSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> ModifiedView {
        ModifiedView(content: self, modification: .none)
    }

    /// `.symbolEffect(_:options:value:)`: accepted; the symbol is drawn still (above).
    public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> ModifiedView {
        ModifiedView(content: self, modification: .none)
    }
}
