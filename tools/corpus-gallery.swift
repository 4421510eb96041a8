// The corpus gallery's phone (tools/corpus --gallery): compiled into a corpus project's own module,
// beside its files as published. Its `@main` WidgetBundle asks for the program's phone
// (WidgetRelayKit's `BundleEntryPoint`, through the weak C symbol PhoneNodeCommands defines); this
// file defines that symbol instead, so the same `@main` draws the bundle: each widget kind's
// gallery snapshot in each family it supports (its placeholder when the snapshot fails), each
// control's preview, each `#Preview` and `PreviewProvider` of the project (the latter where the kit
// lists them), archived by the phone's own archiver and drawn
// by the desktop's renderer (MirrorHTML) into one HTML page, written to the path given as the
// program's first argument. Nothing here runs on a phone: it is the gallery tool's, not the kit's.
import Foundation
import Mirror
import MirrorHTML
import MirrorText
import WidgetRelayKit

@_cdecl("widgetrelay_install_phone_launcher")
public func __corpusGalleryInstall() {
    BundleEntryPoint.install { bundle in
        let arguments = CommandLine.arguments
        let output = arguments.count > 1 ? arguments[1] : "gallery.html"
        let title = arguments.count > 2 ? arguments[2] : String(reflecting: type(of: bundle))
        let page = await __CorpusGallery.page(of: bundle, title: title)
        do {
            try Data(page.html.utf8).write(to: URL(fileURLWithPath: output))
            // One line a drawing, for the tool: what was drawn, and from what.
            print(page.summary.joined(separator: "\n"))
            exit(0)
        } catch {
            FileHandle.standardError.write(Data("gallery: cannot write \(output): \(error)\n".utf8))
            exit(1)
        }
    }
}

/// Draws a bundle's gallery: the tool's, compiled into each corpus project.
enum __CorpusGallery {
    /// The time every drawing is made at, so that a page is the same from run to run where the
    /// app's code reads no clock of its own (a placeholder's `Date()` still differs).
    static let now = Date(timeIntervalSince1970: 1_790_000_000)
    /// How long one piece of app code (a snapshot, a preview) may take before it is left out.
    static let limit: UInt64 = 10_000_000_000

    struct Page {
        var html: String
        var summary: [String]
    }

    /// The extension's platform (the program's third argument: `iOS`, `watchOS`).
    static let platform = CommandLine.arguments.count > 3 ? CommandLine.arguments[3] : "iOS"

