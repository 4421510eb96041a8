import WidgetRelayKit

/// A `#Preview` of the phone's bundle as a mirror's gallery shows it: its name, where it was
/// declared, and what it draws (``WidgetPreview/Content``).
public struct CatalogPreview: Sendable, Hashable {
    /// `#Preview("name")`; nil when it has none.
    public var name: String?
    /// Where it was declared ("EmojiRangerWidget.swift:84"); empty when not known.
    public var source: String
    /// What it draws.
    public var content: WidgetPreview.Content

    public init(name: String?, source: String, content: WidgetPreview.Content) {
        self.name = name
        self.source = source
        self.content = content
    }

    /// What a person reads for it: its name, else the kind or view and where it was declared.
    public var title: String {
        if let name, !name.isEmpty { return name }
        let what =
            switch content {
            case .timeline(let kind, let family, _): "\(kind) (\(family.rawValue))"
            case .activity(let attributes, _, _): attributes
            case .view: "View"
            }
        return source.isEmpty ? what : "\(what), \(source)"
    }
}
