/// The preview page's script. It renders nothing itself: the server sends HTML (see
/// `HTMLRenderer`), and the script puts it in place, morphing the existing DOM by node id
/// (`data-id`) so that focus, text selection and scroll positions survive every reload.
/// It turns the controls' events into messages (see `ClientMessage`) and drives the
/// inspector and the error overlay.
///
/// It shares a few functions with the history strip's script (`HistoryScript`) as
/// `window.workbench`: `send`, the subscribed document, showing a stored run's screen,
/// `readOnly` (set while that screen shows), and `handlers`, the strip's message handlers.
enum PageScript {
    static let text = #"""
        "use strict";
        (() => {
          const token = new URLSearchParams(location.search).get("token") || "";
          const screen = document.getElementById("wb-screen");
          const failureLayer = document.getElementById("wb-failure");
          const documentsMenu = document.getElementById("wb-documents");
          const statusLine = document.getElementById("wb-status");
          const inspectorSwitch = document.getElementById("wb-inspect");
          const outline = document.getElementById("wb-outline");
          const hoverBox = document.getElementById("wb-hover");
          const panel = document.getElementById("wb-panel");
          const panelBody = document.getElementById("wb-panel-body");
          const toast = document.getElementById("wb-toast");
          const noticeStrip = document.getElementById("wb-notices");

          let socket = null;
          let retryDelay = 250;
          let subscribed = null;   // the document asked for
          let shown = null;        // the document whose render is on screen
          let version = 0;
          let inspections = new Map();   // node id -> {summary, detail}, for what is on screen
          let hovered = null;            // the element under the pointer
          let pinnedID = null;           // the node in the pinned panel

          // What the history strip's script uses.
          const wb = window.workbench = {
            send, showSnapshot, readOnly: false, handlers: {},
            documentName: () => subscribed,
          };

          // ---------- Connection ----------

          function connect() {
            const scheme = location.protocol === "https:" ? "wss://" : "ws://";
            socket = new WebSocket(scheme + location.host + "/ws?token=" + encodeURIComponent(token));
            socket.onopen = () => { retryDelay = 250; setStatus("connected", true); };
            socket.onmessage = (event) => receive(JSON.parse(event.data));
            socket.onclose = () => {
              // The workbench restarted or went away: keep what is shown and try again.
              setStatus("disconnected, reconnecting…", false);
              subscribed = null;
              setTimeout(connect, retryDelay);
              retryDelay = Math.min(retryDelay * 2, 4000);
            };
          }

          function send(message) {
            if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
          }

          function setStatus(text, connected) {
            statusLine.textContent = text;
            statusLine.classList.toggle("wb-connected", connected);
          }

          function receive(message) {
            switch (message.type) {
              case "documents": return showDocumentList(message.names);
              case "render": return message.document === subscribed && showRender(message);
              case "patch": return message.document === subscribed && applyPatches(message);
              case "inspection": return showInspection(message);
              case "error": return showToast(message.message);
              case "notice": return showNotice(message);
              default: return wb.handlers[message.type] && wb.handlers[message.type](message);
            }
          }

          // ---------- Documents ----------

          function wantedDocument(names) {
            const fromHash = decodeURIComponent(location.hash.replace(/^#document=/, ""));
            if (names.includes(fromHash)) return fromHash;
            if (names.includes(subscribed)) return subscribed;
            return names[0];
          }

          function showDocumentList(names) {
            documentsMenu.replaceChildren(...names.map((name) => new Option(name, name)));
            const wanted = wantedDocument(names);
            if (wanted === undefined) return;
            documentsMenu.value = wanted;
            if (wanted !== subscribed) subscribe(wanted);
          }

          function subscribe(name) {
            subscribed = name;
            history.replaceState(null, "", "#document=" + encodeURIComponent(name));
            send({ type: "subscribe", document: name });
            if (wb.handlers.subscribed) wb.handlers.subscribed(name);
          }

          documentsMenu.addEventListener("change", () => subscribe(documentsMenu.value));

          // ---------- Rendering: the server's HTML, morphed in by node id ----------

          function parse(html) {
            const template = document.createElement("template");
            template.innerHTML = html;
            return template.content.firstElementChild;
          }

          function showRender(message) {
            const fresh = parse(message.html);
            const current = screen.firstElementChild;
            if (shown === message.document && current && fresh && current.dataset.id === fresh.dataset.id) {
              morph(current, fresh);
            } else {
              screen.replaceChildren(...(fresh ? [fresh] : []));
              closePanel();
            }
            shown = message.document;
            afterUpdate(message);
          }

          function applyPatches(message) {
            for (const patch of message.patches) {
              const target = screen.querySelector('[data-id="' + CSS.escape(patch.id) + '"]');
              if (!target) {
                // The page and the server disagree: ask for the whole render.
                send({ type: "subscribe", document: subscribed });
                return;
              }
              morph(target, parse(patch.html));
            }
            afterUpdate(message);
          }

          function afterUpdate(message) {
            version = message.version;
            screen.dataset.version = String(version);
            showFailure(message.failure);
            refreshInspector();
          }

          // A stored run's screen (the history strip): replaced whole, the inspector kept.
          function showSnapshot(html, failure) {
            const fresh = parse(html);
            screen.replaceChildren(...(fresh ? [fresh] : []));
            showFailure(failure);
            refreshInspector();
          }

          function refreshInspector() {
            inspections = new Map();
            if (hovered && !hovered.isConnected) hideHover();
            if (hovered) hover(hovered, true);
            if (pinnedID !== null) {
              if (screen.querySelector('[data-id="' + CSS.escape(pinnedID) + '"]')) send({ type: "inspect", id: pinnedID });
              else panelBody.textContent = "Node " + pinnedID + " is no longer in the view.";
            }
          }

          // Makes `from` look like `to`, reusing elements with the same data-id (and
          // unkeyed elements of the same tag in the same place).
          function morph(from, to) {
            if (from.nodeType !== to.nodeType || from.nodeName !== to.nodeName ||
                (from.nodeType === Node.ELEMENT_NODE && from.dataset.id !== to.dataset.id)) {
              from.replaceWith(to);
              return;
            }
            if (from.nodeType !== Node.ELEMENT_NODE) {
              if (from.nodeValue !== to.nodeValue) from.nodeValue = to.nodeValue;
              return;
            }
            for (const { name } of [...from.attributes]) {
              if (!to.hasAttribute(name)) from.removeAttribute(name);
            }
            for (const { name, value } of [...to.attributes]) {
              if (from.getAttribute(name) !== value) from.setAttribute(name, value);
            }
            morphChildren(from, to);
            syncControlState(from, to);
          }

          function morphChildren(from, to) {
            const keyed = new Map();
            for (const child of from.children) {
              if (child.dataset.id !== undefined) keyed.set(child.dataset.id, child);
            }
            let cursor = from.firstChild;
            for (const next of [...to.childNodes]) {
              const key = next.nodeType === Node.ELEMENT_NODE ? next.dataset.id : undefined;
              let match = null;
              if (key !== undefined) {
                match = keyed.get(key) || null;
                keyed.delete(key);
              } else if (cursor && cursor.nodeName === next.nodeName &&
                         !(cursor.nodeType === Node.ELEMENT_NODE && cursor.dataset.id !== undefined)) {
                match = cursor;
              }
              if (match === null) {
                from.insertBefore(next, cursor);
              } else {
                if (match === cursor) cursor = cursor.nextSibling;
                else from.insertBefore(match, cursor);
                morph(match, next);
              }
            }
            while (cursor) {
              const following = cursor.nextSibling;
              cursor.remove();
              cursor = following;
            }
          }

          // Attributes are a control's initial state; what it shows is in its properties.
          function syncControlState(from, to) {
            if (from.tagName === "INPUT") {
              if (from.type === "checkbox") from.checked = to.hasAttribute("checked");
              else syncTypedValue(from, to.getAttribute("value") || "");
            } else if (from.tagName === "SELECT") {
              const selected = [...from.options].findIndex((option) => option.hasAttribute("selected"));
              from.selectedIndex = selected;
            }
          }

          // A field being typed in (or a slider being dragged) gets its own writes back a
          // little later: those echoes must not undo what was typed since. A value the page
          // did not send is the app's own change (a cleared field), and it is shown.
          const sentValues = new Map();   // node id -> values written and not yet echoed

          function syncTypedValue(input, value) {
            const id = input.dataset.node;
            const sent = sentValues.get(id) || [];
            const echo = sent.indexOf(value);
            if (input === document.activeElement && echo >= 0) {
              sent.splice(0, echo + 1);
              return;
            }
            sentValues.delete(id);
            if (input.value !== value) input.value = value;
          }

          function sendTypedValue(input, value) {
            const id = input.dataset.node;
            if (!sentValues.has(id)) sentValues.set(id, []);
            sentValues.get(id).push(input.value);
            send({ type: "write", id, value });
          }

          // ---------- Controls: events become messages naming the node ----------

          function controlOf(target) {
            if (wb.readOnly) return null;
            const control = target.closest("[data-control]");
            if (!control || !screen.contains(control) || control.closest(".sw-disabled")) return null;
            return control;
          }

          // A stored run's screen is read-only: its controls neither change nor take focus
          // (inspecting still works).
          for (const type of ["click", "mousedown", "keydown", "beforeinput"]) {
            screen.addEventListener(type, (event) => { if (wb.readOnly) event.preventDefault(); }, true);
          }

          screen.addEventListener("click", (event) => {
            if (wantsPin(event)) {
              const node = event.target.closest("[data-id]");
              if (node) pin(node.dataset.id);
              event.preventDefault();
              event.stopPropagation();
              return;
            }
            const control = controlOf(event.target);
            if (!control) return;
            const id = control.dataset.node;
            switch (control.dataset.control) {
              case "tap": send({ type: "tap", id }); break;
              case "pop": send({ type: "pop", id }); break;
              case "step": send({ type: "step", id, by: Number(control.dataset.by) }); break;
              case "select":
                if (control.dataset.index !== undefined) send({ type: "select", id, index: Number(control.dataset.index) });
                break;
            }
          }, true);

          screen.addEventListener("change", (event) => {
            const control = controlOf(event.target);
            if (!control) return;
            const id = control.dataset.node;
            switch (control.dataset.control) {
              case "toggle": send({ type: "write", id, value: control.checked }); break;
              case "select": send({ type: "select", id, index: Number(control.value) }); break;
            }
          });

          // Text fields and sliders write as they change, as SwiftUI's bindings do.
          screen.addEventListener("input", (event) => {
            const control = controlOf(event.target);
            if (!control) return;
            if (control.dataset.control === "text") sendTypedValue(control, control.value);
            if (control.dataset.control === "slider") sendTypedValue(control, Number(control.value));
            // A number field writes once what is typed is a number (not while it is "" or "-").
            if (control.dataset.control === "number" && control.value.trim() !== "" && Number.isFinite(Number(control.value))) {
              sendTypedValue(control, Number(control.value));
            }
          });

          // ---------- Error overlay ----------

          function showFailure(html) {
            if (html) {
              failureLayer.innerHTML = html;
              failureLayer.hidden = false;
            } else {
              failureLayer.replaceChildren();
              failureLayer.hidden = true;
            }
          }

          // ---------- Notices: the cold-start check, the scenarios ----------

          // One per kind, replaced by the next of its kind; empty text takes it away.
          function showNotice(message) {
            const old = noticeStrip.querySelector('[data-kind="' + CSS.escape(message.kind) + '"]');
            if (!message.text) { if (old) old.remove(); return; }
            const notice = document.createElement("details");
            notice.className = "wb-notice wb-notice-" + message.level;
            notice.dataset.kind = message.kind;
            const summary = document.createElement("summary");
            summary.textContent = message.text;
            notice.append(summary);
            if (message.detail) {
              const detail = document.createElement("pre");
              detail.textContent = message.detail;
              notice.append(detail);
            }
            if (old) old.replaceWith(notice); else noticeStrip.append(notice);
          }

          let toastTimer = null;
          function showToast(text) {
            toast.textContent = text;
            toast.hidden = false;
            clearTimeout(toastTimer);
            toastTimer = setTimeout(() => { toast.hidden = true; }, 4000);
          }

          // ---------- Inspector ----------

          function wantsPin(event) {
            return event.altKey || event.metaKey || event.ctrlKey;
          }

          screen.addEventListener("mousemove", (event) => {
            if (!inspectorSwitch.checked) return;
            const node = event.target.closest("[data-id]");
            if (node !== hovered) {
              if (node) hover(node, false); else hideHover();
            }
          });
          screen.addEventListener("mouseleave", hideHover);
          screen.addEventListener("scroll", () => hovered && placeHover(hovered), true);
          inspectorSwitch.addEventListener("change", () => { if (!inspectorSwitch.checked) hideHover(); });

          function hover(element, refresh) {
            hovered = element;
            placeHover(element);
            const id = element.dataset.id;
            const known = inspections.get(id);
            if (known) {
              hoverBox.innerHTML = known.summary;
            } else {
              if (!refresh) hoverBox.textContent = element.dataset.type + " " + id;
              send({ type: "inspect", id });
            }
            hoverBox.hidden = false;
          }

          function placeHover(element) {
            const box = element.getBoundingClientRect();
            Object.assign(outline.style, {
              left: box.left + "px", top: box.top + "px", width: box.width + "px", height: box.height + "px",
            });
            outline.hidden = false;
            const below = box.bottom + 6;
            hoverBox.style.left = Math.max(4, box.left) + "px";
            hoverBox.style.top = (below + 60 < window.innerHeight ? below : Math.max(4, box.top - 60)) + "px";
          }

          function hideHover() {
            hovered = null;
            outline.hidden = true;
            hoverBox.hidden = true;
          }

          // The panel is always there (so that pinning does not move the screen), with a
          // hint while nothing is pinned.
          const panelClose = document.getElementById("wb-panel-close");

          function pin(id) {
            pinnedID = id;
            const known = inspections.get(id);
            if (known) panelBody.innerHTML = known.detail;
            else send({ type: "inspect", id });
            panelClose.hidden = false;
          }

          function closePanel() {
            pinnedID = null;
            panelClose.hidden = true;
            panelBody.innerHTML = '<p class="wb-panel-hint">Alt-click (or ⌘/Ctrl-click) a view to pin its props, ' +
              "modifiers, reads and source here.</p>";
          }
          panelClose.addEventListener("click", closePanel);
          closePanel();
          window.addEventListener("resize", () => hovered && placeHover(hovered));

          function showInspection(message) {
            inspections.set(message.id, message);
            if (hovered && hovered.dataset.id === message.id) hoverBox.innerHTML = message.summary;
            if (pinnedID === message.id) panelBody.innerHTML = message.detail;
          }

          connect();
        })();

        """#
}