    static func page(of bundle: some WidgetBundle, title: String) async -> Page {
        var body = "<h1>\(escape(title))</h1>"
        var summary: [String] = []
        let options = RenderOptions(now: now)
        for item in bundle.items {
            switch item {
            case .widget(let widget):
                body += #"<section><h2>\#(escape(widget.displayName.isEmpty ? widget.kind : widget.displayName))"#
                body +=
                    #" <small>\#(escape(widget.kind))</small></h2><p>\#(escape(widget.description))</p><div class="row">"#
                if widget.supportedFamilies.isEmpty { body += "<p>No family on this platform.</p>" }
                for family in widget.supportedFamilies {
                    // As the gallery shows them: the Lock Screen's accessories in its vibrant mode on
                    // an iPhone; a watch draws every family in full colour, dark.
                    let onWatch = platform == "watchOS"
                    let context = TimelineProviderContext(
                        family: family, isPreview: true,
                        renderingMode: family.rawValue.hasPrefix("accessory") && !onWatch ? .vibrant : .fullColor,
                        colorScheme: onWatch ? .dark : .light)
                    var source = "snapshot"
                    var entry = await run { try await widget.snapshot(for: nil, in: context) }
                    if entry == nil {
                        source = "placeholder"
                        entry = await run { try await widget.placeholder(in: context) }
                    }
                    guard let entry else {
                        summary.append("widget\t\(widget.kind)\t\(family.rawValue)\tfailed")
                        body += figure(family.rawValue + " — no snapshot or placeholder", #"<div class="none">✘</div>"#)
                        continue
                    }
                    summary.append("widget\t\(widget.kind)\t\(family.rawValue)\t\(source)\t\(entry.view.texts.count)")
                    var drawn = options
                    drawn.now = entry.date  // as the page draws an entry: at its own date
                    drawn.drawnOnly = true
                    let caption = source == "snapshot" ? family.rawValue : "\(family.rawValue) (placeholder)"
                    body += figure(caption, HTMLRenderer.render(entry.view, drawn))
                }
                body += "</div></section>"
            case .control(let control):
                let state = await control.state(preview: true)
                summary.append("control\t\(control.kind)\t\(state.template.rawValue)\t\(state.title)")
                var drawn = options
                drawn.drawnOnly = true
                body += #"<section><h2>\#(escape(control.displayName.isEmpty ? control.kind : control.displayName))"#
                body += #" <small>\#(escape(control.kind)) · control (\#(state.template.rawValue))</small></h2>"#
                body += #"<p>\#(escape(control.description))</p><div class="row">"#
                body += figure(
                    "\(state.title)\(state.template == .toggle ? (state.isOn ? " · on" : " · off") : "")",
                    #"<div class="control">\#(HTMLRenderer.render(state.label, drawn))</div>"#)
                body += "</div></section>"
            case .activity(let activity):
                summary.append("activity\t\(activity.attributesType)")
                body += #"<section><h2>Live Activity <small>\#(escape(activity.attributesType))</small></h2>"#
                body += "<p>Started by the app; drawn below in its previews, if it has any.</p></section>"
            }
        }
        let previews = PreviewRecords.declared(beside: bundle)
        // The extension's `PreviewProvider`s, listed by the generated driver (tools/corpus) where the
        // kit can list them; their app code runs under the same time limit.
        let items = bundle.items
        let provided = await run { providedPreviews(items) } ?? []
        let providedAt = Date()
        if !previews.isEmpty || !provided.isEmpty { body += "<section><h2>Previews</h2>" }
        for registry in previews {
            let name = registry.preview.name ?? ""
            let label = name.isEmpty ? registry.source : "\(name) — \(registry.source)"
            let content = await run({ try await registry.preview.content() })
            draw(
                content, source: registry.source, label: label, options: options, madeAt: Date(), body: &body,
                summary: &summary)
        }
        for preview in provided {
            let label = (preview.name ?? "").isEmpty ? preview.source : "\(preview.name ?? "") — \(preview.source)"
            draw(
                preview.content, source: preview.source, label: label, options: options, madeAt: providedAt,
                body: &body, summary: &summary)
        }
        if !previews.isEmpty || !provided.isEmpty { body += "</section>" }
        return Page(html: HTMLRenderer.page(title: title, body: style + body), summary: summary)
    }

    /// One preview drawn: a view, a widget's entries, a Live Activity's presentations (or ✘ when
    /// its app code failed or took longer than ``limit``), with its line in the summary. A view
    /// and a Live Activity are drawn at `madeAt`, when their app code made them: a preview holds
    /// the clock it read then (`ContentState(time: Date())`, `Text(.now, style: .timer)`), and its
    /// timers show what Xcode's canvas shows, the time since (or until) then, not since the
    /// gallery's fixed ``now``; a widget's entries are drawn at their own dates.
    static func draw(
        _ content: WidgetPreview.Content?, source: String, label: String, options: RenderOptions, madeAt: Date,
        body: inout String, summary: inout [String]
    ) {
        guard let content else {
            summary.append("preview\t\(source)\tfailed")
            body +=
                #"<h3>\#(escape(label))</h3><div class="row">\#(figure("failed", #"<div class="none">✘</div>"#))</div>"#
            return
        }
        body += #"<h3>\#(escape(label))</h3><div class="row">"#
        var drawn = options
        drawn.drawnOnly = true
        switch content {
        case .view(let view):
            summary.append("preview\t\(source)\tview")
            var at = drawn
            at.now = madeAt
            body += figure("view", HTMLRenderer.render(view, at))
        case .timeline(let kind, let family, let entries):
            summary.append("preview\t\(source)\t\(kind)\t\(family.rawValue)\t\(entries.count) entries")
            for entry in entries.prefix(4) {
                var at = drawn
                at.now = entry.date
                body += figure(family.rawValue, HTMLRenderer.render(entry.view, at))
            }
        case .activity(_, let kind, let states):
            summary.append("preview\t\(source)\tactivity\t\(states.count) states")
            var at = drawn
            at.now = madeAt
            for state in states.prefix(4) { body += activity(state, kind, at) }
        }
        body += "</div>"
    }

    /// A `PreviewProvider`'s previews, as the kit lists them: its type's name (the source), its
    /// `previewDisplayName`, what it shows (nil when the kit could not archive it).
    struct ProvidedPreview: Sendable {
        var source: String
        var name: String?
        var content: WidgetPreview.Content?
    }

    /// Set by the generated driver (tools/corpus) before the project's `@main` runs, where the kit
    /// lists `PreviewProvider`s (`PreviewProviders.previews(of:items:)`); none otherwise.
    nonisolated(unsafe) static var providedPreviews: @Sendable ([BundleItem]) -> [ProvidedPreview] = { _ in [] }

    /// A Live Activity preview's presentation: the Lock Screen's card, or the island's regions on black.
    static func activity(_ p: ActivityPresentations, _ kind: ActivityPreviewViewKind, _ options: RenderOptions)
        -> String
    {
        func draw(_ view: ArchivedView?, _ name: String) -> String {
            view.map { #"<div class="region \#(name)">\#(HTMLRenderer.render($0, options))</div>"# } ?? ""
        }
        switch kind.island {
        case nil:
            // On its `activityBackgroundTint`, as the Lock Screen draws it (and the page's strip does).
            let tint = p.lockScreen.activityColors.tint
            var onTint = options
            onTint.backdrop = .lockScreen(tint: tint)
            let style = tint.map { #" style="background:\#(HTMLRenderer.css($0))""# } ?? ""
            return figure(
                "Lock Screen", #"<div class="lock"\#(style)>\#(HTMLRenderer.render(p.lockScreen, onTint))</div>"#)
        case .compact?:
            return figure(
                "Dynamic Island, compact",
                #"<div class="island compact">\#(draw(p.compactLeading, "leading"))<span class="gap"></span>\#(draw(p.compactTrailing, "trailing"))</div>"#
            )
        case .minimal?:
            return figure(
                "Dynamic Island, minimal", #"<div class="island minimal">\#(draw(p.minimal, "minimal"))</div>"#)
        case .expanded?:
            return figure(
                "Dynamic Island, expanded",
                #"<div class="island expanded"><div class="top">\#(draw(p.expandedLeading, "leading"))\#(draw(p.expandedCenter, "center"))\#(draw(p.expandedTrailing, "trailing"))</div>\#(draw(p.expandedBottom, "bottom"))</div>"#
            )
        }
    }

    static func figure(_ caption: String, _ content: String) -> String {
        #"<figure>\#(content)<figcaption>\#(escape(caption))</figcaption></figure>"#
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    /// App code, given ``limit`` to answer: nil when it throws or takes longer.
    static func run<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) async -> T? {
        await withTaskGroup(of: T?.self) { group in
            group.addTask { try? await work() }
            group.addTask {
                try? await Task.sleep(nanoseconds: limit)
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }

    static let style = """
        <style>
        body.wr-page { display: block; padding: 16px; font-family: 'DejaVu Sans', sans-serif; }
        section { display: block; margin-bottom: 8px; }
        h1, h2, h3, p, figcaption { color: #fff; text-shadow: 0 1px 2px rgba(0,0,0,.45); }
        h1 { font-size: 22px; margin: 0 0 8px; } h2 { font-size: 17px; margin: 18px 0 2px; } h3 { font-size: 13px; margin: 10px 0 4px; font-weight: normal; }
        h2 small { font-weight: normal; font-size: 12px; opacity: .8; } p { margin: 2px 0 8px; font-size: 12px; }
        .row { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
        figure { margin: 0; display: flex; flex-direction: column; align-items: flex-start; gap: 4px; }
        figcaption { font-size: 11px; }
        .none { width: 80px; height: 80px; display: flex; align-items: center; justify-content: center; background: #fff; border-radius: 20px; color: #c00; font-size: 32px; }
        .control { background: #3a3a3c; color: #fff; border-radius: 30px; padding: 14px 18px; min-width: 60px; }
        /* Control Center draws a control's default text and symbols white on its dark tile. */
        .control .wr-widget { --wr-primary: #fff; --wr-secondary: rgba(235,235,245,.6); }
        .lock { width: 364px; background: rgba(255,255,255,.85); color: #1c1c1e; border-radius: 22px; overflow: hidden; }
        /* The card's region is laid out at the card's width, as the desktop's Lock Screen does (PageStyle's
           `.wr-lock-screen .wr-region`): a region of its content's width gives a row's views equal shares of too
           little, and a text wraps where iOS has room (the courier's "2 Pizzas"). */
        .lock > .wr-region { display: flex; }
        .island { background: #000; color: #fff; --wr-region-radius: 14px; }
        .island.compact { display: flex; align-items: center; border-radius: 19px; height: 37px; padding: 0 10px; }
        .island.compact .gap { width: 120px; }
        .island.minimal { border-radius: 19px; width: 37px; height: 37px; display: flex; align-items: center; justify-content: center; }
        .island.expanded { width: 371px; box-sizing: border-box; border-radius: 44px; padding: 14px 18px; }
        /* The expanded island's regions as iOS places them: leading and trailing along the edges beside the
           TrueDepth camera, as wide as their content and running on below it; the
           center below the camera, in the width between them; the bottom below all three, the whole width. A region
           is laid out at its cell's width (as the Lock Screen card's is): a region as narrow as its content gave a
           row's views equal shares of too little, and a text wrapped where iOS has room (the courier's "On The
           Road", Food Truck's "Order 1234"). */
        .island.expanded .top { display: grid; grid-template-columns: auto minmax(0, 1fr) auto;
          grid-template-rows: 22px auto; column-gap: 8px; align-items: start; }
        .island.expanded .top > .leading { grid-area: 1 / 1 / 3 / 2; }
        .island.expanded .top > .center { grid-area: 2 / 2 / 3 / 3; justify-self: center; }
        .island.expanded .top > .trailing { grid-area: 1 / 3 / 3 / 4; justify-self: end; }
        .island.expanded .region { display: flex; min-width: 0; }
        .island.expanded .region > .wr-region { display: flex; flex: 1 1 auto; min-width: 0; }
        </style>
        """
}
