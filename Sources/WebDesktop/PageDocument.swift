import MirrorHTML
/// The page's static parts: the document, its script and its own style (the widgets'
/// style is ``MirrorHTML/HTMLRenderer/stylesheet``).
enum PageAssets {
    /// The document of `layout`'s page: empty regions the first frame fills.
    static func document(_ layout: PageLayout) -> String {
        document.replacingOccurrences(of: "WidgetRelay · Desktop", with: "WidgetRelay · \(layout.title)")
            .replacingOccurrences(of: "<body>", with: #"<body class="wr-layout-\#(layout.rawValue)">"#)
    }

    /// The desktop's document.
    static let document = #"""
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>WidgetRelay · Desktop</title>
        <link rel="stylesheet" href="/assets/app.css">
        <script src="/assets/app.js" defer></script>
        </head>
        <body>
        <header id="wr-header" class="wr-header"></header>
        <nav id="wr-strip" class="wr-strip" aria-label="Menu bar: Live Activities and controls"></nav>
        <main id="wr-widgets" class="wr-widgets" aria-label="Widgets"></main>
        <div id="wr-toast" class="wr-toast" role="status" aria-live="polite"></div>
        <div id="wr-offline" class="wr-offline" hidden>The connection to desktop-node was lost — reconnecting…</div>
        <dialog id="wr-sheet" class="wr-sheet"><div id="wr-sheet-body"></div></dialog>
        </body>
        </html>
        """#
}
