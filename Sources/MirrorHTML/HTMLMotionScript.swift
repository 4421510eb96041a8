extension HTMLRenderer {
    /// Transitions and animations played in the browser when an update patches a card that is
    /// shown (SwiftUI's `contentTransition`, `transition`, `animation(_:value:)`, marked on the
    /// elements by ``mark(_:with:)`` and ``name(of:)``): `wrMotionBefore` reads a marked element
    /// before the patch, `wrMotionAfter` plays what changed, `wrInserted` a marked element the
    /// update inserted. Nothing plays for people who ask for reduced motion
    /// (`prefers-reduced-motion`). Every play (or skip) is noted in `window.wrPlayed`, the last 100.
    public static let motionScript = #"""
        window.wrPlayed = [];
        const wrDurations = { default: 0.35, linear: 0.35, easeIn: 0.35, easeOut: 0.35, easeInOut: 0.35, spring: 0.5, bouncy: 0.5, smooth: 0.5, snappy: 0.3 };
        const wrEasings = { default: "ease-in-out", linear: "linear", easeIn: "ease-in", easeOut: "ease-out", easeInOut: "ease-in-out",
          spring: "cubic-bezier(0.2, 1.2, 0.4, 1)", bouncy: "cubic-bezier(0.3, 1.5, 0.5, 1)", smooth: "cubic-bezier(0.25, 0.1, 0.25, 1)",
          snappy: "cubic-bezier(0.2, 0.9, 0.3, 1)" };
        function wrPlay(element, kind, keyframes, seconds, easing) {
          const reduced = !!(window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches);
          window.wrPlayed.push({ kind: kind, text: element.textContent, reduced: reduced });
          if (window.wrPlayed.length > 100) window.wrPlayed.shift();
          if (reduced || !element.animate) return;
          element.animate(keyframes, { duration: Math.max(0, Math.min(seconds, 10)) * 1000, easing: easing });
        }
        // What a marked element shows before a patch turns `from` into `to` (null: nothing to play).
        function wrMotionBefore(from, to) {
          if (from.nodeType !== 1 || to.nodeType !== 1) return null;
          if (!to.hasAttribute("data-wr-content-transition") && !to.hasAttribute("data-wr-animation-value")) return null;
          return { text: from.textContent, value: from.getAttribute("data-wr-animation-value"), numeric: from.getAttribute("data-wr-numeric-value") };
        }
        // After the patch: the content transition if the text changed, the animation if its value did.
        function wrMotionAfter(element, before) {
          if (!before) return;
          const content = element.getAttribute("data-wr-content-transition");
          if (content && content !== "identity" && element.textContent !== before.text) {
            if (content === "numericText") {
              const numeric = element.getAttribute("data-wr-numeric-value");
              const down = numeric !== null && before.numeric !== null ? Number(numeric) < Number(before.numeric) : element.hasAttribute("data-wr-counts-down");
              wrPlay(element, down ? "numericText down" : "numericText up",
                     [{ transform: `translateY(${down ? "-0.6em" : "0.6em"})`, opacity: 0 }, { transform: "none", opacity: 1 }], 0.35, "ease-out");
            } else {
              wrPlay(element, "opacity", [{ opacity: 0 }, { opacity: 1 }], 0.35, "ease-in-out");
            }
          }
          const value = element.getAttribute("data-wr-animation-value");
          if (value !== null && before.value !== null && value !== before.value) {
            const [curve, given] = (element.getAttribute("data-wr-animation") || "default").split(" ");
            const seconds = given !== undefined ? Number(given) : (wrDurations[curve] || 0.35);
            wrPlay(element, "animation " + curve, [{ opacity: 0.4, transform: "scale(0.96)" }, { opacity: 1, transform: "none" }],
                   seconds, wrEasings[curve] || "ease-in-out");
          }
        }
        // A node an update inserted into a card or strip already shown: the transitions marked in it.
        function wrInserted(node) {
          if (node.nodeType !== 1) return;
          const offsets = { top: "translateY(-100%)", bottom: "translateY(100%)", leading: "translateX(-100%)", trailing: "translateX(100%)" };
          const marked = node.matches("[data-wr-transition]") ? [node] : Array.from(node.querySelectorAll("[data-wr-transition]"));
          for (const element of marked) {
            const name = element.getAttribute("data-wr-transition"), [kind, edge] = name.split("-");
            const keyframes = kind === "opacity" ? [{ opacity: 0 }, { opacity: 1 }]
              : kind === "scale" ? [{ transform: "scale(0.5)", opacity: 0 }, { transform: "none", opacity: 1 }]
              : kind === "slide" ? [{ transform: offsets.leading }, { transform: "none" }]
              : kind === "move" || kind === "push" ? [{ transform: offsets[edge] || offsets.bottom, opacity: kind === "push" ? 0 : 1 }, { transform: "none", opacity: 1 }]
              : null;
            if (keyframes) wrPlay(element, "transition " + name, keyframes, 0.35, "ease-out");
          }
        }
        """#
}
