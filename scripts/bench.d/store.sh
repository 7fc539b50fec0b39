#!/usr/bin/env bash
# The snapshot store: snapshots per second of a 1000-node IR, and the bytes stored against
# the raw IR + state JSON saved over a 1000-edit session (docs/store.md, "Goals").
#   STORE_BENCH_IR=FOLDER  use recorded runs (NNNN.json IR documents, optional
#                          NNNN.state.json states) instead of the synthetic session
set -euo pipefail
swift build -c release --product workbench-bench >&2
arguments=(store --edits 1000 --nodes 1000)
if [ -n "${STORE_BENCH_IR:-}" ]; then arguments+=(--ir-folder "$STORE_BENCH_IR"); fi
.build/release/workbench-bench "${arguments[@]}"
