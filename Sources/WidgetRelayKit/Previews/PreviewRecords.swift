import CWidgetRelayKit

/// What a `#Preview` leaves in the program for ``PreviewRecords`` to find: a C function that
/// writes the preview's ``PreviewRegistry`` type into the slot it is given (a pointer to an
/// `(any PreviewRegistry.Type)?`). The macro places one in the section `widgetrelay_previews`
/// with `@used @section`, the way Swift Testing finds its tests: no list to keep by hand.
public typealias PreviewRecord = @convention(c) (UnsafeMutableRawPointer) -> Void

/// Every `#Preview` linked into this program, in the order the linker laid them out.
public enum PreviewRecords {
    /// The registries of every `#Preview` in the program.
    public static var all: [any PreviewRegistry.Type] {
        guard let start = widgetrelay_previews_start(), let stop = widgetrelay_previews_stop() else { return [] }
        let count = (Int(bitPattern: stop) - Int(bitPattern: start)) / MemoryLayout<PreviewRecord>.stride
        let records = start.assumingMemoryBound(to: PreviewRecord.self)
        let slot = UnsafeMutablePointer<(any PreviewRegistry.Type)?>.allocate(capacity: 1)
        defer { slot.deallocate() }
        return (0..<count).compactMap { index in
            slot.initialize(to: nil)
            records[index](UnsafeMutableRawPointer(slot))
            return slot.move()
        }
    }

    /// The `#Preview`s declared in `bundle`'s own module: what a phone serving it offers (a
    /// library it links may declare previews of its own, which are not the bundle's).
    public static func declared(beside bundle: some WidgetBundle) -> [any PreviewRegistry.Type] {
        let module = String(reflecting: type(of: bundle)).prefix { $0 != "." }
        return all.filter { $0.source.hasPrefix(module + "/") }
    }

    /// Writes `registry` into a record's slot: the body of every record `#Preview` makes.
    public static func fill(_ slot: UnsafeMutableRawPointer, with registry: any PreviewRegistry.Type) {
        slot.assumingMemoryBound(to: (any PreviewRegistry.Type)?.self).pointee = registry
    }
}

/// The section is never empty, so that a program without previews links (its bounds exist)
/// and finds none: this record writes nothing.
@used @section("widgetrelay_previews")
let emptyPreviewRecord: PreviewRecord = { _ in }
