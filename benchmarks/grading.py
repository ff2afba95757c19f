"""Grading cost: one answer on a warm sandbox worker, and a generated class of 100 submissions.

    python benchmarks/grading.py [--class-size 100] [--jobs 2] [--device cpu,cuda]

1. Median time to grade one answer (a short one and a code one) on a warm worker, divided by the
   time of a bare `python -c "import torch"` measured in the same run.
2. `python -m attnlab grade CLASS --format json` on a generated class (references, partly wrong,
   untouched starters, crashing answers) covering every exercise: wall time, and the peak resident
   memory of the grader and of the largest sandbox worker.

With several devices (``--device cpu,cuda``) both parts run once per device, side by side, against
the same bare import.
"""

from __future__ import annotations

import argparse
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from attnlab import registry  # noqa: E402
from attnlab.cli import starter_text  # noqa: E402
from attnlab.grading.runner import Sandbox  # noqa: E402


def bare_import_seconds(runs: int = 3) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", "import torch"], check=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def warm_answer_seconds(source: str, exercise_id: str, device: str, runs: int = 20) -> float:
    sandbox = Sandbox(device, exercises=registry.bundled())
    sandbox.start()
    sandbox.grade(source, [exercise_id])  # warm-up
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        ((_, outcome),) = sandbox.grade(source, [exercise_id])
        times.append(time.perf_counter() - start)
        assert outcome.status == "passed"
    sandbox.close()
    return statistics.median(times)


def make_class(folder: Path, size: int, seed: int = 0) -> None:
    rng = random.Random(seed)
    solutions = {e.id: e.solution for e in registry.bundled()}
    starters = {e.id: e.starter for e in registry.bundled()}
    for i in range(size):
        kind = rng.random()
        parts = []
        for e in registry.bundled():
            if kind < 0.4:
                parts.append(solutions[e.id])
            elif kind < 0.7:
                parts.append(solutions[e.id] if rng.random() < 0.6 else starters[e.id])
            elif kind < 0.9:
                parts.append(starters[e.id])
            else:
                parts.append(f"def {e.id}(*args):\n    raise ValueError('not done')\n")
        (folder / f"student_{i:03d}.py").write_text("\n\n".join(parts))
    (folder / "starter_copy.py").write_text(starter_text())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--class-size", type=int, default=100)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--device", default="cpu", help="one device, or several: cpu,cuda")
    args = parser.parse_args()

    bare = bare_import_seconds()
    print(f"bare `python -c 'import torch'`: {bare:.2f} s")
    for device in args.device.split(","):
        print(f"--- device {device}")
        one_device(device, bare, args)


def one_device(device: str, bare: float, args) -> None:
    short = warm_answer_seconds("ex_omega = 0.9544\n", "ex_omega", device)
    mha = registry.by_id(registry.bundled())["ex_mha_forward"]
    code = warm_answer_seconds(mha.solution, "ex_mha_forward", device)
    print(f"one short answer on a warm worker: {short * 1000:.0f} ms  (ratio {short / bare:.3f})")
    print(f"one code answer (ex_mha_forward) on a warm worker: {code * 1000:.0f} ms  "
          f"(ratio {code / bare:.3f})")

    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        make_class(folder, args.class_size)
        n = len(list(folder.glob("*.py")))
        start = time.perf_counter()
        proc = subprocess.run([sys.executable, "-m", "attnlab", "grade", str(folder), "--format",
                               "json", "--device", device, "--jobs", str(args.jobs)],
                              cwd=ROOT, capture_output=True, text=True)
        wall = time.perf_counter() - start
        if proc.returncode:
            raise SystemExit(proc.stderr)
        peak_mib = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
        print(f"class of {n} submissions x {len(registry.bundled())} exercises, {args.jobs} workers: "
              f"{wall:.1f} s wall ({wall / n * 1000:.0f} ms per submission); peak RSS of the "
              f"largest process {peak_mib:.0f} MiB")


if __name__ == "__main__":
    main()
