# The interpreter against Lua 5.4, LuaJIT's interpreter (`luajit -joff`, the fastest plain
# interpreter we know) and CPython on the programs in ../shared/bench: medians of
# whole-process runs, the four interleaved round by round (interpreter/measure.py), with a
# check that all print the same.
set -euo pipefail
bench_dir="${WORKBENCH_BENCH_DIR:-$repo_root/../shared/bench}"
if [ ! -d "$bench_dir" ]; then
    echo "bench: no benchmark programs at $bench_dir (set WORKBENCH_BENCH_DIR)" >&2
    exit 1
fi
run_workbench=("$WORKBENCH" run --max-instructions 100000000000)
# CPython as the system ships it (Debian's python3, built with PGO and LTO), not what
# `python3` on PATH may be: a version manager's shim (pyenv's is a shell script) adds tens
# of milliseconds to every run, and its interpreter, built from source without those
# optimizations, ran these programs 1.3-2x slower. CPYTHON=PATH chooses another.
python=${CPYTHON:-}
if [ -z "$python" ]; then
    if [ -x /usr/bin/python3 ]; then python=/usr/bin/python3; else python=$(python3 -c 'import sys; print(sys.executable)'); fi
fi
echo "Anchors: $(lua5.4 -v 2>&1 | head -1 | cut -d' ' -f1-2), $(luajit -v 2>&1 | head -1 | cut -d' ' -f1-2) -joff, CPython $("$python" -c 'import platform; print(platform.python_version())') ($python)."
echo

median() {  # command... -> median seconds
    hyperfine -N --warmup 1 --runs "${RUNS:-7}" --export-json /tmp/workbench-bench.json "$*" >/dev/null 2>&1
    python3 -c "import json; print('%.3f' % json.load(open('/tmp/workbench-bench.json'))['results'][0]['median'])"
}

echo "| program | workbench (s) | Lua 5.4 (s) | LuaJIT -joff (s) | CPython (s) | vs Lua | vs LuaJIT -joff | vs CPython |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|"
for program in ${PROGRAMS:-fib loop closures strings dicts tree particles shapes}; do
    ours=$("${run_workbench[@]}" "$bench_dir/$program.swift")
    lua=$(lua5.4 "$bench_dir/anchors/$program.lua" | tr '\t' ' ')  # Lua's print separates with tabs
    cpython=$("$python" "$bench_dir/anchors/$program.py")
    if [ "$ours" != "$lua" ] || [ "$ours" != "$cpython" ]; then
        echo "bench: $program prints '$ours' but Lua prints '$lua' and CPython '$cpython'" >&2
        exit 1
    fi
    # The three are run in turn, round after round (see measure.py).
    python3 "$repo_root/scripts/bench.d/interpreter/measure.py" "${RUNS:-7}" \
        ours "${run_workbench[@]}" "$bench_dir/$program.swift" -- \
        lua lua5.4 "$bench_dir/anchors/$program.lua" -- \
        luajit luajit -joff "$bench_dir/anchors/$program.lua" -- \
        python "$python" "$bench_dir/anchors/$program.py" |
        python3 -c "
import json, sys
t = json.load(sys.stdin)
o, l, j, p = t['ours'], t['lua'], t['luajit'], t['python']
print('| $program | %.3f | %.3f | %.3f | %.3f | %.2fx | %.2fx | %.2fx |' % (o, l, j, p, o / l, o / j, o / p))"
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
