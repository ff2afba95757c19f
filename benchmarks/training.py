"""The training lab's speed, and what each default run reaches.

    python benchmarks/training.py [--threads N] [--steps 300]

For each task (and the switches that matter for it) trains the model with Adam, lr 0.01, seed 0,
snapshots every 5 steps as the app does, and reports steps per second, the first checked step at
which the run met its goal (see GOALS) with the wall time to get there, and the final held-out
figures. Steps/s include the held-out snapshots, as in the app; the CPU may be shared, so run it
on a quiet machine and compare with --threads 1 (the model is tiny: extra threads mostly wait).
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import torch  # noqa: E402

from attnlab.lessons import training  # noqa: E402

LN_V = math.log(training.VOCAB)

# What "reached" means for each run: a predicate on a snapshot.
GOALS = {
    "previous": lambda s: s.pattern > training.LEARNED,
    "first": lambda s: s.pattern > training.LEARNED,
    "next_token": lambda s: abs(s.held_loss - LN_V) < training.PLATEAU_TOLERANCE,  # the plateau
    "next_token/no mask": lambda s: s.held_loss < 0.1 * LN_V,  # the answer read
    "classify_rule": lambda s: min(s.train_accuracy, s.accuracy) >= training.LEARNED,
    "classify_random": lambda s: s.train_accuracy >= training.LEARNED,  # memorised
    "two_heads": lambda s: s.accuracy > training.LEARNED,
}
RUNS = [  # (label, task, heads, causal, positions, optimizer, lr)
    ("previous", "previous", 1, True, True, "adam", 0.01),
    ("previous", "previous", 4, True, True, "adam", 0.01),
    ("previous", "previous", 1, True, False, "adam", 0.01),
    ("previous", "previous", 1, True, True, "sgd", 0.1),
    ("first", "first", 1, True, True, "adam", 0.01),
    ("next_token", "next_token", 1, True, True, "adam", 0.01),
    ("next_token/no mask", "next_token", 1, False, True, "adam", 0.01),
    ("next_token", "next_token", 1, True, True, "sgd", 0.01),
    ("classify_rule", "classify_rule", 1, True, True, "adam", 0.01),
    ("classify_random", "classify_random", 1, True, True, "adam", 0.01),
    ("two_heads", "two_heads", 2, True, True, "adam", 0.01),
    ("two_heads", "two_heads", 1, True, True, "adam", 0.01),
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--threads", type=int, default=0, help="torch threads (0: torch's default)")
    parser.add_argument("--steps", type=int, default=300)
    args = parser.parse_args()
    if args.threads:
        torch.set_num_threads(args.threads)  # a benchmark process of its own: global is fine here
    print(f"torch {torch.__version__}, {torch.get_num_threads()} threads, {args.steps} steps")
    list(training.train(training.TrainInput("previous", 5, 0.01, 1, 0, True)))  # warm-up
    print(f"{'run':19} {'h':>1} {'mask':>5} {'pos':>5} {'opt':>4} {'lr':>5} {'steps/s':>8} "
          f"{'reached at':>10} {'after s':>8} {'held loss':>9} {'held acc':>8} {'train acc':>9}")
    for label, task, heads, causal, positions, optimizer, lr in RUNS:
        inp = training.TrainInput(task, args.steps, lr, heads, 0, causal, optimizer, positions)
        start = time.perf_counter()
        reached, reached_time, last = None, None, None
        for snap in training.train(inp, every=5):
            last = snap
            if reached is None and snap.step and GOALS[label](snap):
                reached, reached_time = snap.step, time.perf_counter() - start
        elapsed = time.perf_counter() - start
        print(f"{label:19} {heads:1} {str(causal):>5} {str(positions):>5} {optimizer:>4} {lr:5g} "
              f"{last.step / elapsed:8.0f} {reached if reached is not None else '—':>10} "
              f"{reached_time if reached_time is not None else float('nan'):8.2f} "
              f"{last.held_loss:9.3f} {last.accuracy:8.0%} "
              f"{'' if math.isnan(last.train_accuracy) else format(last.train_accuracy, '.0%'):>9}")


if __name__ == "__main__":
    main()
