import Mirror
import MirrorHTML
extension PageAssets {
    /// The page's script: one WebSocket; frames patch the page in place (a morph keeps
    /// every element whose shape did not change, so a control under the pointer or with
    /// the keyboard focus is never rebuilt); clicks and forms become commands; dates tick.
    static let script = #"""
        "use strict";
        \#(HTMLRenderer.liveScript)
        \#(HTMLRenderer.motionScript)
        (() => {
          const token = new URLSearchParams(location.search).get("token") || "";
          const $ = (id) => document.getElementById(id);
          let socket = null, offset = 0, offsets = {}, ref = 0, retry = 250;
          const waiting = new Map();
          window.wrFrames = 0;

          function connect() {
            socket = new WebSocket(`ws://${location.host}/ws?token=${encodeURIComponent(token)}`);
            socket.onopen = () => { retry = 250; $("wr-offline").hidden = true; document.body.classList.remove("wr-page-offline"); };
            socket.onmessage = (event) => receive(JSON.parse(event.data));
            socket.onclose = () => {
              // A sheet names phones by the slots of this run of desktop-node; a restarted one may give them to others.
              closeSheet();
              $("wr-offline").hidden = false;
              document.body.classList.add("wr-page-offline");
              setTimeout(connect, retry);
              retry = Math.min(retry * 2, 5000);
            };
          }

          function send(command) {
            if (!socket || socket.readyState !== WebSocket.OPEN) { toast("not connected to desktop-node", true); return Promise.resolve(null); }
            command.ref = ++ref;
            socket.send(JSON.stringify(command));
            return new Promise((resolve) => waiting.set(command.ref, resolve));
          }

          function receive(message) {
            if (message.t === "frame") return applyFrame(message);
            if (message.t === "done") {
              const resolve = waiting.get(message.ref);
              waiting.delete(message.ref);
              if (!message.ok && message.message) toast(message.message, true);
              if (resolve) resolve(message);
            }
          }

          function fragment(html) {
            const template = document.createElement("template");
            template.innerHTML = html;
            return template.content;
          }

          // Patches `from` to look like `to`, keeping every node whose kind did not change.
          function morph(from, to) {
            const motion = wrMotionBefore(from, to);
            if (from.nodeType === 1) {
              for (const attribute of Array.from(from.attributes)) {
                if (!to.hasAttribute(attribute.name) && !(attribute.name === "open" && from.tagName === "DETAILS")) from.removeAttribute(attribute.name);
              }
              for (const attribute of Array.from(to.attributes)) {
                if (from.getAttribute(attribute.name) !== attribute.value) from.setAttribute(attribute.name, attribute.value);
              }
            }
            morphChildren(from, to);
            wrMotionAfter(from, motion);
          }

          function morphChildren(from, to) {
            const old = Array.from(from.childNodes), next = Array.from(to.childNodes);
            next.forEach((node, index) => {
              const current = old[index];
              if (!current) { from.appendChild(node); wrInserted(node); return; }
              // Another element, or another item (a strip's Live Activity of another phone, say): replaced, never
              // morphed, so nothing of one item's state (an open panel) passes to another.
              if (current.nodeType !== node.nodeType || current.nodeName !== node.nodeName ||
                  (current.nodeType === 1 && (current.getAttribute("data-element") !== node.getAttribute("data-element") ||
                                              current.getAttribute("data-id") !== node.getAttribute("data-id")))) {
                from.replaceChild(node, current);
                wrInserted(node);
              } else if (current.nodeType === 1) {
                morph(current, node);
              } else if (current.nodeValue !== node.nodeValue) {
                current.nodeValue = node.nodeValue;
              }
            });
            for (let index = next.length; index < old.length; index++) from.removeChild(old[index]);
          }

          function applyFrame(frame) {
            offset = frame.phoneNow - Date.now();
            offsets = {};
            for (const [slot, now] of Object.entries(frame.clocks || {})) offsets[slot] = now - Date.now();
            if (frame.header !== undefined) {
              morphChildren($("wr-header"), fragment(frame.header));
              const modes = $("wr-header").querySelector("[data-page-mode]");
              if (modes) document.body.dataset.mode = modes.dataset.pageMode;
              standByView(document.body.dataset.standbyView || "widgets");
            }
            if (frame.strip !== undefined) morphChildren($("wr-strip"), fragment(frame.strip));
            const main = $("wr-widgets");
            for (const [id, html] of Object.entries(frame.widgets || {})) {
              const card = fragment(html).firstElementChild;
              const existing = main.querySelector(`:scope > [data-id="${CSS.escape(id)}"]`);
              if (existing) morph(existing, card); else main.appendChild(card);
            }
            if (frame.order) {
              const keep = new Set(frame.order);
              for (const card of Array.from(main.children)) if (!keep.has(card.dataset.id)) card.remove();
              frame.order.forEach((id, index) => {
                const card = main.querySelector(`:scope > [data-id="${CSS.escape(id)}"]`);
                if (card && main.children[index] !== card) main.insertBefore(card, main.children[index] || null);
              });
              for (const empty of main.querySelectorAll(":scope > .wr-empty")) empty.remove();
            }
            // A choice the person made is the select's own state, which the `selected` attribute no longer moves.
            for (const select of main.querySelectorAll("select.wr-card-mode")) if (select.value !== select.dataset.mode) select.value = select.dataset.mode;
            tick();
            window.wrFrames++;
          }

          function tick() {
            const now = new Date(Date.now() + offset);
            for (const span of document.querySelectorAll(".wr-date[data-date]")) {
              const slot = phoneOf(span), own = slot !== undefined && offsets[slot] !== undefined ? new Date(Date.now() + offsets[slot]) : now;
              const text = wrFormatDate(new Date(Number(span.dataset.date) * 1000), span.dataset.style, own);
              if (span.textContent !== text) span.textContent = text;
            }
            // Timer bars by the clock of the phone whose card holds them (the first phone's for anything none holds).
            wrProgress(document, now.getTime());
            for (const [slot, slotOffset] of Object.entries(offsets)) {
              for (const holder of document.querySelectorAll(`[data-phone="${CSS.escape(slot)}"]`)) wrProgress(holder, Date.now() + slotOffset);
            }
            wrFit(document);
          }
          setInterval(tick, 1000);

          // StandBy's views (widgets, clock), the page's own: the body says which is shown, the header's
          // buttons which is pressed (a redrawn header is set again); arrow keys and a sideways swipe move.
          function standByView(view) {
            document.body.dataset.standbyView = view;
            for (const button of document.querySelectorAll(".wr-standby-view")) button.setAttribute("aria-pressed", String(button.dataset.view === view));
          }
          const inStandBy = () => document.body.dataset.mode === "standBy" || document.body.dataset.mode === "nightMode";
          let swipe = null;
          $("wr-widgets").addEventListener("pointerdown", (event) => { swipe = inStandBy() ? { x: event.clientX, y: event.clientY } : null; });
          $("wr-widgets").addEventListener("pointerup", (event) => {
            if (!swipe) return;
            const dx = event.clientX - swipe.x, dy = event.clientY - swipe.y;
            swipe = null;
            if (Math.abs(dx) > 60 && Math.abs(dx) > 2 * Math.abs(dy)) standByView(dx < 0 ? "clock" : "widgets");
          });

          let toastTimer = null;
          function toast(text, isError) {
            const box = $("wr-toast");
            box.textContent = text;
            box.classList.toggle("wr-toast-error", !!isError);
            box.classList.add("wr-toast-shown");
            clearTimeout(toastTimer);
            // Hidden, it says nothing: its text is gone once it has faded, so neither a screen reader
            // nor the page still reads an old refusal ("iPhone not reachable") after the phone is back.
            toastTimer = setTimeout(() => {
              box.classList.remove("wr-toast-shown");
              toastTimer = setTimeout(() => { box.textContent = ""; }, 250);
            }, 4000);
          }

          // What opening the app did, said where the person clicked: under the card or complication,
          // for a few seconds (a failure is the toast's, as every refusal is).
          function opened(element, answer) {
            if (!answer || !answer.ok) return;
            const holder = element.closest("[data-target]") || element;
            for (const old of document.querySelectorAll(".wr-callout")) if (old.dataset.for === holder.dataset.id) old.remove();
            const box = document.createElement("div");
            box.className = "wr-callout";
            box.setAttribute("role", "status");
            box.dataset.for = holder.dataset.id || "";
            box.textContent = "↗ " + (answer.message || "opened in the app on the phone");
            const rect = holder.getBoundingClientRect();
            box.style.left = `${Math.max(8, rect.left + window.scrollX)}px`;
            box.style.top = `${rect.bottom + window.scrollY + 6}px`;
            document.body.appendChild(box);
            setTimeout(() => box.remove(), 6000);
          }

          function sheet(html) {
            $("wr-sheet-body").innerHTML = html;
            if (!$("wr-sheet").open) $("wr-sheet").showModal();
            const first = $("wr-sheet-body").querySelector("select, input, button");
            if (first) first.focus();
          }
          function closeSheet() { if ($("wr-sheet").open) $("wr-sheet").close(); }

          // The phone a gallery or editor is for: the slot of its nearest holder.
          function phoneOf(element) {
            const holder = element.closest("[data-phone]");
            return holder ? holder.dataset.phone : undefined;
          }

          function targetOf(element) {
            const holder = element.closest("[data-target]");
            return holder ? { target: holder.dataset.target, id: holder.dataset.id } : null;
          }

          async function act(element) {
            const action = element.dataset.action, where = targetOf(element);
            switch (action) {
              case "button": case "toggle":
                if (where) send({ t: "activate", target: where.target, id: where.id, element: element.dataset.element });
                return;
              case "link":
                if (where) opened(element, await send({ t: "open", target: where.target, id: where.id, element: element.dataset.element, url: element.dataset.url }));
                return;
              case "control": send({ t: "control", id: element.dataset.id }); return;
              case "lock": send({ t: "lock", locked: element.dataset.locked === "true" }); return;
              case "mode": send({ t: "mode", mode: element.dataset.mode }); return;
              case "standby-view": standByView(element.dataset.view); return;
              case "gallery": {
                const answer = await send(element.dataset.phone ? { t: "gallery", phone: element.dataset.phone } : { t: "gallery" });
                if (answer && answer.ok) sheet(answer.html);
                return;
              }
              case "pick": {
                const phone = phoneOf(element);
                if (element.dataset.configurable === "true") {
                  const answer = await send({ t: "editor", kind: element.dataset.kind, family: element.dataset.family, phone });
                  if (answer && answer.ok) sheet(answer.html);
                } else {
                  const answer = await send({ t: "add", kind: element.dataset.kind, family: element.dataset.family, phone });
                  if (answer && answer.ok) { closeSheet(); toast(answer.message || "added"); }
                }
                return;
              }
              case "editor": {
                const answer = await send({ t: "editor", id: where.id });
                if (answer && answer.ok) sheet(answer.html);
                return;
              }
              case "remove":
                sheet(`<h2>Remove this widget?</h2><div class="wr-editor-buttons"><button type="button" data-action="cancel">Keep</button>` +
                      `<button type="button" class="wr-primary" data-action="confirm-remove" data-id="${where.id.replace(/[^A-Za-z0-9_.:\/-]/g, "")}">Remove</button></div>`);
                return;
              case "confirm-remove": {
                const answer = await send({ t: "remove", id: element.dataset.id });
                closeSheet();
                if (answer && answer.ok) toast("removed");
                return;
              }
              case "cancel": closeSheet(); return;
            }
          }

          document.addEventListener("click", (event) => {
            const element = event.target.closest("[data-action]");
            if (element && !element.closest("[inert]")) {
              event.preventDefault();
              act(element);
              return;
            }
            const face = event.target.closest(".wr-face[role=link]");
            if (face) { const where = targetOf(face); if (where) send({ t: "openApp", id: where.id }).then((answer) => opened(face, answer)); }
          });
          document.addEventListener("keydown", (event) => {
            const typing = event.target.closest && event.target.closest("input, select, textarea, dialog");
            if (inStandBy() && !typing && !event.altKey && !event.ctrlKey && !event.metaKey && (event.key === "ArrowRight" || event.key === "ArrowLeft")) {
              event.preventDefault();
              standByView(event.key === "ArrowRight" ? "clock" : "widgets");
              return;
            }
            const face = event.target.closest && event.target.closest(".wr-face[role=link]");
            if (face && event.target === face && (event.key === "Enter" || event.key === " ")) {
              event.preventDefault();
              const where = targetOf(face);
              if (where) send({ t: "openApp", id: where.id }).then((answer) => opened(face, answer));
            }
          });
          document.addEventListener("change", (event) => {
            const select = event.target.closest && event.target.closest("select.wr-card-mode");
            const where = select && targetOf(select);
            if (where) send({ t: "mode", id: where.id, mode: select.value });
          });
          document.addEventListener("submit", async (event) => {
            const form = event.target;
            if (!form.classList.contains("wr-editor")) return;
            event.preventDefault();
            const values = {};
            for (const [name, value] of new FormData(form).entries()) values[name] = String(value);
            const command = form.dataset.instance
              ? { t: "configure", id: form.dataset.instance, values }
              : { t: "add", kind: form.dataset.kind, family: form.dataset.family, phone: form.dataset.phone, values };
            const answer = await send(command);
            if (answer && answer.ok) { closeSheet(); toast(answer.message || "saved"); }
          });

          // For tests and tools that drive the page as a person would, with the answers.
          window.wrSend = send;
          connect();
        })();
        """#
}
