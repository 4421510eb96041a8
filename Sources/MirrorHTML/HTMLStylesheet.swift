/// The CSS of ``HTMLRenderer``'s fragments: the widget card, layout and text.
/// (Controls and values are in `controls`, rendering modes in `modes`.)
enum HTMLStylesheet {
    static let base = #"""
        @font-face { font-family: "Material Icons"; font-style: normal; font-weight: 400; font-display: block;
          src: local("Material Icons"), url("\#(HTMLRenderer.iconFontPath)") format("truetype"); }
        /* Emoji in colour, as iOS draws them. DejaVu has black-and-white glyphs for some (the emoticons block) and
           would be chosen first; this face, asked before it, covers the emoji blocks and the characters whose default
           presentation is emoji, so a text-default symbol (✓, ☆, ©) keeps the text face unless it asks for the
           emoji one with U+FE0F (❤️), which this face covers. */
        @font-face { font-family: "WR Emoji"; src: local("Noto Color Emoji"), local("NotoColorEmoji");
          unicode-range: U+1F000-1FAFF, U+200D, U+FE0F, U+E0020-E007F, U+231A-231B, U+23E9-23EC, U+23F0, U+23F3, U+25FD-25FE,
            U+2614-2615, U+2648-2653, U+267F, U+2693, U+26A1, U+26AA-26AB, U+26BD-26BE, U+26C4-26C5, U+26CE, U+26D4, U+26EA,
            U+26F2-26F3, U+26F5, U+26FA, U+26FD, U+2705, U+270A-270B, U+2728, U+274C, U+274E, U+2753-2755, U+2757, U+2795-2797,
            U+27B0, U+27BF, U+2B1B-2B1C, U+2B50, U+2B55; }
        .wr-page { margin: 0; padding: 24px; display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start;
          background: linear-gradient(135deg, #46507a, #7b6a92); font-family: "WR Emoji", "DejaVu Sans", sans-serif; }
        .wr-widget {
          --wr-accent: \#(CSSColor.system(.systemBlue)); --wr-tint: var(--wr-accent);
          --wr-toggle-on: \#(CSSColor.system(.systemGreen)); --wr-muted: rgba(255,255,255,.62);
          --wr-primary: #000; --wr-secondary: rgba(60,60,67,.6); --wr-tertiary: rgba(60,60,67,.3); --wr-quaternary: rgba(60,60,67,.18);
          --wr-fill-1: rgba(120,120,128,.2); --wr-fill-2: rgba(120,120,128,.16); --wr-fill-3: rgba(120,120,128,.12);
          --wr-fill-4: rgba(120,120,128,.08); --wr-separator: rgba(60,60,67,.29); --wr-fg: var(--wr-primary);
          position: relative; display: flex; flex-direction: column; box-sizing: border-box; overflow: hidden; flex: none;
          font-family: "WR Emoji", "DejaVu Sans", "Noto Color Emoji", sans-serif; font-size: 17px; line-height: 1.2; font-weight: 400; text-align: start;
          color: var(--wr-fg); background: #fff; border-radius: 22px; -webkit-font-smoothing: antialiased;
        }
        /* The dark colour scheme (ArchiveAppearance): iOS's dark label, fill and system colours on its dark card. */
        .wr-widget.wr-dark {
          --wr-accent: \#(CSSColor.system(.systemBlue, dark: true));
          --wr-toggle-on: \#(CSSColor.system(.systemGreen, dark: true)); --wr-primary: #fff; --wr-secondary: rgba(235,235,245,.6);
          --wr-tertiary: rgba(235,235,245,.3); --wr-quaternary: rgba(235,235,245,.16); --wr-fill-1: rgba(120,120,128,.36);
          --wr-fill-2: rgba(120,120,128,.32); --wr-fill-3: rgba(118,118,128,.24); --wr-fill-4: rgba(116,116,128,.18);
          --wr-separator: rgba(84,84,88,.65); background: #1c1c1e;
        }
        /* isLuminanceReduced: the dimmed Always-On look, as iOS dims a widget on a sleeping display. */
        .wr-widget.wr-luminance-reduced { filter: brightness(.6) saturate(.7); }
        /* A Live Activity region is drawn on what holds it (the Lock Screen's card, the island), in either scheme. */
        .wr-widget.wr-region { display: inline-flex; border-radius: 0; background: transparent; }
        .wr-family-accessoryCircular, .wr-family-accessoryCorner { border-radius: 50%; }
        .wr-family-accessoryRectangular { border-radius: 12px; }
        .wr-family-accessoryInline { border-radius: 0; background: transparent; }
        .wr-family-accessoryCircular, .wr-family-accessoryCorner, .wr-family-accessoryRectangular, .wr-family-accessoryInline { font-size: 13px; }
        .wr-background { position: absolute; inset: 0; display: flex; flex-direction: column; }
        .wr-background > * { flex: 1 1 auto; align-self: stretch; }
        .wr-content { position: relative; flex: 1 1 auto; display: flex; flex-direction: column; align-items: center;
          justify-content: center; box-sizing: border-box; width: 100%; min-width: 0; min-height: 0; }
        .wr-text { display: block; white-space: pre-wrap; overflow-wrap: break-word; }
        .wr-line-limit { display: -webkit-box; -webkit-box-orient: vertical; overflow: hidden; }
        .wr-invalid { color: #ff9500; font-size: .8em; }
        /* Where a mirror cut a phone's text short (TextBudget): the mark after the ellipsis. */
        .wr-cut { color: #ff9500; font-size: .8em; margin-left: .15em; }
        .wr-cut-badge { position: absolute; right: 8px; bottom: 8px; z-index: 2; font-size: 11px; line-height: 1.3; color: #1c1c1e;
          background: #ffb340; border-radius: 6px; padding: 1px 6px; white-space: nowrap; }
        .wr-stack { display: flex; }
        .wr-vstack { flex-direction: column; }
        .wr-hstack { flex-direction: row; }
        /* A row divides its width as SwiftUI's HStack does: each view is offered an equal share and takes
           what it needs of it (its widest, max-content), the flexible ones (inline flex, 1000) share what is left,
           and spacers (flex 1) take only what none of them wants. */
        .wr-hstack > *, .wr-hstack > .wr-group > * { flex: 1000 1 0; max-width: max-content; }
        .wr-hstack > .wr-grow, .wr-hstack > .wr-group > .wr-grow { max-width: none; }
        /* Texts wrap before their neighbours are squeezed, as SwiftUI offers the least flexible views their size first. */
        .wr-hstack > .wr-text { flex-shrink: 8; }
        .wr-zstack { display: grid; }
        .wr-zstack > *, .wr-zstack > .wr-group > *, .wr-zstack > .wr-group > .wr-group > * { grid-area: 1 / 1; }
        /* Layers paint in their order, as SwiftUI's: a layer that clips (clip-path) or fades paints as a layer of its
           own, above plain boxes, so every layer does (positioned, without a stacking context of its own, so a blend
           mode still mixes with the layers below). At no weight, for a box's own position to win. */
        :where(.wr-zstack > *, .wr-zstack > .wr-group > *, .wr-zstack > .wr-group > .wr-group > *) { position: relative; }
        .wr-group { display: contents; }
        /* Grid: columns as wide as their widest cell; a view outside a row spans them all. */
        .wr-grid { display: grid; }
        .wr-grid > .wr-divider { min-width: 0; }
        /* A custom Layout: each subview at the frame the phone placed it in. */
        .wr-placed { position: relative; display: block; flex: none; }
        .wr-placed-child { position: absolute; display: flex; flex-direction: column; align-items: flex-start; justify-content: flex-start; }
        /* The phone estimated the text's width (IdealSize): a line keeps its words together where the page's glyphs are wider. */
        .wr-placed-child .wr-text { white-space: nowrap; }
        .wr-box { display: flex; flex-direction: column; }
        .wr-frame { display: flex; flex-direction: row; }
        /* A text offered a frame narrower than its longest word wraps inside it (between characters when it must),
           as SwiftUI's does: it never draws past the frame onto its neighbours. */
        .wr-frame > .wr-text { min-width: 0; }
        /* …but a date or timer text keeps to one line, cut at the frame's edge as SwiftUI truncates it (the courier's
           compact island: a 40-point frame for a title-sized timer). */
        .wr-frame > .wr-text.wr-date { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
        /* A zero-sized frame is a point (the kit's `.position(x:y:)`: the view centred on it, moved there): its view
           is drawn at its own size around it, not squeezed into no width (Stats' donut centre, one letter a line). */
        .wr-point > * { flex: none; max-width: none; min-width: max-content; }
        /* A text is never wider than the column, layer or card it is in: a word longer than the line breaks
           between characters, as SwiftUI's does (LoopCaregiver's "AppGroups?" in a 76-point circle). */
        .wr-content > .wr-text, .wr-vstack > .wr-text, .wr-zstack > .wr-text, .wr-backed > .wr-text { max-width: 100%; }
        .wr-spacer { display: block; flex: 1 1 0; }
        .wr-color { display: block; min-width: 0; min-height: 0; }
        .wr-shape { display: block; box-sizing: border-box; min-width: 0; min-height: 0; }
        /* A shape filled with the foreground: a gradient foregroundStyle fills it too. */
        .wr-fg-fill { background-image: var(--wr-fg-paint, none); }
        .wr-shape-ellipse, .wr-shape-circle { border-radius: 50%; }
        /* A path drawn over its box (SVGPath), strokes past its edge shown as in SwiftUI. */
        .wr-shape-path { position: relative; }
        .wr-shape-path > .wr-path { position: absolute; inset: 0; width: 100%; height: 100%; overflow: visible; }
        .wr-shape-capsule { border-radius: 9999px; }
        .wr-shape-container-relative { border-radius: var(--wr-container-radius, 0px); }
        /* A ContainerRelativeShape's corners: the widget's, less the content margin inside it. */
        .wr-widget { --wr-container-radius: 22px; }
        .wr-widget > .wr-content { --wr-container-radius: 6px; }
        .wr-family-accessoryRectangular { --wr-container-radius: 12px; }
        .wr-family-accessoryRectangular > .wr-content { --wr-container-radius: 10px; }
        .wr-family-accessoryCircular, .wr-family-accessoryCircular > .wr-content,
        .wr-family-accessoryCorner, .wr-family-accessoryCorner > .wr-content { --wr-container-radius: 50%; }
        .wr-family-accessoryInline, .wr-family-accessoryInline > .wr-content { --wr-container-radius: 0px; }
        /* A Live Activity region: the corners of what holds it (the page's Lock Screen card, the island). */
        .wr-region, .wr-region > .wr-content { --wr-container-radius: var(--wr-region-radius, 0px); }
        .wr-shape-box { display: grid; place-items: center; min-width: 0; min-height: 0; container-type: size; }
        .wr-shape-box > .wr-shape-circle { width: 100cqmin; height: 100cqmin; }
        .wr-backed { display: grid; place-items: center; }
        .wr-backed > * { grid-area: 1 / 1; }
        .wr-backed > .wr-backdrop { pointer-events: none; }
        /* A backdrop that blurs (a material) paints as a layer of its own: the view stays above it. */
        .wr-backed > :not(.wr-backdrop) { position: relative; }
        .wr-divider { display: block; align-self: stretch; height: 1px; min-width: 8px; background: var(--wr-separator); }
        .wr-divider-vertical { width: 1px; height: auto; min-width: 1px; min-height: 8px; }
        .wr-label { display: inline-flex; align-items: center; gap: .35em; }
        .wr-symbol { display: inline-block; flex: none; line-height: 1; }
        .material-icons { font-family: "Material Icons"; font-weight: normal; font-style: normal; font-size: calc(1.2em * var(--wr-image-scale, 1));
          letter-spacing: normal; text-transform: none; white-space: nowrap; word-wrap: normal; direction: ltr;
          -webkit-font-feature-settings: "liga"; font-feature-settings: "liga"; }
        .wr-symbol-missing { box-sizing: border-box; width: 1.2em; height: 1.2em; border: 1.5px dashed currentColor;
          border-radius: .3em; font-size: .9em; line-height: 1.05em; text-align: center; opacity: .8; }
        .wr-symbol-inline { font-size: 1em; vertical-align: -0.12em; }
        /* .minimumScaleFactor: its lines unwrapped (those its string breaks kept, as SwiftUI keeps them), shrunk
           by the page until the longest fits (PageScript's fit). */
        .wr-min-scale .wr-text, .wr-text.wr-min-scale { white-space: pre; overflow: hidden; text-overflow: ellipsis; max-width: 100%; }
        /* …and the row items holding it may be narrower than the line, so the line is what gives way. */
        .wr-hstack > :has(.wr-min-scale), .wr-hstack > .wr-min-scale { min-width: 0; }
        /* …and a column's or a layer's view holding one is no wider than what it is in: the line shrinks
           instead (a nowrap line would otherwise set the least width of all around it). */
        .wr-vstack > :has(.wr-min-scale), .wr-zstack > :has(.wr-min-scale), .wr-content > :has(.wr-min-scale) { max-width: 100%; min-width: 0; }
        /* .aspectRatio / .scaledToFit on a resizable image: the symbol fills the box it is offered. */
        .wr-aspect { min-width: 0; min-height: 0; max-width: 100%; max-height: 100%; }
        .wr-aspect-image { display: grid; place-items: center; container-type: size; }
        .wr-aspect-image > .material-icons, .wr-aspect-image > .wr-symbol-missing { font-size: 100cqmin; width: 1em; height: 1em; overflow: hidden; }
        .wr-aspect-fill > .material-icons { font-size: 100cqmax; }
        .wr-aspect-fill { overflow: hidden; }
        /* An image's bytes (Image(uiImage:), a catalog image): its size in points, no larger than its box;
           with an aspect ratio (.resizable().scaledToFit()), as large as the box, fitted or filling it. */
        .wr-image { display: block; flex: none; width: var(--wr-w); height: var(--wr-h); max-width: 100%; max-height: 100%;
          object-fit: contain; min-width: 0; min-height: 0; }
        .wr-aspect-image > .wr-image { width: 100%; height: 100%; max-width: none; max-height: none; }
        .wr-aspect-fill > .wr-image { object-fit: cover; }
        .wr-redacted-image { background: currentColor; opacity: .15; border-radius: 4px; }
        .wr-mode-accented .wr-image, .wr-mode-vibrant .wr-image { filter: grayscale(1); }
        .wr-mode-accented .wr-arm-fullColor .wr-image, .wr-mode-accented .wr-image.wr-arm-fullColor { filter: none; }
        .wr-redacted { opacity: .35; letter-spacing: -.05em; user-select: none; }
        .wr-redacted-symbol { width: 1.1em; height: 1.1em; border-radius: .25em; background: currentColor; opacity: .3; }
        .wr-pending { position: relative; opacity: .55; }
        .wr-pending::after { content: ""; position: absolute; inset: 0; pointer-events: none; border-radius: 4px;
          background: linear-gradient(100deg, transparent 20%, rgba(255,255,255,.6) 50%, transparent 80%);
          background-size: 200% 100%; animation: wr-shimmer 1.4s linear infinite; }
        @keyframes wr-shimmer { from { background-position: 150% 0; } to { background-position: -50% 0; } }
        @keyframes wr-spin { to { transform: rotate(360deg); } }
        @media (prefers-reduced-motion: reduce) { .wr-pending::after, .wr-spinner { animation: none; } }

        """#
}
