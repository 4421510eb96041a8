extension HTMLRenderer {
    /// What a page recomputes in the browser, where only the browser knows: dates as the
    /// clock moves (`wrFormatDate`), text shrunk to fit (`minimumScaleFactor`) and timer
    /// progress moved with the clock (`ProgressView(timerInterval:)`). The desktop's page script calls them at every tick
    /// and frame; a standalone ``page(title:body:)`` fits its text once.
    public static let liveScript = #"""
        // Text(date, style:) as the clock moves: TextRenderer.format's rules (en_US; durations in UTC calendar units).
        function wrDuration(start, end) {
          const shifted = (years, months) => new Date(Date.UTC(start.getUTCFullYear() + years, start.getUTCMonth() + months,
            start.getUTCDate(), start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds(), start.getUTCMilliseconds()));
          let years = end.getUTCFullYear() - start.getUTCFullYear();
          if (shifted(years, 0) > end) years--;
          let months = (end.getUTCFullYear() - start.getUTCFullYear() - years) * 12 + end.getUTCMonth() - start.getUTCMonth();
          if (shifted(years, months) > end) months--;
          let rest = Math.floor((end - shifted(years, months)) / 1000);
          const counts = [years, months, Math.floor(rest / 86400), Math.floor(rest / 3600) % 24, Math.floor(rest / 60) % 60, rest % 60];
          const units = ["year", "month", "day", "hour", "minute", "second"], words = [];
          const first = counts.findIndex((count) => count !== 0);
          if (first < 0) return ["0 seconds"];
          for (let i = first; i < counts.length && counts[i] !== 0; i++) words.push(`${counts[i]} ${units[i]}${counts[i] === 1 ? "" : "s"}`);
          return words;
        }
        function wrFormatDate(date, style, now) {
          const two = (n) => String(n).padStart(2, "0");
          if (style.startsWith("interval:")) {
            // Text(timerInterval:pauseTime:countsDown:showsHours:): TimerTextValue's rules.
            const [start, end, pause, down, hours] = style.slice(9).split(":");
            const at = pause === "" ? now / 1000 : Math.min(now / 1000, Number(pause));
            const clamped = Math.min(Math.max(at, Number(start)), Math.max(Number(start), Number(end)));
            const total = Math.floor(Math.max(0, down === "1" ? Math.max(Number(start), Number(end)) - clamped : clamped - Number(start)));
            const h = Math.floor(total / 3600), m = Math.floor(total / 60) % 60;
            if (hours === "1" && h > 0) return `${h}:${two(m)}:${two(total % 60)}`;
            return `${hours === "1" ? m : Math.floor(total / 60)}:${two(total % 60)}`;
          }
          const months = ["January","February","March","April","May","June","July","August","September","October","November","December"];
          const interval = (date - now) / 1000, magnitude = Math.abs(interval);
          const [start, end] = date < now ? [date, now] : [now, date];
          switch (style) {
            case "time": return `${date.getHours() % 12 || 12}:${two(date.getMinutes())} ${date.getHours() < 12 ? "AM" : "PM"}`;
            case "date": return `${months[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
            // A Lock Screen's clock: the time now and its date line, from the phone's clock.
            case "clock": return `${now.getHours() % 12 || 12}:${two(now.getMinutes())}`;
            case "clock-date": return `${["Sunday","Monday","Tuesday","Wednesday","Thursday","Friday","Saturday"][now.getDay()]}, ${months[now.getMonth()]} ${now.getDate()}`;
            case "timer": {
              const s = Math.floor(magnitude), h = Math.floor(s / 3600), m = Math.floor(s / 60) % 60;
              return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${m}:${two(s % 60)}`;
            }
            case "relative": return wrDuration(start, end).slice(0, 2).join(", ");
            default: return (interval >= 0 ? "+" : "-") + wrDuration(start, end)[0];
          }
        }
        // Fitting lays a widget out many times, and the page's clock asks every second: a widget
        // whose text, size and fitted texts are as they were when it was last fitted is left alone.
        const wrFitted = new WeakMap();
        function wrFitKey(widget) {
          return widget.textContent + "|" + widget.clientWidth + "x" + widget.clientHeight + "|"
            + widget.querySelectorAll("[data-wr-size]").length + "|" + widget.querySelectorAll(".wr-text[style]").length;
        }
        function wrFit(root) {
          for (const widget of root.querySelectorAll(".wr-widget")) {
            if (!widget.querySelector(".wr-min-scale") || wrFitted.get(widget) === wrFitKey(widget)) continue;
            wrFitWidget(widget);
            wrFitted.set(widget, wrFitKey(widget));
          }
        }
        function wrFitWidget(root) {
          const texts = [];
          for (const box of root.querySelectorAll(".wr-min-scale")) {
            const minimum = Math.min(1, Math.max(0, Number(box.dataset.minScale) || 1));
            for (const text of box.matches(".wr-text") ? [box] : box.querySelectorAll(".wr-text")) {
              if (texts.some((entry) => entry.text === text)) continue;  // in two nested shrinkable boxes
              // The size it was drawn at (its own font, or the one it inherits), before any fitting.
              if (!text.dataset.wrSize) text.dataset.wrSize = String(parseFloat(getComputedStyle(text).fontSize));
              const size = Number(text.dataset.wrSize);
              text.style.fontSize = size + "px";
              const available = text.clientWidth, needed = text.scrollWidth;
              if (available > 0 && needed > available) text.style.fontSize = (size * Math.max(minimum, available / needed)).toFixed(2) + "px";
              // Any may give way to the height, but one in a box of a set ratio: that box, not the text, sets its size.
              if (!text.closest(".wr-aspect")) texts.push({ text, smallest: size * minimum, fitted: parseFloat(text.style.fontSize) });
            }
          }
          // A widget whose content is taller than the widget: its shrinkable texts shrink together, as SwiftUI offers them less height.
          for (const content of root.querySelectorAll(".wr-widget > .wr-content")) {
            const inside = texts.filter((entry) => content.contains(entry.text));
            const style = getComputedStyle(content);
            const available = content.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
            for (let round = 0; inside.length > 0 && round < 12; round++) {
              const needed = wrExtent(content);
              if (needed <= available + 0.5) break;
              const ratio = Math.max(0.5, available / needed);
              let shrunk = false;
              for (const { text, smallest } of inside) {
                const size = parseFloat(getComputedStyle(text).fontSize), next = Math.max(smallest, size * ratio);
                if (next < size - 0.05) { text.style.fontSize = next.toFixed(2) + "px"; shrunk = true; }
              }
              if (!shrunk) break;
            }
            // Give back what did not help: a text that does not set the content's height (one
            // beside a taller avatar in a row) grows back toward the size its width allows, as far
            // as the content stays no taller, as SwiftUI leaves a text the height it is offered.
            const limit = Math.max(wrExtent(content), available) + 0.5;
            const bound = () => limit;
            // All together first (a column of them shares what is left), then each on its own.
            const from = inside.map((entry) => parseFloat(getComputedStyle(entry.text).fontSize));
            const grow = (share) => inside.forEach((entry, index) => {
              entry.text.style.fontSize = (from[index] + share * Math.max(0, entry.fitted - from[index])).toFixed(2) + "px";
            });
            grow(1);
            let least = wrExtent(content) > bound() ? 0 : 1, most = 1;
            for (let step = 0; step < 6 && least < 1; step++) {
              const share = (least + most) / 2;
              grow(share);
              if (wrExtent(content) > bound()) most = share; else least = share;
            }
            grow(least);
            for (const entry of inside) {
              let low = parseFloat(getComputedStyle(entry.text).fontSize), high = entry.fitted;
              for (let step = 0; step < 6 && high - low > 0.25; step++) {
                const trial = (low + high) / 2;
                entry.text.style.fontSize = trial.toFixed(2) + "px";
                if (wrExtent(content) > bound()) high = trial; else low = trial;
              }
              entry.text.style.fontSize = low.toFixed(2) + "px";
            }
          }
        }
        // The height of what a box holds, from its first child's top to its last's bottom.
        function wrExtent(box) {
          let top = Infinity, bottom = -Infinity;
          const visit = (element) => {
            for (const child of element.children) {
              if (getComputedStyle(child).display === "contents") { visit(child); continue; }
              const rect = child.getBoundingClientRect();
              top = Math.min(top, rect.top); bottom = Math.max(bottom, rect.bottom);
            }
          };
          visit(box);
          // In the box's own pixels: a preview drawn scaled (the gallery's) measures as its layout does.
          // (offsetHeight is whole pixels: a ratio within 1 % of 1 is no scale, only rounding.)
          const ratio = box.offsetHeight > 0 ? box.getBoundingClientRect().height / box.offsetHeight : 1;
          const scale = ratio > 0 && Math.abs(ratio - 1) >= 0.01 ? ratio : 1;
          return bottom > top ? (bottom - top) / scale : 0;
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
