"""Times the interpreter against Lua 5.4 and CPython on one program, interleaved.

Usage: measure.py RUNS NAME COMMAND... -- NAME COMMAND... -- ...

Each round runs every command once, in turn, so that a burst of load on a shared machine
falls on all of them alike instead of on whichever happened to be running (a series of one
command, then a series of the next, measured the same binary at 0.107 and 0.145 s on one
afternoon). Prints one JSON object: for each name, the median wall-clock seconds of the
whole process.
"""
import json, os, statistics, sys, time

runs = int(sys.argv[1])
commands = []
current = []
for argument in sys.argv[2:] + ["--"]:
    if argument == "--":
        if current:
            commands.append((current[0], current[1:]))
        current = []
    else:
        current.append(argument)

devnull = os.open(os.devnull, os.O_WRONLY)
wall = {name: [] for name, _ in commands}
for round_index in range(runs + 1):  # the first round warms the caches and is dropped
    for name, argv in commands:
        started = time.perf_counter()
        pid = os.posix_spawnp(argv[0], argv, os.environ, file_actions=[(os.POSIX_SPAWN_DUP2, devnull, 1)])
        _, status = os.waitpid(pid, 0)
        elapsed = time.perf_counter() - started
        if os.waitstatus_to_exitcode(status) != 0:
            sys.exit(f"measure: {' '.join(argv)} failed")
        if round_index > 0:
            wall[name].append(elapsed)
print(json.dumps({name: statistics.median(wall[name]) for name, _ in commands}))
