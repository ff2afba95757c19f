"""The training lab's speed: steps per second, and time until the pattern is learned.

    python benchmarks/training.py

For each task and head count, trains the default model (300 steps, lr 0.01, seed 0) and reports
steps per second and the first checked step (every 5) at which more than 90 % of each query's
attention sits on the right key, with the wall time to get there.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from attnlab.lessons import training  # noqa: E402


def main() -> None:
    list(training.train(training.TrainInput("previous", 5, 0.01, 1, 0, True)))  # warm-up
    print(f"{'task':9} {'heads':>5} {'causal':>6} {'steps/s':>8} {'learned at step':>15} {'after s':>8}")
    for task in training.TASKS:
        for heads in (1, 2, 4):
            for causal in (True, False):
                inp = training.TrainInput(task, 300, 0.01, heads, 0, causal)
                start = time.perf_counter()
                learned_step, learned_time, last = None, None, None
                for snap in training.train(inp, every=5):
                    last = snap
                    if learned_step is None and snap.pattern > 0.9:
                        learned_step, learned_time = snap.step, time.perf_counter() - start
                elapsed = time.perf_counter() - start
                print(f"{task:9} {heads:5} {str(causal):>6} {last.step / elapsed:8.0f} "
                      f"{learned_step if learned_step is not None else '—':>15} "
                      f"{learned_time if learned_time is not None else float('nan'):8.2f}")


if __name__ == "__main__":
    main()
