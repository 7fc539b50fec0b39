#!/usr/bin/env bash
# The snapshot store: snapshots per second of a ~1000-node IR, and the bytes stored against
# the raw IR + state JSON saved over a 1000-edit session of the example app, run by the
# real runtime (docs/store.md, "Goals and measurements").
#   STORE_BENCH_IR=FOLDER   store recorded runs instead (NNNN.json IR documents, optional
#                           NNNN.state.json states)
#   STORE_BENCH_SYNTHETIC=1 store the synthetic session (no interpreter involved)
set -euo pipefail
swift build $release_build_flags --product workbench-bench >&2
arguments=(store --edits 1000)
if [ -n "${STORE_BENCH_IR:-}" ]; then
    arguments+=(--ir-folder "$STORE_BENCH_IR")
elif [ -z "${STORE_BENCH_SYNTHETIC:-}" ]; then
    arguments+=(--example scripts/example-functions --todos 300)
fi
.build/release/workbench-bench "${arguments[@]}"
