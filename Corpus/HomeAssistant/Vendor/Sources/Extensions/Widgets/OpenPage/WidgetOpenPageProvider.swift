import AppIntents
import Shared
import SwiftUI
import WidgetKit

struct WidgetOpenPageEntry: TimelineEntry {
    var date = Date()
    var pages: [PageAppEntity] = []
    /// True for the gallery sample, whose pages belong to no real server — the view uses this to
    /// skip the server-name subtitle rather than resolving one that doesn't apply.
    var isPreview = false
}

@available(iOS 17.0, *)
struct WidgetOpenPageProvider: AppIntentTimelineProvider {
    typealias Entry = WidgetOpenPageEntry
    typealias Intent = WidgetOpenPageAppIntent

    func placeholder(in context: Context) -> WidgetOpenPageEntry {
        let count = WidgetFamilySizes.size(for: context.family)
        let pages = stride(from: 0, to: count, by: 1).map { idx in
            PageAppEntity(
                id: "redacted\(idx)",
                panel: .init(
                    icon: MaterialDesignIcons.bedEmptyIcon.name,
                    title: "Redacted Text",
                    path: "redacted\(idx)",
                    component: "",
                    showInSidebar: true
                ),
                serverId: ""
            )
        }

        return .init(pages: pages)
    }

    private func panels(for context: Context, updating existing: [PageAppEntity]) -> [PageAppEntity] {
        var available: [PageAppEntity] = []
        do {
            available = try AppPanel.panelsPerServer().flatMap { server, panels in
                panels.map { panel in
                    PageAppEntity(
                        id: "\(server.identifier.rawValue)-\(panel.path)",
                        panel: .init(
                            icon: panel.icon,
                            title: panel.title,
                            path: panel.path,
                            component: panel.component,
                            showInSidebar: panel.showInSidebar
                        ),
                        serverId: server.identifier.rawValue
                    )
                }
            }
        } catch {
            Current.Log.error("Widget error fetching panels: \(error)")
        }

        var pagesToDisplay = available
        if !existing.isEmpty {
            // Refresh the configured pages against the latest panel data, keeping the user's order
            pagesToDisplay = existing.compactMap { existingPage in
                available.first { newPage in
                    newPage.serverId == existingPage.serverId && newPage.panel.path == existingPage.panel.path
                } ?? existingPage
            }
        }
        return Array(pagesToDisplay.prefix(WidgetFamilySizes.size(for: context.family)))
    }

    /// Mocked pages for the widget gallery — see `WidgetPreviewSample`. Building the real list
    /// reads every server's panels out of the database, which the picker has no use for.
    private func previewEntry(in context: Context) -> Entry {
        let pages = WidgetPreviewSample.panels
            .prefix(WidgetFamilySizes.sizeForPreview(for: context.family))
            .map { panel in
                PageAppEntity(
                    id: "\(WidgetPreviewSample.serverId)-\(panel.path)",
                    panel: .init(
                        icon: panel.icon.name,
                        title: panel.title,
                        path: panel.path,
                        component: panel.component,
                        showInSidebar: true
                    ),
                    serverId: WidgetPreviewSample.serverId
                )
            }
        return .init(pages: pages, isPreview: true)
    }

    func snapshot(for configuration: Intent, in context: Context) async -> Entry {
        if context.isPreview {
            return previewEntry(in: context)
        }
        let pages = panels(for: context, updating: configuration.pages ?? [])
        return Entry(pages: Array(pages.prefix(WidgetFamilySizes.sizeForPreview(for: context.family))))
    }

    private static var expiration: Measurement<UnitDuration> {
        .init(value: 24, unit: .hours)
    }

    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry> {
        if context.isPreview {
            return .init(entries: [previewEntry(in: context)], policy: .never)
        }
        let pages = panels(for: context, updating: configuration.pages ?? [])
        return Timeline(
            entries: [.init(pages: pages)],
            policy: .after(Current.date().addingTimeInterval(Self.expiration.converted(to: .seconds).value))
        )
    }
}
