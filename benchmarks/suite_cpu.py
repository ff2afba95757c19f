"""CPU seconds a pytest run costs, counting every process it starts (reaped or not).

The full suite is CPU-bound on 2 cores, and much of its CPU is spent outside pytest's own
processes (browsers, app servers, sandbox workers), where pytest's timings and `time` do not look.
A cgroup v1 cpuacct group counts every descendant, so each run here goes into a fresh group and
its usage is read when pytest exits. Needs root and /sys/fs/cgroup/cpuacct (cgroup v1).

    python benchmarks/suite_cpu.py tests/test_browser.py tests/test_space.py
    python benchmarks/suite_cpu.py --marked          # every file with a slow/server/... test
    python benchmarks/suite_cpu.py --rest            # the fast loop's tests, as one run
    python benchmarks/suite_cpu.py --json out.json tests/test_x.py

Prints one line per run: core seconds, wall seconds, pytest's summary line. Runs one at a time.
Report the load (`uptime`) beside the figures: CPU seconds vary less than wall time under load,
but not by nothing (contended caches, timeouts that poll longer).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CPUACCT = Path("/sys/fs/cgroup/cpuacct")
MARKERS = ("server", "browser", "slow", "sandbox")
MARK_RE = re.compile(r"pytest\.mark\.(%s)\b" % "|".join(MARKERS))
REST = " and ".join(f"not {m}" for m in MARKERS)


def marked_files() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "tests").glob("test_*.py")
                  if MARK_RE.search(p.read_text(errors="replace")))


def run_in_group(args: list[str], timeout: int) -> dict:
    group = CPUACCT / f"suite_cpu_{os.getpid()}_{time.monotonic_ns()}"
    group.mkdir()
    env = {**os.environ, "CI": "true"}
    cmd = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:xdist", *args]
    # The child joins the group before it execs, so everything it starts is counted.
    def join():
        (group / "tasks").write_text(str(os.getpid()))
    start = time.monotonic()
    proc = subprocess.Popen(["timeout", str(timeout), *cmd], cwd=ROOT, env=env, preexec_fn=join,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    out, _ = proc.communicate()
    wall = time.monotonic() - start
    leftover = [int(t) for t in (group / "tasks").read_text().split()]
    usage = int((group / "cpuacct.usage").read_text()) / 1e9
    # What the run left behind (only processes this run started are in the group).
    for pid in leftover:
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
    for _ in range(50):
        if not (group / "tasks").read_text().split():
            break
        time.sleep(0.1)
    try:
        group.rmdir()
    except OSError:
        pass
    summary = next((line for line in reversed(out.splitlines()) if " in " in line and "=" in line),
                   out.strip().splitlines()[-1] if out.strip() else "")
    return {"args": args, "cpu_s": round(usage, 1), "wall_s": round(wall, 1), "rc": proc.returncode,
            "leftover": len(leftover), "summary": summary.strip("= ")}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("files", nargs="*")
    ap.add_argument("--marked", action="store_true", help="every test file with a marked test")
    ap.add_argument("--rest", action="store_true", help="the unmarked tests, as one run")
    ap.add_argument("--json", help="append each result to this file (one JSON object a line)")
    ap.add_argument("--timeout", type=int, default=900)
    ap.add_argument("-k", dest="extra", action="append", default=[],
                    help="extra pytest argument (repeatable)")
    opts = ap.parse_args()
    runs = [[f] for f in opts.files]
    if opts.marked:
        runs += [[f] for f in marked_files()]
    if opts.rest:
        runs.append(["-m", REST])
    print(f"# {os.uname().nodename} load {os.getloadavg()}", flush=True)
    total = 0.0
    for args in runs:
        result = run_in_group([*args, *opts.extra], opts.timeout)
        result["load"] = os.getloadavg()[0]
        total += result["cpu_s"]
        print(f"{result['cpu_s']:8.1f} cpu-s {result['wall_s']:7.1f} s  leftover {result['leftover']}"
              f"  load {result['load']:.1f}  {' '.join(args)}  | {result['summary']}", flush=True)
        if opts.json:
            with open(opts.json, "a") as f:
                f.write(json.dumps(result) + "\n")
    print(f"{total:8.1f} cpu-s total", flush=True)


if __name__ == "__main__":
    main()
