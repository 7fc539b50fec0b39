/// The preview page's HTML: a toolbar to choose the document, the device screen the
/// rendered views go into, the layers for the error overlay and the inspector, and the
/// history strip docked under them. The content arrives over the WebSocket (see
/// `PageScript` and `HistoryScript`).
enum PageShell {
    /// The page, with the token in the URLs of its stylesheet and script.
    static func html(token: AccessToken) -> String {
        let query = "?token=" + HTMLEscaping.attribute(token.text)
        return #"""
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <!-- The token is in this page's URL: never send it to another site as a referrer. -->
            <meta name="referrer" content="no-referrer">
            <title>Workbench preview</title>
            <link rel="icon" href="data:,">
            <link rel="stylesheet" href="preview.css\#(query)">
            <link rel="stylesheet" href="history.css\#(query)">
            <script src="preview.js\#(query)" defer></script>
            <script src="history.js\#(query)" defer></script>
            </head>
            <body>
            <header class="wb-toolbar">
              <span class="wb-brand">Workbench preview</span>
              <label class="wb-field">Document
                <select id="wb-documents"></select>
              </label>
              <label class="wb-field"><input type="checkbox" id="wb-inspect" checked> Inspector</label>
              <span class="wb-hint">hover to inspect · Alt-click (or ⌘/Ctrl-click) to pin</span>
              <span id="wb-status" class="wb-status" role="status">connecting…</span>
            </header>
            <div id="wb-notices" class="wb-notices" role="status"></div>
            <main class="wb-stage">
              <div class="wb-device">
                <div class="wb-statusbar" aria-hidden="true">9:41</div>
                <div id="wb-readonly" class="wb-readonly" role="status" hidden></div>
                <div id="wb-screen" class="sw-screen sw-axis-v"></div>
                <div id="wb-failure" class="wb-failure-layer" hidden></div>
              </div>
              <aside id="wb-panel" class="wb-panel">
                <button type="button" id="wb-panel-close" class="wb-panel-close" aria-label="Unpin" hidden>×</button>
                <div id="wb-panel-body"></div>
              </aside>
            </main>
            <section id="wb-history" class="wb-history" aria-label="History" hidden>
              <div class="wb-history-bar">
                <span class="wb-history-title">History</span>
                <span id="wb-history-count" class="wb-history-count"></span>
                <span id="wb-history-where" class="wb-history-where">Live</span>
                <button type="button" id="wb-history-moved" class="wb-history-moved" title="Back to the live app" hidden></button>
                <button type="button" id="wb-history-goto" disabled title="Load this run's state into the live app">Go to</button>
                <button type="button" id="wb-history-live" disabled title="Back to the live app (Escape)">Live</button>
                <span class="wb-history-legend" aria-hidden="true">
                  <span class="wb-legend wb-kind-load">load</span><span class="wb-legend wb-kind-reload">reload</span>
                  <span class="wb-legend wb-kind-action">action</span><span class="wb-legend wb-kind-tap">tap</span>
                  <span class="wb-legend wb-kind-binding">binding</span><span class="wb-legend wb-crash">crash</span>
                </span>
              </div>
              <div class="wb-history-row">
                <div id="wb-history-track" class="wb-history-track">
                  <div id="wb-history-marks" class="wb-history-marks" role="listbox" aria-label="Runs, oldest first"></div>
                  <span id="wb-history-live-mark" class="wb-mark-live wb-selected" role="option">Live</span>
                </div>
                <span class="wb-history-keys">← → step · Home End · Esc live</span>
              </div>
            </section>
            <div id="wb-history-tip" class="wb-history-tip" hidden></div>
            <div id="wb-outline" class="wb-outline" hidden></div>
            <div id="wb-hover" class="wb-hover" hidden></div>
            <div id="wb-toast" class="wb-toast" role="alert" hidden></div>
            </body>
            </html>

            """#
    }
}
