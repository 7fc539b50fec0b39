# The preview's history strip: `workbench serve` on the example app after 2,000 taps (and
# again with 300 todos, a tree of about 1,000 nodes), headless Chromium clicking marks
# across the whole history: how soon a page of marks and a run's screen appear.
set -euo pipefail
python3 "$repo_root/scripts/bench.d/history/measure.py" "$WORKBENCH" "$repo_root"
