extension HTMLStylesheet {
    /// Buttons, toggles, links, progress bars and gauges.
    static let controls = #"""
        .wr-widget button, .wr-widget a { font: inherit; color: inherit; text-decoration: none; margin: 0; }
        .wr-button { display: inline-flex; align-items: center; justify-content: center; gap: .3em; border: 0;
          padding: 6px 12px; border-radius: 999px; cursor: pointer; color: var(--wr-tint);
          background: color-mix(in srgb, var(--wr-tint) 15%, transparent); }
        .wr-button-plain { background: none; padding: 0; color: inherit; }
        .wr-button-borderless { background: none; padding: 0; }
        .wr-button-prominent { background: var(--wr-tint); color: #fff; }
        .wr-toggle { display: inline-flex; align-items: center; gap: 8px; border: 0; padding: 0; background: none;
          cursor: pointer; text-align: start; }
        .wr-toggle-switch { justify-content: space-between; }
        .wr-switch { flex: none; position: relative; width: 40px; height: 24px; border-radius: 12px; background: var(--wr-fill-1); }
        .wr-knob { position: absolute; top: 2px; left: 2px; width: 20px; height: 20px; border-radius: 50%; background: #fff;
          box-shadow: 0 1px 3px rgba(0,0,0,.3); }
        .wr-on .wr-switch { background: var(--wr-toggle-on); }
        .wr-on .wr-knob { transform: translateX(16px); }
        .wr-toggle-button { padding: 6px 12px; border-radius: 999px; background: var(--wr-fill-2); }
        .wr-toggle-button.wr-on { background: var(--wr-tint); color: #fff; }
        .wr-checkbox { flex: none; box-sizing: border-box; width: 1em; height: 1em; border: 2px solid currentColor; border-radius: 4px; }
        .wr-on .wr-checkbox { background: var(--wr-tint); border-color: var(--wr-tint); }
        .wr-check { color: var(--wr-tint); }
        .wr-off .wr-check { color: var(--wr-secondary); }
        .wr-link { display: inline-flex; align-items: center; gap: .3em; cursor: pointer; }
        .wr-disabled { cursor: not-allowed; }
        .wr-progress { display: flex; flex-direction: column; gap: 4px; min-width: 40px; }
        .wr-bar { display: block; align-self: stretch; height: 4px; min-width: 40px; border-radius: 2px; overflow: hidden;
          background: var(--wr-fill-1); }
        .wr-bar-fill { display: block; height: 100%; border-radius: inherit; background: var(--wr-tint); }
        .wr-spinner { display: inline-block; align-self: center; box-sizing: border-box; width: 20px; height: 20px;
          border-radius: 50%; border: 2.5px solid var(--wr-fill-1); border-top-color: currentColor;
          animation: wr-spin 1s linear infinite; }
        .wr-gauge { display: flex; flex-direction: column; align-items: center; gap: 4px; }
        .wr-gauge-linear { align-items: stretch; min-width: 40px; }
        .wr-gauge-labels { display: flex; justify-content: space-between; gap: 8px; font-size: .8em; }
        .wr-ring { position: relative; display: grid; place-items: center; width: 56px; height: 56px; flex: none; }
        .wr-ring::before { content: ""; position: absolute; inset: 0; border-radius: 50%;
          background: conic-gradient(var(--wr-tint) var(--wr-fraction, 0%), var(--wr-fill-1) 0);
          -webkit-mask: radial-gradient(farthest-side, transparent calc(100% - 6px), #000 calc(100% - 5.5px));
          mask: radial-gradient(farthest-side, transparent calc(100% - 6px), #000 calc(100% - 5.5px)); }
        .wr-ring-center { position: relative; max-width: 70%; font-size: .75em; text-align: center; }
        /* .gaugeStyle(.accessoryCircular): an arc of 280°, open at the bottom, filled to the value
           (.accessoryCircularCapacity keeps the whole ring). */
        .wr-gauge-style-accessoryCircular .wr-ring::before, .wr-gauge-style-circular .wr-ring::before {
          background: conic-gradient(from 220deg, var(--wr-tint) calc(var(--wr-fraction, 0%) * 0.7778), var(--wr-fill-1) 0 77.78%, transparent 0); }
        .wr-gauge-label { font-size: .7em; }
        .wr-family-accessoryCircular .wr-ring { width: 64px; height: 64px; }
        /* In a Live Activity's island regions a circular progress is a small ring the height of the
           compact island's content, as on iOS; its label is for assistive technology only. */
        .wr-region .wr-progress-circular { gap: 0; }
        .wr-region .wr-progress-circular .wr-ring { width: 24px; height: 24px; }
        .wr-region .wr-progress-circular .wr-ring::before {
          -webkit-mask: radial-gradient(farthest-side, transparent calc(100% - 3.5px), #000 calc(100% - 3px));
          mask: radial-gradient(farthest-side, transparent calc(100% - 3.5px), #000 calc(100% - 3px)); }
        .wr-region .wr-progress-circular .wr-ring-center { font-size: .6em; }
        /* So in an accessory circle (the Lock Screen's and the watch's): the ring fills it, the
           current value inside, the label for assistive technology only. */
        .wr-region .wr-progress-circular > .wr-gauge-label,
        .wr-family-accessoryCircular .wr-progress-circular > .wr-gauge-label { position: absolute; width: 1px; height: 1px; overflow: hidden;
          clip-path: inset(50%); white-space: nowrap; }

        """#
}
