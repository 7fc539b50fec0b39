# This build against another one (WORKBENCH_BASELINE=path to its `workbench`) on the
# programs in ../shared/bench, in CPU time: paired rounds, the order alternating, the
# median of the per-round ratios with its 95% bootstrap interval (compare/measure.py).
# An interval that lies above 1.00 means slower. Without a baseline the section says so
# and is skipped.
set -euo pipefail
if [ -z "${WORKBENCH_BASELINE:-}" ]; then
    echo "Skipped: set WORKBENCH_BASELINE to another build's workbench binary to compare with it."
    exit 0
fi
if [ ! -x "$WORKBENCH_BASELINE" ]; then
    echo "bench: WORKBENCH_BASELINE=$WORKBENCH_BASELINE is not an executable" >&2
    exit 1
fi
bench_dir="${WORKBENCH_BENCH_DIR:-$repo_root/../shared/bench}"
echo "Baseline: $WORKBENCH_BASELINE. ${ROUNDS:-21} paired rounds per program, CPU time (user + system)."
echo
echo "| program | baseline (s) | this build (s) | this / baseline, median of rounds | 95% interval |"
echo "|---|---:|---:|---:|---|"
for program in ${PROGRAMS:-fib loop closures strings dicts tree particles shapes}; do
    ours=$("$WORKBENCH" run --max-instructions 100000000000 "$bench_dir/$program.swift")
    theirs=$("$WORKBENCH_BASELINE" run --max-instructions 100000000000 "$bench_dir/$program.swift" 2>/dev/null || true)
    if [ "$ours" != "$theirs" ]; then
        echo "| $program | — | — | — | the baseline prints something else (or fails) |"
        continue
    fi
    python3 "$repo_root/scripts/bench.d/compare/measure.py" "${ROUNDS:-21}" "$WORKBENCH_BASELINE" "$WORKBENCH" "$bench_dir/$program.swift" |
        python3 -c "
import json, sys
t = json.load(sys.stdin)
print('| $program | %.3f | %.3f | %.3fx | %.3f–%.3fx |' % (t['baseline'], t['candidate'], t['ratio'], t['low'], t['high']))"
done
