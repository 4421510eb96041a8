extension HTMLRenderer {
    /// What a page recomputes in the browser, where only the browser knows: text shrunk to
    /// fit (`minimumScaleFactor`) and timer progress moved with the clock
    /// (`ProgressView(timerInterval:)`). The desktop's page script calls both at every tick
    /// and frame; a standalone ``page(title:body:)`` fits its text once.
    public static let liveScript = #"""
    function wrFit(root) {
      for (const box of root.querySelectorAll(".wr-min-scale")) {
        const minimum = Math.min(1, Math.max(0, Number(box.dataset.minScale) || 1));
        for (const text of box.matches(".wr-text") ? [box] : box.querySelectorAll(".wr-text")) {
          text.style.fontSize = "";
          const available = text.clientWidth, needed = text.scrollWidth;
          if (available > 0 && needed > available) {
            const size = parseFloat(getComputedStyle(text).fontSize);
            text.style.fontSize = (size * Math.max(minimum, available / needed)).toFixed(2) + "px";
          }
        }
      }
    }
    function wrProgress(root, now) {
      for (const element of root.querySelectorAll(".wr-timer-progress")) {
        const start = Number(element.dataset.start), end = Number(element.dataset.end), seconds = now / 1000;
        let fraction = end > start ? Math.min(1, Math.max(0, (seconds - start) / (end - start))) : 1;
        if (element.dataset.down === "true") fraction = 1 - fraction;
        const percent = String(Math.round(fraction * 1000) / 10);
        const fill = element.querySelector(".wr-bar-fill");
        if (fill) fill.style.width = percent + "%";
        const ring = element.querySelector(".wr-ring");
        if (ring) ring.style.setProperty("--wr-fraction", percent + "%");
        for (const bar of element.querySelectorAll("[aria-valuenow]")) bar.setAttribute("aria-valuenow", percent);
      }
    }
    """#
}
