"""Compares two builds of the workbench on one program, in CPU time, round by round.

Usage: measure.py ROUNDS BASELINE CANDIDATE PROGRAM [MAX_INSTRUCTIONS]

Each round runs both builds once, the order alternating from round to round, and takes
the user + system CPU time of each process from its rusage. A ratio per round
(candidate / baseline) cancels what a burst of load on a shared VM does to both; the
median of those ratios, with a 95% bootstrap interval, says whether the candidate is
slower, and by how much. (Medians of two series run one after the other moved by up to
20% between minutes on this VM; paired ratios moved by 2-4%.)

Prints one JSON object: baseline and candidate median seconds, the median ratio and the
interval's bounds.
"""
import json, os, random, statistics, sys

rounds = int(sys.argv[1])
baseline, candidate, program = sys.argv[2], sys.argv[3], sys.argv[4]
limit = sys.argv[5] if len(sys.argv) > 5 else "100000000000"
devnull = os.open(os.devnull, os.O_WRONLY)


def cpu_seconds(binary):
    argv = [binary, "run", "--max-instructions", limit, program]
    pid = os.posix_spawn(binary, argv, os.environ, file_actions=[(os.POSIX_SPAWN_DUP2, devnull, 1)])
    _, status, usage = os.wait4(pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"compare: {' '.join(argv)} failed")
    return usage.ru_utime + usage.ru_stime


times = {"baseline": [], "candidate": []}
for round_index in range(rounds + 1):  # the first round warms the page cache and is dropped
    order = [("baseline", baseline), ("candidate", candidate)]
    if round_index % 2:
        order.reverse()
    measured = {name: cpu_seconds(binary) for name, binary in order}
    if round_index > 0:
        for name in times:
            times[name].append(measured[name])

ratios = [c / b for b, c in zip(times["baseline"], times["candidate"])]
generator = random.Random(23)  # the same interval for the same measurements
medians = sorted(statistics.median(generator.choices(ratios, k=len(ratios))) for _ in range(2000))
print(json.dumps({
    "baseline": statistics.median(times["baseline"]),
    "candidate": statistics.median(times["candidate"]),
    "ratio": statistics.median(ratios),
    "low": medians[int(0.025 * len(medians))],
    "high": medians[int(0.975 * len(medians)) - 1],
}))
