extension HTMLStylesheet {
    /// The rendering modes: WidgetKit removes the container background in `accented`
    /// and `vibrant`, and the card gets the mode's own backdrop.
    static let modes = #"""
        .wr-mode-accented {
          --wr-primary: var(--wr-muted); --wr-secondary: rgba(255,255,255,.45); --wr-tertiary: rgba(255,255,255,.25);
          --wr-quaternary: rgba(255,255,255,.15); --wr-fill-1: rgba(255,255,255,.2); --wr-fill-2: rgba(255,255,255,.16);
          --wr-fill-3: rgba(255,255,255,.12); --wr-fill-4: rgba(255,255,255,.08); --wr-separator: rgba(255,255,255,.25);
          --wr-tint: var(--wr-accent); --wr-toggle-on: var(--wr-accent);
          background: color-mix(in srgb, var(--wr-accent) 22%, rgba(28,28,32,.88));
        }
        /* Colours are recoloured by the renderer; leaves are also desaturated for what CSS cannot recolour (emoji). */
        .wr-mode-accented .wr-content :is(.wr-text, .wr-symbol) { filter: grayscale(1); }
        .wr-mode-accented .wr-content :is(.wr-accentable, .wr-arm-accented, .wr-arm-accentedDesaturated, .wr-arm-fullColor) :is(.wr-text, .wr-symbol),
        .wr-mode-accented .wr-content :is(.wr-text, .wr-symbol):is(.wr-accentable, .wr-arm-accented, .wr-arm-accentedDesaturated,
          .wr-arm-fullColor) { filter: none; }
        .wr-mode-vibrant {
          --wr-primary: #fff; --wr-secondary: rgba(255,255,255,.6); --wr-tertiary: rgba(255,255,255,.3);
          --wr-quaternary: rgba(255,255,255,.18); --wr-accent: #fff; --wr-tint: #fff; --wr-toggle-on: rgba(255,255,255,.55);
          --wr-fill-1: rgba(255,255,255,.22); --wr-fill-2: rgba(255,255,255,.16); --wr-fill-3: rgba(255,255,255,.12);
          --wr-fill-4: rgba(255,255,255,.08); --wr-separator: rgba(255,255,255,.3);
          background: rgba(255,255,255,.14); border: 1px solid rgba(255,255,255,.22);
          -webkit-backdrop-filter: blur(18px) saturate(1.4); backdrop-filter: blur(18px) saturate(1.4);
        }
        .wr-mode-vibrant .wr-content { filter: grayscale(1); }
        .wr-mode-vibrant :is(.wr-button-prominent, .wr-toggle-button.wr-on) { color: #000; }
        .wr-family-accessoryInline:is(.wr-mode-vibrant, .wr-mode-accented) { background: transparent; border: 0;
          -webkit-backdrop-filter: none; backdrop-filter: none; }

        """#
}
