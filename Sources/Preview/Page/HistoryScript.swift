/// The history strip's script: one mark per stored run of the document, newest on the
/// right, loaded from the server a page at a time as the strip scrolls back. Clicking or
/// dragging over the marks shows each run's screen read-only (see `PageScript`'s
/// `window.workbench`); the arrow keys, Home and End step through the runs, Escape goes
/// back to the live app.
enum HistoryScript {
    static let text = #"""
        "use strict";
        (() => {
          const wb = window.workbench;
          const strip = document.getElementById("wb-history");
          const track = document.getElementById("wb-history-track");
          const marks = document.getElementById("wb-history-marks");
          const liveMark = document.getElementById("wb-history-live-mark");
          const countLabel = document.getElementById("wb-history-count");
          const whereLabel = document.getElementById("wb-history-where");
          const movedBadge = document.getElementById("wb-history-moved");
          const gotoButton = document.getElementById("wb-history-goto");
          const liveButton = document.getElementById("wb-history-live");
          const tip = document.getElementById("wb-history-tip");
          const device = document.querySelector(".wb-device");
          const banner = document.getElementById("wb-readonly");
          const screen = document.getElementById("wb-screen");
          const failureLayer = document.getElementById("wb-failure");

          let entries = [];           // the loaded runs, oldest first
          let marksByID = new Map();  // snapshot id -> its mark element
          let hasOlder = false;
          let total = 0;
          let loadingOlder = false;
          let afterOlder = null;      // what to do once the older page is in (Home, stepping back)
          let selected = null;        // the run whose screen is asked for or shown; null: live
          let requested = null;       // {snapshot, at}: the latest selection, awaiting its screen
          let inFlight = false;       // a screen was asked for and has not come
          let movedOn = 0;            // runs stored while a past screen shows
          let dragging = false;

          // Click-to-screen and page times in milliseconds, newest last: what
          // docs/performance.md reports.
          window.workbenchScrubTimings = [];
          window.workbenchPageTimings = [];
          let pageAskedAt = null;

          // ---------- Messages ----------

          wb.handlers.subscribed = () => {
            reset();
            askPage(undefined);
          };

          wb.handlers.history = (message) => {
            if (message.document !== wb.documentName()) return;
            strip.hidden = !message.available;
            if (pageAskedAt !== null) window.workbenchPageTimings.push(performance.now() - pageAskedAt);
            pageAskedAt = null;
            total = message.total;
            hasOlder = message.hasOlder;
            loadingOlder = false;
            const first = entries.length === 0;
            const older = message.entries.filter((entry) => !marksByID.has(entry.snapshot)).reverse();
            // Older runs go on the left; what was in view stays in view.
            const fromRight = track.scrollWidth - track.scrollLeft;
            marks.prepend(...older.map(markFor));
            entries = older.concat(entries);
            track.scrollLeft = first ? track.scrollWidth : track.scrollWidth - fromRight;
            showCount();
            const then = afterOlder;
            afterOlder = null;
            if (then) then();
            // A strip wider than its marks cannot be scrolled back: it fills itself.
            else if (hasOlder && track.scrollWidth <= track.clientWidth) loadOlder(null);
          };

          wb.handlers.mark = (message) => {
            const entry = message.entry;
            if (message.document !== wb.documentName() || marksByID.has(entry.snapshot)) return;
            const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 8;
            entries.push(entry);
            marks.append(markFor(entry));
            total += 1;
            if (selected !== null) movedOn += 1;
            if (atEnd) track.scrollLeft = track.scrollWidth;
            showCount();
            showWhere();
          };

          wb.handlers.snapshot = (message) => {
            inFlight = false;
            if (message.document !== wb.documentName() || selected === null) return;
            // Dragging asks faster than screens come: only the latest selection is shown.
            if (requested && requested.snapshot !== message.snapshot) return askScreen(requested.snapshot);
            wb.readOnly = true;
            device.classList.add("wb-scrubbing");
            wb.showSnapshot(message.html, message.failure);
            for (const id of message.changed) {
              const element = screen.querySelector('[data-id="' + CSS.escape(id) + '"]');
              if (element) element.classList.add("wb-changed");
            }
            if (message.crash) addCrashTools(message.snapshot);
            gotoButton.disabled = !message.restorable;
            if (requested) {
              const milliseconds = performance.now() - requested.at;
              window.workbenchScrubTimings.push(milliseconds);
              strip.dataset.latency = milliseconds.toFixed(1);
              requested = null;
            }
            strip.dataset.shown = String(message.snapshot);
            showWhere();
          };

          wb.handlers.live = (message) => {
            if (message.document !== wb.documentName()) return;
            selected = null;
            requested = null;
            movedOn = 0;
            wb.readOnly = false;
            device.classList.remove("wb-scrubbing");
            delete strip.dataset.shown;
            showSelection();
            showWhere();
          };

          wb.handlers.tool = (message) => {
            const result = failureLayer.querySelector('.wb-tool-result[data-tool="' + message.tool + '"]');
            if (!result || message.snapshot !== selected) return;
            result.querySelector("h3").textContent = message.headline;
            result.querySelector("pre").textContent = message.text;
            result.classList.remove("wb-busy");
          };

          function reset() {
            entries = [];
            marksByID = new Map();
            marks.replaceChildren();
            hasOlder = false;
            loadingOlder = false;
            afterOlder = null;
            selected = null;
            requested = null;
            inFlight = false;
            movedOn = 0;
            wb.readOnly = false;
            device.classList.remove("wb-scrubbing");
            showSelection();
            showWhere();
          }

          // ---------- Selecting runs ----------

          function select(snapshot) {
            if (snapshot === null) return goLive();
            selected = snapshot;
            requested = { snapshot, at: performance.now() };
            showSelection();
            if (!inFlight) askScreen(snapshot);
          }

          function askScreen(snapshot) {
            inFlight = true;
            wb.send({ type: "scrub", snapshot });
          }

          function goLive() {
            if (selected === null) return;
            selected = null;
            requested = null;
            showSelection();
            wb.send({ type: "live" });
          }

          function indexOf(snapshot) {
            return entries.findIndex((entry) => entry.snapshot === snapshot);
          }

          function step(by) {
            if (entries.length === 0) return;
            const next = (selected === null ? entries.length : indexOf(selected)) + by;
            if (next >= entries.length) return goLive();
            if (next >= 0) return select(entries[next].snapshot);
            if (hasOlder) loadOlder(() => step(by));
          }

          function oldest() {
            if (hasOlder) return loadOlder(oldest);
            if (entries.length > 0) select(entries[0].snapshot);
          }

          function loadOlder(then) {
            if (!hasOlder || entries.length === 0) return;
            if (then) afterOlder = then;
            if (loadingOlder) return;
            loadingOlder = true;
            askPage(entries[0].snapshot);
          }

          function askPage(before) {
            pageAskedAt = performance.now();
            wb.send({ type: "history", before });
          }

          track.addEventListener("scroll", () => { if (track.scrollLeft < 160) loadOlder(null); });

          gotoButton.addEventListener("click", () => {
            if (selected !== null) wb.send({ type: "goto", snapshot: selected });
          });
          liveButton.addEventListener("click", goLive);
          movedBadge.addEventListener("click", goLive);
          liveMark.addEventListener("click", goLive);

          document.addEventListener("keydown", (event) => {
            if (strip.hidden || event.altKey || event.ctrlKey || event.metaKey) return;
            if (event.target.closest && event.target.closest("input, textarea, select, [contenteditable]")) return;
            switch (event.key) {
              case "ArrowLeft": step(-1); break;
              case "ArrowRight": step(1); break;
              case "Home": oldest(); break;
              case "End": if (entries.length > 0) select(entries[entries.length - 1].snapshot); break;
              case "Escape": goLive(); break;
              default: return;
            }
            event.preventDefault();
          });

          // Pressing on a mark selects it; dragging selects the mark under the pointer.
          marks.addEventListener("pointerdown", (event) => {
            const mark = event.target.closest(".wb-mark");
            if (!mark || event.button !== 0) return;
            dragging = true;
            marks.setPointerCapture(event.pointerId);
            hideTip();
            select(Number(mark.dataset.snapshot));
            event.preventDefault();
          });
          marks.addEventListener("pointermove", (event) => {
            if (!dragging) return showTip(event.target.closest(".wb-mark"));
            const box = marks.getBoundingClientRect();
            const mark = document.elementsFromPoint(event.clientX, box.bottom - 4).find((e) => e.classList.contains("wb-mark"));
            if (mark && Number(mark.dataset.snapshot) !== selected) select(Number(mark.dataset.snapshot));
          });
          for (const type of ["pointerup", "pointercancel"]) marks.addEventListener(type, () => { dragging = false; });
          marks.addEventListener("pointerleave", hideTip);

          // ---------- Showing ----------

          function markFor(entry) {
            const mark = document.createElement("span");
            mark.className = "wb-mark wb-kind-" + entry.kind + (entry.crash ? " wb-crash" : "");
            mark.dataset.snapshot = String(entry.snapshot);
            mark.setAttribute("role", "option");
            // Taller for runs that changed more: a busy stretch of history stands out.
            const nodes = entry.nodesChanged;
            const height = entry.crash || nodes === null ? 30 : 8 + Math.min(22, Math.round(5 * Math.log2(1 + nodes)));
            mark.style.height = height + "px";
            marksByID.set(entry.snapshot, mark);
            return mark;
          }

          function showSelection() {
            for (const mark of marks.querySelectorAll(".wb-selected")) mark.classList.remove("wb-selected");
            liveMark.classList.toggle("wb-selected", selected === null);
            const mark = selected === null ? liveMark : marksByID.get(selected);
            if (mark) {
              mark.classList.add("wb-selected");
              mark.setAttribute("aria-selected", "true");
              mark.scrollIntoView({ block: "nearest", inline: "nearest" });
            }
            liveButton.disabled = selected === null;
            if (selected === null) gotoButton.disabled = true;
          }

          function showWhere() {
            const entry = selected === null ? null : entries[indexOf(selected)];
            whereLabel.textContent = entry ? "#" + entry.snapshot + " · " + entry.kind + " · " + clock(entry.time) : "Live";
            banner.hidden = !entry;
            if (entry) banner.textContent = "Snapshot #" + entry.snapshot + " · " + clock(entry.time) + " · read-only";
            movedBadge.hidden = movedOn === 0;
            movedBadge.textContent = "live app moved on: +" + movedOn + " run" + (movedOn === 1 ? "" : "s");
          }

          function showCount() {
            countLabel.textContent = total.toLocaleString("en-US") + " run" + (total === 1 ? "" : "s") +
              (entries.length < total ? " (" + entries.length.toLocaleString("en-US") + " loaded)" : "");
          }

          function clock(milliseconds) {
            return new Date(milliseconds).toLocaleTimeString([], { hour12: false });
          }

          function describe(entry) {
            const lines = ["#" + entry.snapshot + " · " + entry.kind + " · " + clock(entry.time)];
            if (entry.kind === "tap") lines.push("tap on " + entry.tapped + " → " + entry.detail);
            else if (entry.kind === "action") lines.push("action " + entry.detail);
            else if (entry.kind === "binding") lines.push(entry.detail + " written");
            if (entry.files.length > 0) lines.push(entry.files.join(", ") + (entry.kind === "load" ? " read" : " saved"));
            const nodes = entry.nodesChanged === null ? "nothing rendered"
              : entry.nodesChanged + " node" + (entry.nodesChanged === 1 ? "" : "s") + " changed";
            lines.push(nodes + " · " + entry.milliseconds.toFixed(1) + " ms");
            if (entry.crash) lines.push("crash: " + (entry.problem || "the run failed"));
            return lines;
          }

          function showTip(mark) {
            if (!mark) return hideTip();
            const entry = entries[indexOf(Number(mark.dataset.snapshot))];
            if (!entry) return hideTip();
            tip.replaceChildren(...describe(entry).map((line) => {
              const div = document.createElement("div");
              div.textContent = line;
              if (line.startsWith("crash: ")) div.className = "wb-tip-crash";
              return div;
            }));
            tip.hidden = false;
            const box = mark.getBoundingClientRect();
            tip.style.left = Math.max(4, Math.min(box.left - 8, window.innerWidth - tip.offsetWidth - 4)) + "px";
            tip.style.top = Math.max(4, box.top - tip.offsetHeight - 8) + "px";
          }

          function hideTip() {
            tip.hidden = true;
          }

          // A crash's screen offers to replay it and to find the edit that introduced it;
          // their reports appear under the trace.
          function addCrashTools(snapshot) {
            const box = failureLayer.querySelector(".wb-failure");
            if (!box) return;
            const tools = document.createElement("div");
            tools.className = "wb-crash-tools";
            for (const [tool, label, busy] of [["replay", "Replay", "Replaying…"], ["bisect", "Bisect", "Bisecting…"]]) {
              const result = document.createElement("section");
              result.className = "wb-tool-result";
              result.dataset.tool = tool;
              result.hidden = true;
              result.append(document.createElement("h3"), document.createElement("pre"));
              const button = document.createElement("button");
              button.type = "button";
              button.textContent = label;
              button.dataset.tool = tool;
              button.addEventListener("click", () => {
                result.hidden = false;
                result.classList.add("wb-busy");
                result.querySelector("h3").textContent = busy;
                result.querySelector("pre").textContent = "";
                wb.send({ type: tool, snapshot });
              });
              tools.append(button);
              box.append(result);
            }
            box.insertBefore(tools, box.querySelector(".wb-tool-result"));
          }
        })();

        """#
}
