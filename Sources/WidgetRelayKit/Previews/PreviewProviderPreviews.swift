import Foundation
import Synchronization

/// One preview a `PreviewProvider` declares: each `.previewContext(WidgetPreviewContext(family:))`
/// (a view in a widget family), each `attributes.previewContext(state, viewKind:)` (a Live
/// Activity's presentation), or, when it names no context, its `previews` as one view.
public struct ProvidedPreview: Sendable, Hashable {
    /// Its `.previewDisplayName(_:)`, if it has one.
    public let name: String?
    /// What it shows, archived, or why it could not be (a Live Activity no widget of the bundle
    /// declares, attributes that do not encode).
    public let content: Result<WidgetPreview.Content, WidgetPreview.Failure>
}

/// The previews of `PreviewProvider`s, listed as `#Preview`s are. Swift on Linux cannot find the
/// types that conform to a protocol, so the program names them: a tool drawing an extension (the
/// corpus gallery) generates one call a type its sources declare,
/// `PreviewProviders.previews(of: TruckActivityPreviewProvider.self, in: bundle)`.
public enum PreviewProviders {
    /// `provider`'s previews, in the order its `previews` declares them, archived against
    /// `bundle`'s Live Activities (a preview's `viewKind` is drawn by the `ActivityConfiguration`
    /// of its attributes' type).
    public static func previews(of provider: any PreviewProvider.Type, in bundle: some WidgetBundle)
        -> [ProvidedPreview]
    {
        previews(of: provider, items: bundle.items)
    }

    /// `provider`'s previews, with the Live Activities of `items` (a bundle's ``WidgetBundle/items``).
    public static func previews(of provider: any PreviewProvider.Type, items: [BundleItem]) -> [ProvidedPreview] {
        let collector = PreviewContextCollector()
        let whole = PreviewContextCollector.$current.withValue(collector) {
            ViewArchive.archive(AnyView(list: [previewsView(of: provider)]), family: nil)
        }
        let found = collector.items
        if found.isEmpty { return [ProvidedPreview(name: nil, content: .success(.view(whole)))] }
        return found.map { item in
            switch item {
            case .family(let name, let family, let view):
                return ProvidedPreview(
                    name: name,
                    content: .success(
                        .timeline(
                            kind: String(describing: provider), family: family,
                            entries: [ArchivedEntry(date: Date(), relevance: nil, view: view)])))
            case .activity(let name, let activity):
                do throws(WidgetPreview.Failure) {
                    return ProvidedPreview(name: name, content: .success(try activity.content(items: items)))
                } catch {
                    return ProvidedPreview(name: name, content: .failure(error))
                }
            }
        }
    }

    private static func previewsView<P: PreviewProvider>(of provider: P.Type) -> any View { P.previews }
}

/// What a `PreviewProvider`'s marked views leave while its `previews` are archived for listing.
final class PreviewContextCollector: Sendable {
    /// A Live Activity preview: its attributes and state, encoded, and the presentation shown.
    struct ActivityContext: Sendable {
        let attributesType: String
        let attributesJSON: Data
        let stateJSON: Data
        let kind: ActivityPreviewViewKind

        func content(items: [BundleItem]) throws(WidgetPreview.Failure) -> WidgetPreview.Content {
            let descriptor = items.lazy.compactMap { item -> ActivityKindDescriptor? in
                if case .activity(let descriptor) = item, descriptor.attributesType == attributesType {
                    return descriptor
                }
                return nil
            }.first
            guard let descriptor else {
                throw WidgetPreview.Failure(description: "no Live Activity of the bundle has \(attributesType)")
            }
            let now = Date()
            do {
                let presentations = try descriptor.presentations(
                    for: ActivityRecord(
                        id: "preview-0", attributesType: attributesType, attributesJSON: attributesJSON,
                        contentStateJSON: stateJSON, staleDate: nil, relevanceScore: 0, state: .active,
                        pushToken: nil, startedAt: now, contentUpdatedAt: now),
                    isStale: false)
                return .activity(attributesType: attributesType, kind: kind, presentations: [presentations])
            } catch {
                throw WidgetPreview.Failure(description: "\(attributesType): \(error)")
            }
        }
    }

    enum Item: Sendable {
        case family(name: String?, family: WidgetFamily, view: ArchivedView)
        case activity(name: String?, ActivityContext)
    }

    private struct State {
        var items: [Item] = []
        var names: [String] = []
    }
    private let state = Mutex(State())

    /// The collector of the listing being made, if one is.
    @TaskLocal static var current: PreviewContextCollector?

    var items: [Item] { state.withLock { $0.items } }
    var name: String? { state.withLock { $0.names.last } }

    func add(_ item: Item) { state.withLock { $0.items.append(item) } }

    /// Runs `work` with `name` as the name of the previews found in it.
    func named<T>(_ name: String, _ work: () -> T) -> T {
        state.withLock { $0.names.append(name) }
        defer { state.withLock { _ = $0.names.popLast() } }
        return work()
    }
}

/// `.previewContext(WidgetPreviewContext(family:))`: as it is, except when a provider's previews
/// are listed: then the view, archived in that family, is one preview.
struct WidgetPreviewContextView: View, ArchivableView {
    typealias Body = Never
    let content: any View
    let family: WidgetFamily

    func archive(_ archiver: ViewArchiver) -> [ViewNode] {
        guard let collector = PreviewContextCollector.current else { return archiver.archive(content) }
        let view = ViewArchive.archive(AnyView(list: [content]), family: family)
        collector.add(.family(name: collector.name, family: family, view: view))
        return []
    }
}

/// `attributes.previewContext(state, viewKind:)`: nothing, except when a provider's previews are
/// listed: then that presentation of the Live Activity is one preview.
struct ActivityPreviewContextView<Attributes: ActivityAttributes>: View, ArchivableView {
    typealias Body = Never
    let attributes: Attributes
    let state: Attributes.ContentState
    let kind: ActivityPreviewViewKind

    func archive(_ archiver: ViewArchiver) -> [ViewNode] {
        guard let collector = PreviewContextCollector.current,
            let attributesJSON = try? JSONEncoder().encode(attributes),
            let stateJSON = try? JSONEncoder().encode(state)
        else { return [] }
        collector.add(
            .activity(
                name: collector.name,
                PreviewContextCollector.ActivityContext(
                    attributesType: Attributes.attributesTypeName, attributesJSON: attributesJSON,
                    stateJSON: stateJSON, kind: kind)))
        return []
    }
}

/// `.previewDisplayName(_:)`: as it is, except when a provider's previews are listed: then the
/// previews inside take the name.
struct PreviewDisplayNameView: View, ArchivableView {
    typealias Body = Never
    let content: any View
    let name: String?

    func archive(_ archiver: ViewArchiver) -> [ViewNode] {
        guard let collector = PreviewContextCollector.current, let name else { return archiver.archive(content) }
        return collector.named(name) { archiver.archive(content) }
    }
}
