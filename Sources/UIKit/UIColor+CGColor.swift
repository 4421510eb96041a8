import Foundation

extension UIColor {
    /// `UIColor(cgColor:)`: the same colour (a `CGColor` is a `UIColor` here: ``CGColor``), its
    /// appearances kept (Clendar's calendar colours come from EventKit as `CGColor`s).
    public convenience init(cgColor: CGColor) { self.init(storage: cgColor.storage) }
}
