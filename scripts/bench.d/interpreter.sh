# The interpreter against Lua 5.4 and CPython on the programs in ../shared/bench:
# medians of whole-process runs (hyperfine), with a check that all three print the same.
set -euo pipefail
bench_dir="${WORKBENCH_BENCH_DIR:-$repo_root/../shared/bench}"
if [ ! -d "$bench_dir" ]; then
    echo "bench: no benchmark programs at $bench_dir (set WORKBENCH_BENCH_DIR)" >&2
    exit 1
fi
run_workbench=("$WORKBENCH" run --max-instructions 100000000000)

median() {  # command... -> median seconds
    hyperfine -N --warmup 1 --runs "${RUNS:-7}" --export-json /tmp/workbench-bench.json "$*" >/dev/null 2>&1
    python3 -c "import json; print('%.3f' % json.load(open('/tmp/workbench-bench.json'))['results'][0]['median'])"
}

echo "| program | workbench (s) | Lua 5.4 (s) | CPython (s) | vs Lua | vs CPython |"
echo "|---|---:|---:|---:|---:|---:|"
for program in fib loop closures strings dicts tree; do
    ours=$("${run_workbench[@]}" "$bench_dir/$program.swift")
    lua=$(lua5.4 "$bench_dir/anchors/$program.lua" | tr '\t' ' ')  # Lua's print separates with tabs
    python=$(python3 "$bench_dir/anchors/$program.py")
    if [ "$ours" != "$lua" ] || [ "$ours" != "$python" ]; then
        echo "bench: $program prints '$ours' but Lua prints '$lua' and CPython '$python'" >&2
        exit 1
    fi
    t_ours=$(median "${run_workbench[*]} $bench_dir/$program.swift")
    t_lua=$(median "lua5.4 $bench_dir/anchors/$program.lua")
    t_python=$(median "python3 $bench_dir/anchors/$program.py")
    python3 -c "print('| $program | $t_ours | $t_lua | $t_python | %.2fx | %.2fx |' % ($t_ours / $t_lua, $t_ours / $t_python))"
done

# views.swift: one body() building the tree of tree.swift (10,000 rows) as real IR nodes.
# Compared with a twentieth of tree.swift's run (one build and walk).
views_ms=()
for _ in 1 2 3 4 5; do
    views_ms+=("$("${run_workbench[@]}" --time "$bench_dir/views.swift" 2>&1 >/dev/null | sed -n 's/.*ran in \([0-9.]*\) ms.*/\1/p')")
done
t_tree_lua=$(median "lua5.4 $bench_dir/anchors/tree.lua 10000 1")
python3 - "$t_tree_lua" "${views_ms[@]}" <<'PY'
import statistics, sys
lua = float(sys.argv[1])
views = statistics.median(float(x) for x in sys.argv[2:]) / 1000
print()
print("| views.swift | workbench run (load + body() + IR), s | Lua tree.lua, one build (s, whole process) |")
print("|---|---:|---:|")
print("| 10,000 rows | %.3f | %.3f |" % (views, lua))
PY
