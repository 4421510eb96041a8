import Foundation

extension Font {
    /// `.smallCaps()`: accepted, not kept (relay.v1's font has no small-caps field; mirrors draw
    /// the letters as written, as `.italic()` on a font).
    public func smallCaps() -> Font { self }
    /// `.lowercaseSmallCaps()`: accepted, not kept (see ``smallCaps()``).
    public func lowercaseSmallCaps() -> Font { self }
    /// `.uppercaseSmallCaps()`: accepted, not kept (see ``smallCaps()``).
    public func uppercaseSmallCaps() -> Font { self }
}
