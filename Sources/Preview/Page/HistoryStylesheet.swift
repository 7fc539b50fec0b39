/// The history strip's stylesheet: the strip docked under the stage, its marks coloured
/// by kind, and how a stored run's screen is set apart from the live app.
enum HistoryStylesheet {
    static let text = #"""
        /* The kinds of run, as marks and in the legend. */
        .wb-kind-load { --wb-kind: #8e8e93; }
        .wb-kind-reload { --wb-kind: #0a84ff; }
        .wb-kind-action { --wb-kind: #af52de; }
        .wb-kind-tap { --wb-kind: #ff9f0a; }
        .wb-kind-binding { --wb-kind: #30b94d; }
        .wb-kind-replay { --wb-kind: #64d2ff; }
        .wb-crash { --wb-kind: #ff3b30; }

        .wb-history {
          flex: none; background: #fff; border-top: 1px solid #d1d1d6; padding: 6px 16px 4px;
          font-size: 12px; user-select: none;
        }
        .wb-history-bar { display: flex; align-items: center; gap: 12px; min-height: 24px; white-space: nowrap; }
        .wb-history-title { font-weight: 600; font-size: 13px; }
        .wb-history-count { color: #8e8e93; }
        .wb-history-where { font-variant-numeric: tabular-nums; font-weight: 500; }
        .wb-history-moved {
          border: none; background: #5e5ce6; color: #fff; border-radius: 10px; padding: 2px 9px; font: inherit; cursor: pointer;
        }
        .wb-history-bar button:not(.wb-history-moved) {
          font: inherit; padding: 2px 10px; border-radius: 6px; border: 1px solid #c7c7cc; background: #fff; cursor: pointer;
        }
        .wb-history-bar button:disabled { color: #c7c7cc; cursor: default; }
        .wb-history-legend { margin-left: auto; display: flex; gap: 10px; color: #636366; min-width: 0; overflow: hidden; }
        .wb-legend::before {
          content: ""; display: inline-block; width: 8px; height: 8px; border-radius: 2px; margin-right: 4px; background: var(--wb-kind);
        }

        .wb-history-row { display: flex; align-items: flex-end; gap: 12px; }
        .wb-history-track {
          flex: 1; min-width: 0; display: flex; align-items: flex-end; gap: 6px; overflow-x: auto; height: 46px;
          padding: 4px 0 6px; scrollbar-width: thin;
        }
        .wb-history-keys { flex: none; color: #8e8e93; padding-bottom: 8px; white-space: nowrap; }
        .wb-history-marks { display: flex; align-items: flex-end; gap: 3px; flex: none; padding-left: 4px; touch-action: none; }
        .wb-mark {
          flex: none; width: 9px; border-radius: 2px 2px 0 0; background: var(--wb-kind); opacity: 0.8; cursor: pointer;
        }
        .wb-mark:hover { opacity: 1; }
        .wb-mark.wb-selected { opacity: 1; outline: 2px solid #1c1c1e; outline-offset: 1px; }
        .wb-mark-live {
          flex: none; margin-right: 4px; padding: 2px 8px; border-radius: 9px; border: 1px solid #30b94d; color: #248a3d;
          font-weight: 600; cursor: pointer;
        }
        .wb-mark-live.wb-selected { background: #30b94d; color: #fff; }
        .wb-history-tip {
          position: fixed; z-index: 12; pointer-events: none; max-width: 420px; background: #1c1c1e; color: #fff;
          border-radius: 6px; padding: 6px 8px; font: 12px/1.45 ui-monospace, "DejaVu Sans Mono", monospace;
          box-shadow: 0 4px 12px rgb(0 0 0 / 0.3);
        }
        .wb-tip-crash { color: #ff6961; }

        /* A stored run's screen: the device ringed, a banner saying which run, and the
           nodes the run changed outlined. */
        .wb-device.wb-scrubbing { box-shadow: 0 0 0 4px #5e5ce6, 0 20px 50px rgb(0 0 0 / 0.25); }
        .wb-scrubbing .wb-statusbar { visibility: hidden; }
        .wb-readonly {
          position: absolute; top: 14px; left: 50%; transform: translateX(-50%); z-index: 5; white-space: nowrap;
          background: #5e5ce6; color: #fff; border-radius: 12px; padding: 3px 10px; font-size: 12px; font-weight: 600;
        }
        #wb-screen .wb-changed { outline: 2px solid #ff9f0a; outline-offset: -2px; }

        /* Replay and bisect, under a crash's trace. */
        .wb-crash-tools { display: flex; gap: 8px; margin-top: 10px; }
        .wb-crash-tools button {
          font: inherit; padding: 4px 12px; border-radius: 6px; border: 1px solid #c7c7cc; background: #fff; cursor: pointer;
        }
        .wb-tool-result h3 { font-size: 13px; margin: 10px 0 4px; }
        .wb-tool-result pre {
          font: 11px/1.45 ui-monospace, "DejaVu Sans Mono", monospace; white-space: pre-wrap; background: #f6f6f8;
          border-radius: 6px; padding: 8px; margin: 0; max-height: 240px; overflow: auto;
        }
        .wb-tool-result pre:empty { display: none; }
        .wb-tool-result.wb-busy h3 { color: #8e8e93; }

        """#
}
