/// The preview page's stylesheet: the page around the device (`wb-` classes) and SwiftUI's
/// look for the rendered views (`sw-` classes, see `HTMLRenderer`).
enum PageStylesheet {
    static let text = #"""
        /* ---------- The page ---------- */

        html, body { margin: 0; height: 100%; }
        body {
          background: #e5e5ea;
          font: 13px/1.4 system-ui, -apple-system, "Liberation Sans", "DejaVu Sans", sans-serif;
          color: #1c1c1e;
          display: flex;
          flex-direction: column;
        }
        .wb-toolbar {
          display: flex; align-items: center; gap: 16px; flex-wrap: wrap;
          padding: 8px 16px; background: #fff; border-bottom: 1px solid #d1d1d6;
        }
        .wb-brand { font-weight: 600; }
        .wb-field { display: inline-flex; align-items: center; gap: 6px; }
        .wb-hint { color: #8e8e93; }
        .wb-status { margin-left: auto; color: #8e8e93; }
        .wb-status.wb-connected { color: #248a3d; }
        .wb-stage {
          flex: 1; display: flex; flex-wrap: wrap; justify-content: center; align-items: flex-start;
          gap: 24px; padding: 24px; overflow: auto;
        }

        /* An iPhone-sized screen (393 × 852 points) in a dark bezel. */
        .wb-device {
          position: relative; flex: none; width: 393px; height: 852px;
          border: 12px solid #1c1c1e; border-radius: 56px; overflow: hidden;
          background: #fff; box-shadow: 0 20px 50px rgb(0 0 0 / 0.25);
        }
        .wb-statusbar {
          position: absolute; top: 0; left: 0; right: 0; height: 54px; z-index: 3;
          display: flex; align-items: center; padding-left: 42px;
          font: 600 17px/22px -apple-system, "Liberation Sans", "DejaVu Sans", sans-serif;
          pointer-events: none;
        }
        .wb-no-render { color: #8e8e93; text-align: center; padding: 24px; }

        /* The error overlay: over the last good render, which stays visible underneath. */
        .wb-failure-layer {
          position: absolute; inset: 0; z-index: 4; overflow: auto;
          padding: 60px 12px 12px; box-sizing: border-box;
          background: rgb(242 242 247 / 0.6); backdrop-filter: blur(2px);
        }
        .wb-failure {
          background: #fff; border-left: 4px solid #ff3b30; border-radius: 10px;
          padding: 12px 14px; box-shadow: 0 6px 20px rgb(0 0 0 / 0.18);
        }
        .wb-failure-title { font-size: 15px; margin: 0 0 8px; color: #d70015; }
        .wb-failure-count { font-weight: 400; color: #8e8e93; margin-left: 8px; }
        .wb-diagnostic { margin: 10px 0; }
        .wb-diagnostic-head { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 12px; }
        .wb-location { font-weight: 700; margin-right: 6px; }
        .wb-severity { color: #d70015; font-weight: 700; margin-right: 6px; }
        .wb-severity-warning .wb-severity { color: #b25000; }
        .wb-severity-note .wb-severity { color: #0071a4; }
        .wb-excerpt {
          font: 12px/1.45 ui-monospace, "DejaVu Sans Mono", monospace; white-space: pre; overflow: auto;
          background: #f6f6f8; border-radius: 6px; padding: 8px; margin: 6px 0;
        }
        .wb-notes, .wb-stack { margin: 4px 0; padding-left: 20px; font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 12px; }
        .wb-stack-title { font-size: 12px; color: #636366; }
        .wb-failure-hint { color: #8e8e93; margin: 8px 0 0; }
        /* Warnings of a run that rendered: a card at the foot of the screen; the render above
           stays sharp and usable. */
        .wb-failure-layer:has(> .wb-warnings-only) {
          inset: auto 0 0 0; max-height: 45%; padding: 12px; background: none; backdrop-filter: none; pointer-events: none;
        }
        .wb-warnings-only { pointer-events: auto; border-left-color: #ff9500; }
        .wb-warnings-only .wb-failure-title { color: #b25000; }

        /* The inspector: an outline on the hovered node, a summary by it, a pinned panel. */
        .wb-outline {
          position: fixed; z-index: 10; pointer-events: none;
          border: 2px solid #0a84ff; background: rgb(10 132 255 / 0.08); border-radius: 2px;
        }
        .wb-hover {
          position: fixed; z-index: 11; pointer-events: none; max-width: 420px;
          background: #1c1c1e; color: #fff; border-radius: 6px; padding: 6px 8px;
          font: 12px/1.4 ui-monospace, "DejaVu Sans Mono", monospace; box-shadow: 0 4px 12px rgb(0 0 0 / 0.3);
        }
        .wb-inspect-reads { color: #98989d; }
        .wb-panel {
          position: relative; flex: 0 1 420px; max-height: 852px; overflow: auto; box-sizing: border-box;
          background: #fff; border-radius: 12px; padding: 12px 16px; box-shadow: 0 6px 20px rgb(0 0 0 / 0.12);
        }
        .wb-panel-hint { color: #8e8e93; margin: 0; }
        .wb-panel-close { position: absolute; top: 8px; right: 10px; border: none; background: none; font-size: 20px; cursor: pointer; }
        .wb-inspect-title { margin: 0 0 6px; font-size: 16px; }
        .wb-inspect-section h4 { margin: 12px 0 4px; font-size: 12px; text-transform: uppercase; color: #8e8e93; }
        .wb-inspect-section p, .wb-inspect-section ul { margin: 0; }
        .wb-inspect-section ul { padding-left: 18px; }
        .wb-inspect-section code, .wb-inspect-title code { font: 12px ui-monospace, "DejaVu Sans Mono", monospace; }
        .wb-toast {
          position: fixed; bottom: 16px; left: 50%; transform: translateX(-50%); z-index: 12;
          background: #d70015; color: #fff; padding: 8px 14px; border-radius: 8px; max-width: 80vw;
        }
        .wb-notices { display: flex; flex-direction: column; gap: 4px; padding: 0 16px; }
        .wb-notices:not(:empty) { padding: 8px 16px 0; }
        .wb-notice { border-radius: 8px; padding: 6px 12px; border: 1px solid; background: #fff; }
        .wb-notice summary { cursor: pointer; font-weight: 600; }
        .wb-notice pre { margin: 6px 0 2px; font: 12px/1.45 ui-monospace, "DejaVu Sans Mono", monospace; white-space: pre-wrap; }
        .wb-notice-ok { border-color: #34c759; color: #1d6b32; background: #f0fbf3; }
        .wb-notice-warning { border-color: #ff9f0a; color: #8a4b00; background: #fff8eb; }
        .wb-notice-error { border-color: #ff3b30; color: #a3000c; background: #fff1f0; }

        /* ---------- SwiftUI's look ---------- */

        .sw-screen {
          --sw-font: -apple-system, BlinkMacSystemFont, "SF Pro Text", "Helvetica Neue", "Liberation Sans", "DejaVu Sans", Arial, sans-serif;
          --sw-font-mono: ui-monospace, "SF Mono", "DejaVu Sans Mono", "Liberation Mono", monospace;
          --sw-font-rounded: ui-rounded, "SF Pro Rounded", var(--sw-font);
          --sw-font-serif: ui-serif, "New York", "DejaVu Serif", "Liberation Serif", Georgia, serif;
          --sw-primary: rgb(0 0 0);
          --sw-secondary: rgb(60 60 67 / 0.6);
          --sw-tint: rgb(0 122 255);
          --sw-toggle-tint: rgb(52 199 89);
          --sw-material: rgb(255 255 255 / 0.72);
          position: absolute; inset: 0; box-sizing: border-box;
          /* The safe area: the status bar above, the home indicator below. */
          padding: 54px 0 34px;
          align-items: center; justify-content: center; overflow: hidden;
          font-family: var(--sw-font); font-size: 17px; line-height: 22px; color: var(--sw-primary);
          -webkit-font-smoothing: antialiased;
        }
        .sw-screen * { box-sizing: border-box; }

        /* Stacks and wrappers are flex boxes; their items keep their size and may shrink
           (text wraps), as SwiftUI proposes sizes. */
        .sw-axis-v { display: flex; flex-direction: column; }
        .sw-axis-h { display: flex; flex-direction: row; }
        :is(.sw-axis-v, .sw-axis-h) > * { flex: 0 1 auto; min-width: 0; }
        .sw-wrap { align-items: center; justify-content: center; }

        /* Views that take the room they are offered (lists, shapes, text fields,
           frame(maxWidth: .infinity)...), and every container holding one, fill the axis. */
        .sw-axis-v > :is(.sw-fill-w, :has(.sw-fill-w)):not(.sw-fixed-w) { align-self: stretch; }
        .sw-axis-v > :is(.sw-fill-h, :has(.sw-fill-h)):not(.sw-fixed-h) { flex-grow: 1; min-height: 0; }
        .sw-axis-h > :is(.sw-fill-w, :has(.sw-fill-w)):not(.sw-fixed-w) { flex: 1 1 0; }
        .sw-axis-h > :is(.sw-fill-h, :has(.sw-fill-h)):not(.sw-fixed-h) { align-self: stretch; }
        .sw-zstack > :is(.sw-fill-w, :has(.sw-fill-w)):not(.sw-fixed-w) { justify-self: stretch; }
        .sw-zstack > :is(.sw-fill-h, :has(.sw-fill-h)):not(.sw-fixed-h) { align-self: stretch; }
        .sw-fixed-w, .sw-fixed-h { flex-shrink: 0; }

        .sw-zstack { display: grid; }
        .sw-zstack > * { grid-area: 1 / 1; }
        .sw-group { display: contents; }
        .sw-empty { display: none; }

        .sw-spacer { flex: 1 1 0; }
        .sw-axis-h > .sw-spacer { min-width: var(--sw-spacer-min); }
        .sw-axis-v > .sw-spacer { min-height: var(--sw-spacer-min); }
        .sw-divider { flex: none; align-self: stretch; background: rgb(60 60 67 / 0.29); min-height: 1px; min-width: 1px; }
        .sw-axis-v > .sw-divider { height: 1px; }
        .sw-axis-h > .sw-divider { width: 1px; }

        /* Layers of background(...) and overlay(...): the size of the view, not more. */
        .sw-background, .sw-overlay { position: relative; isolation: isolate; }
        .sw-layer { position: absolute; inset: 0; }
        .sw-layer-behind { z-index: -1; }
        .sw-layer-front { z-index: 1; }
        .sw-overlay > .sw-layer-front:not(.sw-axis-v) { pointer-events: none; }

        .sw-text { white-space: pre-wrap; overflow-wrap: anywhere; }
        :is(.sw-line-limit .sw-text, .sw-text.sw-line-limit) {
          display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: var(--sw-lines); overflow: hidden;
        }

        .sw-symbol { display: inline-flex; align-items: center; justify-content: center; font-size: calc(1em * var(--sw-image-scale, 1)); line-height: 1; }
        .sw-symbol svg { display: block; }
        .sw-resizable svg { width: 100%; height: 100%; }
        .sw-symbol-missing {
          font: 11px/14px var(--sw-font-mono); color: #8e8e93;
          border: 1px dashed #8e8e93; border-radius: 4px; padding: 1px 4px;
        }
        .sw-image-asset {
          display: inline-flex; align-items: center; justify-content: center; min-width: 60px; min-height: 60px;
          background: rgb(120 120 128 / 0.12); color: #8e8e93; font-size: 11px; border-radius: 6px; padding: 4px;
        }
        .sw-label { gap: 8px; align-items: center; }

        .sw-shape { background-color: currentColor; min-width: 0; min-height: 0; }
        .sw-custom-shape { display: block; min-width: 0; min-height: 0; max-width: 100%; overflow: visible; }
        .sw-circle { border-radius: 50%; aspect-ratio: 1; }
        .sw-capsule { border-radius: 9999px; }
        .sw-ellipse { border-radius: 50%; }
        .sw-color { min-width: 0; min-height: 0; }

        .sw-scroll { display: flex; flex-direction: column; overflow: hidden; }
        .sw-scroll-y { overflow-y: auto; }
        .sw-scroll-x { overflow-x: auto; }
        .sw-scroll-content { align-items: center; flex: none; }
        .sw-scroll-y > .sw-scroll-content { width: 100%; }
        .sw-scroll-x:not(.sw-scroll-y) > .sw-scroll-content { width: max-content; height: 100%; }
        .sw-scroll-no-indicators { scrollbar-width: none; }

        /* List and Form: inset grouped, as iOS draws them. */
        .sw-list {
          display: flex; flex-direction: column; overflow-y: auto;
          background: rgb(242 242 247); padding: 0 16px 16px;
        }
        .sw-section { display: flex; flex-direction: column; }
        .sw-list .sw-section { margin-top: 20px; flex: none; }
        .sw-list .sw-section-header {
          font-size: 13px; line-height: 18px; text-transform: uppercase; color: rgb(60 60 67 / 0.6);
          padding: 0 16px 7px;
        }
        .sw-list .sw-section-body { background: #fff; border-radius: 10px; overflow: hidden; }
        .sw-list .sw-list-row { min-height: 44px; padding: 11px 16px; justify-content: center; align-items: flex-start; position: relative; }
        .sw-list .sw-list-row + .sw-list-row::before {
          content: ""; position: absolute; top: 0; left: 16px; right: 0; border-top: 0.5px solid rgb(60 60 67 / 0.29);
        }
        .sw-list .sw-section-footer { font-size: 13px; line-height: 18px; color: rgb(60 60 67 / 0.6); padding: 7px 16px 0; }
        .sw-section:not(.sw-list .sw-section) > .sw-section-header { font-weight: 600; }

        /* NavigationStack: a large title above the content. */
        .sw-nav { display: flex; flex-direction: column; background: #fff; }
        .sw-nav-bar { padding: 0 16px; }
        .sw-nav-toolbar { display: flex; justify-content: flex-end; align-items: center; gap: 16px; min-height: 44px; color: var(--sw-tint); }
        .sw-nav-title { margin: 2px 0 8px; font-size: 34px; line-height: 41px; font-weight: 700; letter-spacing: 0.4px; }
        .sw-nav-back { display: block; margin: 11px 0 0 -8px; padding: 0 8px; border: 0; background: none; color: #007aff; font: inherit; font-size: 17px; cursor: pointer; }
        .sw-nav-inline .sw-nav-title { font-size: 17px; line-height: 22px; font-weight: 600; text-align: center; margin: 11px 0; }
        .sw-nav-content { flex: 1 1 auto; min-height: 0; align-items: center; justify-content: center; }

        /* Controls. */
        .sw-button {
          font: inherit; color: var(--sw-fg, var(--sw-tint)); background: none; border: none; padding: 0; margin: 0;
          cursor: pointer; display: inline-flex; align-items: center; justify-content: center; gap: 6px; text-align: center;
        }
        .sw-button:active { opacity: 0.4; }
        .sw-button-bordered { background: rgb(120 120 128 / 0.12); padding: 7px 14px; border-radius: 8px; }
        .sw-button-prominent { background: var(--sw-tint); color: #fff; padding: 7px 14px; border-radius: 8px; font-weight: 600; }
        .sw-button-plain { color: inherit; }
        .sw-button[disabled], .sw-stepper-button[disabled] { opacity: 0.35; cursor: default; }
        .sw-tappable { cursor: pointer; }
        .sw-disabled { opacity: 0.45; pointer-events: none; }

        .sw-toggle { align-items: center; justify-content: space-between; gap: 12px; cursor: pointer; }
        .sw-control-label { flex: 1 1 auto; gap: 8px; align-items: center; }
        .sw-switch {
          appearance: none; -webkit-appearance: none; flex: none; position: relative; margin: 0; cursor: pointer;
          width: 51px; height: 31px; border-radius: 16px; background: rgb(120 120 128 / 0.16); transition: background 0.2s;
        }
        .sw-switch::before {
          content: ""; position: absolute; top: 2px; left: 2px; width: 27px; height: 27px; border-radius: 50%;
          background: #fff; box-shadow: 0 3px 8px rgb(0 0 0 / 0.15), 0 3px 1px rgb(0 0 0 / 0.06); transition: transform 0.2s;
        }
        .sw-switch:checked { background: var(--sw-toggle-tint); }
        .sw-switch:checked::before { transform: translateX(20px); }

        .sw-textfield { font: inherit; color: inherit; border: none; outline: none; background: transparent; padding: 0; min-width: 0; }
        .sw-textfield::placeholder { color: rgb(60 60 67 / 0.3); }
        .sw-textfield-rounded { border: 1px solid rgb(60 60 67 / 0.2); border-radius: 6px; padding: 5px 8px; background: #fff; }

        .sw-slider { accent-color: var(--sw-tint); min-width: 0; margin: 6px 0; }

        .sw-stepper { align-items: center; justify-content: space-between; gap: 12px; }
        .sw-stepper-buttons { display: inline-flex; flex: none; background: rgb(120 120 128 / 0.12); border-radius: 8px; }
        .sw-stepper-button {
          width: 47px; height: 32px; border: none; background: none; cursor: pointer;
          font: 500 20px/1 var(--sw-font); color: var(--sw-primary);
        }
        .sw-stepper-button + .sw-stepper-button { border-left: 1px solid rgb(60 60 67 / 0.18); }

        .sw-picker-segmented { background: rgb(118 118 128 / 0.12); border-radius: 9px; padding: 2px; gap: 0; }
        .sw-segment {
          flex: 1 1 0; border: none; background: transparent; border-radius: 7px; padding: 6px 8px; cursor: pointer;
          font: 500 13px/18px var(--sw-font); color: var(--sw-primary);
        }
        .sw-segment.sw-selected { background: #fff; font-weight: 600; box-shadow: 0 3px 8px rgb(0 0 0 / 0.12), 0 3px 1px rgb(0 0 0 / 0.04); }
        .sw-tabview { gap: 0; }
        .sw-tab-page { flex: 1 1 auto; gap: 8px; justify-content: center; align-items: center; }
        .sw-tab-bar { border-top: 1px solid rgb(60 60 67 / 0.18); background: rgb(249 249 249 / 0.94); padding: 4px 0 2px; }
        .sw-tab-item {
          flex: 1 1 0; display: flex; flex-direction: column; align-items: center; gap: 2px; border: none; background: transparent;
          cursor: pointer; font: 500 10px/12px var(--sw-font); color: rgb(153 153 153);
        }
        .sw-tab-item.sw-selected { color: var(--sw-tint); }
        .sw-tab-item:disabled { cursor: default; }
        .sw-picker-menu { align-items: center; gap: 12px; }
        .sw-picker-menu > .sw-control-label { display: none; }
        .sw-list .sw-picker-menu { align-self: stretch; }
        .sw-list .sw-picker-menu > .sw-control-label { display: flex; }
        .sw-picker-select { font: inherit; color: var(--sw-tint); border: none; background: transparent; cursor: pointer; }

        .sw-progress { gap: 6px; align-items: stretch; }
        .sw-progress-bar { accent-color: var(--sw-tint); width: 100%; height: 4px; }
        .sw-progress-spinner {
          width: 20px; height: 20px; border-radius: 50%; align-self: center;
          border: 2.5px solid rgb(120 120 128 / 0.25); border-top-color: rgb(120 120 128 / 0.9);
          animation: sw-spin 1s linear infinite;
        }
        @keyframes sw-spin { to { transform: rotate(360deg); } }
        .sw-link { color: var(--sw-tint); cursor: pointer; }
        .sw-navlink { align-items: center; justify-content: space-between; gap: 8px; }
        .sw-navlink-chevron { color: rgb(60 60 67 / 0.3); font-size: 14px; }

        /* What the renderer does not know: a dashed box with the name, never dropped. */
        .sw-unknown, .sw-unknown-modifier { outline: 1.5px dashed rgb(255 149 0); outline-offset: -1px; position: relative; }
        .sw-unknown { padding: 18px 8px 8px; min-width: 64px; min-height: 36px; gap: 4px; }
        .sw-unknown-name {
          font: 600 10px/12px var(--sw-font-mono); color: rgb(201 52 0); background: rgb(255 244 229);
          padding: 1px 4px; border-radius: 3px; white-space: nowrap;
        }
        .sw-unknown > .sw-unknown-name { position: absolute; top: 2px; left: 4px; }
        .sw-unknown-modifier > .sw-unknown-name { position: absolute; top: -7px; left: 4px; z-index: 2; }
        .sw-unknown-slot { font: 10px var(--sw-font-mono); color: #8e8e93; }

        """#
}
