# The daemon: edit → `reloaded` event at a subscribed client (200 edits of a 300-line
# script; p50 and p99 beyond the debounce), and its resident memory when idle with 100
# watched files.
set -euo pipefail
python3 "$repo_root/scripts/bench.d/daemon/measure.py" "$WORKBENCH"
