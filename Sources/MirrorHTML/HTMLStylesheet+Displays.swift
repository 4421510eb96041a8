extension HTMLStylesheet {
    /// The places a page can show widgets as (``DisplayMode``): StandBy, Night Mode and CarPlay
    /// draw on black without the widget's card (the background removed); CarPlay in the dark
    /// appearance's label colours; Night Mode multiplies everything by one red, so white becomes
    /// red and black stays black; the Lock Screen keeps the vibrant material on a wallpaper.
    static let displays = #"""
        .wr-display { display: inline-block; position: relative; vertical-align: top; border-radius: 22px; }
        .wr-display:is(.wr-display-standBy, .wr-display-nightMode, .wr-display-carPlay) { background: #000; }
        .wr-display:is(.wr-display-standBy, .wr-display-nightMode, .wr-display-carPlay) > .wr-widget {
          background: transparent; border: 0; -webkit-backdrop-filter: none; backdrop-filter: none; }
        .wr-display-carPlay > .wr-widget {
          --wr-primary: #fff; --wr-secondary: rgba(235,235,245,.6); --wr-tertiary: rgba(235,235,245,.3); --wr-quaternary: rgba(235,235,245,.18);
          --wr-fill-1: rgba(120,120,128,.36); --wr-fill-2: rgba(120,120,128,.32); --wr-fill-3: rgba(118,118,128,.24);
          --wr-fill-4: rgba(118,118,128,.18); --wr-separator: rgba(84,84,88,.6); --wr-accent: #0a84ff; }
        .wr-display-nightMode { isolation: isolate; border-radius: 0; }
        .wr-display-nightMode::after { content: ""; position: absolute; inset: 0; background: #ff2d20;
          mix-blend-mode: multiply; pointer-events: none; }
        .wr-display-lockScreen { padding: 10px; border-radius: 32px; background: linear-gradient(160deg, #2b5876, #4e4376); }
        .wr-display-absent { width: auto; height: auto; padding: 10px 14px; font-size: 13px; color: #fff;
          background: rgba(255,255,255,.1); border: 1px dashed rgba(255,255,255,.35); border-radius: 14px; }

        """#
}
