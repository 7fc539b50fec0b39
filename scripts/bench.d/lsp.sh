# The language server: a keystroke (`didChange`) → its `publishDiagnostics`, for the
# daemon benchmark's script (about 300 lines), 200 edits, half of them introducing an
# error; p50 and p99, and the first diagnostics after `didOpen`.
set -euo pipefail
python3 "$repo_root/scripts/bench.d/lsp/measure.py" "$WORKBENCH"
