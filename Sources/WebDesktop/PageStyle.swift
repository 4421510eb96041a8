import MirrorHTML
extension PageAssets {
    /// The desktop around the widgets: wallpaper, header, menu-bar strip, cards,
    /// badges, the sheet (gallery and editor) and the toast.
    static let style = #"""
        :root { color-scheme: dark; --wr-accent: #0a84ff; }
        * { box-sizing: border-box; }
        body { margin: 0; min-height: 100vh; font-family: "WR Emoji", "DejaVu Sans", sans-serif; color: #f2f2f7;
          background: radial-gradient(circle at 20% 10%, #3a4a7a 0%, #1d2238 45%, #10121c 100%); }
        .wr-header { display: flex; align-items: center; gap: 14px; padding: 10px 20px; background: rgba(0,0,0,.35); }
        .wr-header h1 { font-size: 16px; margin: 0; font-weight: 700; }
        .wr-status { font-size: 13px; }
        .wr-status-reachable { color: #30d158; } .wr-status-syncing { color: #ffd60a; } .wr-status-unreachable { color: #ff453a; }
        .wr-locked-badge { color: #bf5af2; font-size: 13px; } .wr-quarantine { color: #ffd60a; font-size: 13px; }
        .wr-spacer { flex: 1; }
        .wr-tool, .wr-sheet button { font: inherit; font-size: 13px; color: #fff; background: rgba(255,255,255,.14); border: 1px solid rgba(255,255,255,.2);
          border-radius: 8px; padding: 5px 12px; cursor: pointer; }
        .wr-tool:hover, .wr-sheet button:hover { background: rgba(255,255,255,.24); }
        button:focus-visible, a:focus-visible, [tabindex]:focus-visible, summary:focus-visible { outline: 3px solid var(--wr-accent); outline-offset: 2px; }
        .wr-strip { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 10px; padding: 8px 20px; min-height: 44px;
          background: rgba(0,0,0,.55); backdrop-filter: blur(12px); font-size: 13px; }
        .wr-activity { background: #000; border-radius: 22px; padding: 4px 12px; max-width: 420px; }
        .wr-activity[open] { border-radius: 28px; padding: 10px 14px; }
        .wr-activity { box-shadow: 0 0 0 1.5px var(--wr-keyline, transparent); }
        /* The Dynamic Island and the menu bar are dark: their regions draw in white. */
        .wr-activity .wr-region, .wr-control .wr-region { color: #fff; background: none; }
        /* The Lock Screen card: the lock screen's width, its corners what a ContainerRelativeShape follows; the
           view draws edge to edge (iOS adds no margins there; a stale activity is not dimmed: the view shows it). */
        .wr-lock-screen .wr-region { color: #1c1c1e; background: var(--wr-activity-tint, rgba(255,255,255,.85)); border-radius: 22px;
          width: 364px; box-sizing: border-box; overflow: hidden; --wr-region-radius: 22px; }
        .wr-island-expanded .wr-region, .wr-island-compact .wr-region { --wr-region-radius: 14px; }
        .wr-island-compact { display: flex; gap: 14px; align-items: center; cursor: pointer; list-style: none; min-height: 28px; }
        .wr-island-compact::-webkit-details-marker { display: none; }
        .wr-island-expanded { display: grid; grid-template-columns: auto 1fr auto; gap: 6px 10px; margin: 8px 0; }
        .wr-island-bottom { grid-column: 1 / -1; }
        .wr-lock-screen { margin-top: 6px; }
        .wr-control { display: inline-flex; align-items: center; gap: 8px; font: inherit; color: #fff; background: rgba(255,255,255,.12);
          border: 1px solid rgba(255,255,255,.15); border-radius: 18px; padding: 4px 12px; cursor: pointer; }
        .wr-control.wr-on { background: var(--wr-accent); }
        /* Strip labels (a control's, a Live Activity's compact island) keep to one line of a bounded width and end in an
           ellipsis: a long label from a phone cuts short instead of running over its neighbours. */
        .wr-control { max-width: 18em; min-width: 0; overflow: hidden; }
        .wr-control > *, .wr-island-compact > * { min-width: 0; flex: 0 1 auto; }
        .wr-control-title { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
        .wr-control-label { display: flex; overflow: hidden; }
        .wr-island-compact { min-width: 0; overflow: hidden; }
        :is(.wr-control, .wr-island-compact) .wr-region { max-width: 100%; min-width: 0; overflow: hidden; }
        :is(.wr-control, .wr-island-compact) .wr-region :is(.wr-content, .wr-stack, .wr-label, .wr-box, .wr-frame, .wr-text) { min-width: 0; max-width: 100%; }
        :is(.wr-control, .wr-island-compact) .wr-region .wr-text { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
        .wr-widgets { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 22px; padding: 24px; }
        .wr-phone { flex-basis: 100%; display: flex; flex-wrap: wrap; align-items: baseline; gap: 12px; margin-top: 6px;
          padding-bottom: 6px; border-bottom: 1px solid rgba(255,255,255,.15); }
        .wr-phone:not(:first-child) { margin-top: 18px; }
        .wr-phone-name { font-size: 15px; margin: 0; font-weight: 700; overflow-wrap: anywhere; }
        .wr-phone-fingerprint { font: 12px ui-monospace, monospace; opacity: .7; }
        .wr-strip-phone { font-size: 10px; opacity: .75; margin-right: 6px; max-width: 10em; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
        .wr-phone-choices { display: flex; flex-direction: column; gap: 10px; min-width: 280px; }
        .wr-phone-choice { display: flex; flex-direction: column; align-items: flex-start; gap: 2px; padding: 10px 14px; text-align: left; }
        .wr-phone-choice small { font: 11px ui-monospace, monospace; opacity: .7; }
        .wr-card { display: flex; flex-direction: column; gap: 6px; }
        /* The mode switch (DisplayMode): StandBy, Night Mode and CarPlay are black screens; the Lock Screen a wallpaper. */
        .wr-modes { display: inline-flex; gap: 4px; }
        .wr-mode[aria-pressed=true] { background: var(--wr-accent); border-color: var(--wr-accent); }
        body:is([data-mode=standBy], [data-mode=nightMode], [data-mode=carPlay]) .wr-widgets { background: #000; }
        body[data-mode=nightMode] .wr-widgets { color: #ff453a; }
        /* StandBy (and Night Mode, StandBy in the dark): the phone on its side, charging — a landscape screen whose halves
           are two Smart Stacks of small widgets, one widget of each in sight, the next row scrolled to as a swipe does.
           What StandBy does not show (other families, phone names, the cards' bars) is not on it. */
        body:is([data-mode=standBy], [data-mode=nightMode]) .wr-widgets { display: grid; grid-template-columns: 1fr 1fr; grid-auto-rows: 100%;
          gap: 0; align-items: center; justify-items: center; box-sizing: border-box; width: 844px; height: 390px; margin: 28px auto; padding: 0;
          border-radius: 52px; box-shadow: 0 0 0 10px #1c1c1e, 0 0 0 12px #3a3a3c; overflow-y: auto; scroll-snap-type: y mandatory; scrollbar-width: none; }
        /* StandBy's clock view (the header's Widgets | Clock, arrow keys, a sideways swipe): the same landscape screen
           holds only the time, large, by the clock of the phone whose widget leads StandBy; white, and red in Night Mode.
           StandBy's photos view is not drawn. */
        .wr-standby-views { display: inline-flex; gap: 4px; }
        .wr-standby-view[aria-pressed=true] { background: var(--wr-accent); border-color: var(--wr-accent); }
        .wr-standby-clock { display: none; color: #fff; }
        body:is([data-mode=standBy], [data-mode=nightMode])[data-standby-view=clock] .wr-widgets > .wr-card { display: none; }
        body:is([data-mode=standBy], [data-mode=nightMode])[data-standby-view=clock] .wr-widgets > .wr-phone:has(.wr-standby-clock) { display: contents; }
        body:is([data-mode=standBy], [data-mode=nightMode])[data-standby-view=clock] .wr-phone > :not(.wr-standby-clock) { display: none; }
        body:is([data-mode=standBy], [data-mode=nightMode])[data-standby-view=clock] .wr-standby-clock { display: flex; flex-direction: column;
          align-items: center; justify-content: center; gap: 6px; grid-column: 1 / -1; grid-row: 1; width: 100%; height: 100%; }
        .wr-standby-time { font-size: 200px; font-weight: 700; line-height: .9; letter-spacing: -6px; font-variant-numeric: tabular-nums; }
        .wr-standby-date { order: -1; font-size: 24px; font-weight: 600; opacity: .75; }
        body[data-mode=nightMode] .wr-standby-clock { color: #d21d14; }
        /* CarPlay: the car's wide screen, its widgets side by side a page at a time, scrolled sideways. */
        body[data-mode=carPlay] .wr-widgets { display: grid; grid-auto-flow: column; grid-auto-columns: calc((100% - 48px) / 3); grid-template-rows: 100%;
          gap: 24px; align-items: center; justify-items: center; box-sizing: border-box; width: 900px; height: 340px; margin: 28px auto; padding: 0 24px;
          border-radius: 24px; box-shadow: 0 0 0 10px #1c1c1e; overflow-x: auto; scroll-snap-type: x mandatory; scrollbar-width: none; }
        body:is([data-mode=standBy], [data-mode=nightMode], [data-mode=carPlay]) .wr-widgets > :is(.wr-phone, .wr-lock-activities),
        body:is([data-mode=standBy], [data-mode=nightMode], [data-mode=carPlay]) .wr-card:has(.wr-display-absent),
        body:is([data-mode=standBy], [data-mode=nightMode], [data-mode=carPlay]) .wr-card-bar { display: none; }
        body:is([data-mode=standBy], [data-mode=nightMode]) .wr-widgets > .wr-card { scroll-snap-align: start; }
        body[data-mode=carPlay] .wr-widgets > .wr-card { scroll-snap-align: start; }
        /* The Lock Screen: a phone's screen on its wallpaper — the date line, the inline widget, the time, the accessory row,
           the Live Activities at the bottom (no Home Screen widget: an iPhone never shows one there); the clock of the
           phone whose accessory widget comes first (PageFragments.lockScreenClockOwner); no cards' bars or names. */
        body[data-mode=lockScreen] .wr-widgets { flex-wrap: wrap; justify-content: center; align-content: flex-start; gap: 12px; box-sizing: border-box;
          width: 430px; min-height: 800px; margin: 28px auto; padding: 48px 14px 28px; border-radius: 56px; box-shadow: 0 0 0 10px #1c1c1e, 0 0 0 12px #3a3a3c; }
        body[data-mode=lockScreen] :is(.wr-phone, .wr-lock-clock) { display: contents; }
        body[data-mode=lockScreen] .wr-phone > :not(.wr-lock-clock, .wr-lock-activities),
        body[data-mode=lockScreen] :is(.wr-card:has(.wr-display-absent), .wr-card-bar) { display: none; }
        .wr-lock-clock { display: none; }
        .wr-lock-date, .wr-lock-time { order: 0; flex-basis: 100%; text-align: center; color: rgba(255,255,255,.92); }
        .wr-lock-date { font-size: 19px; font-weight: 600; }
        body[data-mode=lockScreen] .wr-card:has(.wr-family-accessoryInline) { order: 1; flex-basis: 100%; align-items: center; margin-top: -8px; }
        .wr-lock-time { order: 2; font-size: 92px; font-weight: 700; line-height: 1; letter-spacing: -2px; font-variant-numeric: tabular-nums; }
        body[data-mode=lockScreen] .wr-card:has(:is(.wr-family-accessoryCircular, .wr-family-accessoryRectangular)) { order: 3; }
        body[data-mode=lockScreen] .wr-widgets::after { content: ""; order: 4; flex-basis: 100%; }  /* the accessory row ends */
        body[data-mode=lockScreen] .wr-lock-activities { order: 6; flex-basis: 100%; margin-top: 24px; }
        /* Night Mode turns everything on the screen red, the page's own header and menu bar too. */
        body[data-mode=nightMode] { background: #000; }
        body[data-mode=nightMode] :is(#wr-header, #wr-strip) { filter: grayscale(1) sepia(1) saturate(12) hue-rotate(-50deg) brightness(.75); }
        body[data-mode=lockScreen] .wr-widgets { background: linear-gradient(160deg, #1f3b52, #3b3162); }
        /* The watch's page: the watch's screen (black, rounded, in its bezel) is the page's widget area. The face
           (inline complication, time, corners, circulars) fills it; the Smart Stack's cards are below the face on
           the same screen, scrolled to as the Digital Crown scrolls to them on watchOS 10, one card at a time. */
        .wr-layout-watch .wr-widgets { flex-direction: column; flex-wrap: nowrap; align-items: center; gap: 12px; box-sizing: border-box;
          width: 396px; height: 484px; margin: 36px auto; padding: 0 0 24px; border-radius: 96px; background: #000;
          box-shadow: 0 0 0 10px #1c1c1e, 0 0 0 12px #3a3a3c; overflow-y: auto; overscroll-behavior: contain;
          scroll-snap-type: y mandatory; scrollbar-width: none; }
        .wr-layout-watch .wr-watch { flex: none; scroll-snap-align: start; }
        .wr-watch-face { position: relative; width: 396px; height: 484px; box-sizing: border-box;
          display: flex; flex-direction: column; align-items: center; padding: 70px 24px 24px; }
        .wr-watch-inline { min-height: 26px; color: #fff; }
        .wr-watch-time { font-size: 64px; font-weight: 200; color: #fff; letter-spacing: -2px; margin: 6px 0 14px; font-variant-numeric: tabular-nums; }
        .wr-watch-corner { position: absolute; }
        .wr-watch-corner-0 { left: 18px; top: 18px; } .wr-watch-corner-1 { right: 18px; top: 18px; }
        .wr-watch-corner-2 { left: 18px; bottom: 18px; } .wr-watch-corner-3 { right: 18px; bottom: 18px; }
        .wr-watch-circulars { display: flex; gap: 12px; justify-content: center; margin-top: auto; margin-bottom: 12px; }
        .wr-watch-hint { color: rgba(235,235,245,.6); font-size: 12px; margin-bottom: 4px; }
        .wr-complication .wr-face { border-radius: 50%; cursor: pointer; }
        .wr-stack-card { flex: none; width: 348px; box-sizing: border-box; align-items: center; padding: 4px 0; scroll-snap-align: center; }
        /* The screen is drawn at twice a 45 mm watch's points (198 × 242): a card's widget at that scale spans it. */
        .wr-stack-card .wr-face { cursor: pointer; zoom: 2; }
        .wr-stack-small .wr-region { color: #fff; background: #000; border-radius: 18px; padding: 8px; }
        .wr-lock-activities { flex-basis: 100%; display: flex; flex-wrap: wrap; gap: 12px; }
        .wr-card-mode { font: inherit; font-size: 12px; color: #fff; background: rgba(255,255,255,.12); border: 1px solid rgba(255,255,255,.2);
          border-radius: 6px; padding: 1px 4px; }
        .wr-face { position: relative; border-radius: 22px; }
        .wr-face[role=link] { cursor: pointer; }
        .wr-card-stale .wr-face { filter: grayscale(.7) brightness(.8); }
        .wr-card-bar { display: flex; align-items: center; gap: 6px; font-size: 12px; color: rgba(255,255,255,.75); padding: 0 6px; }
        .wr-card-title { flex: 1; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
        .wr-card-tool { font: inherit; background: none; border: none; color: rgba(255,255,255,.6); cursor: pointer; padding: 2px 4px; }
        .wr-card-tool:hover { color: #fff; }
        .wr-badge { border-radius: 6px; padding: 1px 6px; font-size: 11px; }
        .wr-badge-pending { background: rgba(10,132,255,.35); } .wr-badge-stale { background: rgba(255,69,58,.45); }
        .wr-card-message { max-width: 364px; font-size: 12px; color: #fff; background: rgba(255,69,58,.85); border-radius: 8px; padding: 4px 8px; }
        .wr-card-problem { max-width: 364px; font-size: 12px; color: #1c1c1e; background: #ffd60a; border-radius: 8px; padding: 4px 8px; }
        .wr-empty { color: rgba(255,255,255,.7); }
        .wr-empty-face { width: 170px; height: 170px; display: grid; place-items: center; background: rgba(255,255,255,.08); border-radius: 22px; }
        .wr-toast { position: fixed; bottom: 20px; left: 50%; transform: translate(-50%, 40px); opacity: 0; transition: all .2s;
          background: rgba(40,40,44,.95); padding: 8px 16px; border-radius: 10px; font-size: 14px; pointer-events: none; }
        .wr-toast-shown { opacity: 1; transform: translate(-50%, 0); }
        .wr-toast-error { background: rgba(200,40,40,.95); }
        .wr-callout { position: absolute; z-index: 30; max-width: 340px; padding: 7px 12px; border-radius: 10px; font-size: 13px;
          background: rgba(24,26,36,.96); color: #fff; box-shadow: 0 6px 20px rgba(0,0,0,.35); pointer-events: none; }
        .wr-offline { position: fixed; top: 0; left: 0; right: 0; background: #ff453a; color: #fff; text-align: center; padding: 6px; font-size: 14px; }
        .wr-sheet { max-width: 90vw; max-height: 85vh; overflow: auto; color: #f2f2f7; background: #1c1c1e; border: 1px solid #3a3a3c; border-radius: 16px; padding: 20px; }
        .wr-sheet::backdrop { background: rgba(0,0,0,.5); }
        .wr-sheet h2 { margin-top: 0; font-size: 18px; }
        .wr-gallery { display: flex; flex-direction: column; gap: 18px; }
        .wr-gallery-kind h3 { margin: 0 0 4px; font-size: 15px; } .wr-gallery-kind p { margin: 0 0 8px; font-size: 13px; color: #aeaeb2; }
        .wr-gallery-previews { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-end; }
        .wr-sheet .wr-gallery-choice { display: flex; flex-direction: column; align-items: center; gap: 4px; background: none; border: 2px solid transparent; padding: 4px; }
        .wr-sheet .wr-gallery-choice:hover { border-color: var(--wr-accent); background: none; }
        .wr-gallery-preview { display: block; pointer-events: none; }  /* sized by GalleryHTML: the family's size × previewScale */
        .wr-gallery-scaled { display: block; width: max-content; transform-origin: top left; }  /* scaled inline by GalleryHTML.previewScale */
        .wr-gallery-family { font-size: 11px; color: #aeaeb2; }
        .wr-author-previews { display: flex; flex-direction: column; gap: 14px; }
        .wr-author-preview { margin: 0; } .wr-author-preview figcaption { font-size: 13px; color: #aeaeb2; margin-bottom: 6px; }
        .wr-author-preview-frames { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
        .wr-author-preview-frame { display: flex; flex-direction: column; align-items: center; gap: 4px; }
        .wr-author-preview-frame time { font-size: 11px; color: #aeaeb2; }
        .wr-island { background: #000; color: #fff; border-radius: 22px; padding: 6px 14px; }
        .wr-editor { display: flex; flex-direction: column; gap: 12px; min-width: 320px; }
        .wr-field { display: flex; flex-direction: column; gap: 4px; font-size: 13px; }
        .wr-field select, .wr-field input { font: inherit; padding: 6px; border-radius: 6px; border: 1px solid #48484a; background: #2c2c2e; color: #fff; }
        .wr-editor-buttons { display: flex; gap: 8px; justify-content: flex-end; }
        .wr-sheet .wr-primary { background: var(--wr-accent); border-color: var(--wr-accent); }
        .wr-page-offline .wr-widgets { opacity: .6; }
        """#
}
