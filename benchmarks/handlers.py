"""In-process time of every lesson handler, at the book's sizes and at large sizes.

    python benchmarks/handlers.py [--repeats 20] [--device cpu,cuda]

Each figure is the median over the repeats (with ``--cpu``: the fastest repeat in this process's CPU
time, on one torch thread, which other processes' load disturbs far less) of one full handler call (parse, compute, build the
figure and serialise it to JSON, as Gradio does), for every step of the lesson. "large" means the
biggest input a lesson accepts, or n = 256, d = 768, h = 12 where the lesson allows it.

``--device cuda`` runs every handler with CUDA as torch's default device (as code inside a GPU
context does), one table per device; a step that fails there is printed with its error.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from anywhere

import gradio as gr  # noqa: E402
import torch  # noqa: E402

from attnlab import examples
from attnlab.lessons import dropout, gradients, heads, masking, scores, softmax, why
from attnlab.lessons.dropout.tab import dropout_step
from attnlab.lessons.gradients.tab import gradients_step
from attnlab.lessons.heads.tab import heads_step
from attnlab.lessons.masking.tab import masking_step
from attnlab.lessons.scores.tab import scores_step
from attnlab.lessons.softmax.tab import softmax_step
from attnlab.lessons.why.tab import why_step

REQUEST = gr.Request(headers={"accept-language": "en"})


def rand_matrix(n: int, d: int) -> list[list[float]]:
    return torch.rand(n, d, generator=torch.Generator().manual_seed(0)).tolist()


BOOK = [list(r) for r in examples.EMBEDDINGS]
LABELS = " ".join(examples.TOKENS)
CASES = {
    "scores_step": (scores_step, scores.STEPS,
                    {"book": [BOOK, LABELS, 1, 123, 2, "rand"],
                     "large (n=64, d=512, d_out=512)": [rand_matrix(64, 512), "", 1, 1, 512, "linear"]}),
    "softmax_step": (softmax_step, softmax.STEPS,
                     {"book": [", ".join(map(str, softmax.BOOK_SCORES)), LABELS, 1.0, 100.0, 64, 123],
                      "large (64 scores, d_k=1024)": [" ".join(["0.5"] * 64), "", 1.0, 100.0, 1024, 1]}),
    "masking_step": (masking_step, masking.STEPS,
                     {"book": [BOOK, LABELS, 789, 2, 4, 0.5, [4, 5], -1e9, 2],
                      "large (n=64, d=512, h=12)": [rand_matrix(64, 512), "", 1, 512, 10, 0.5,
                                                    [60, 61], -1e9, 12]}),
    "dropout_step": (dropout_step, dropout.STEPS, {"book": [0.5, 123, 1000, 1]}),
    "heads_step": (heads_step, heads.STEPS,
                   {"book": [2, 6, 3, 2, 2, 123],
                    "large (b=1, n=256, d=768, h=12)": [1, 256, 768, 768, 12, 1]}),
    "why_step": (why_step, why.STEPS, {"book": [why.SENTENCE_A, why.SENTENCE_B, 123]}),
    "gradients_step": (gradients_step, gradients.STEPS,
                       {"book": [6, 4, 123, True], "large (n=16, d=32)": [16, 32, 1, True]}),
}


CPU = False  # --cpu: the fastest repeat in this process's CPU time (steadier on a loaded machine)


def time_call(fn, args, repeats: int) -> float:
    fn(*args, request=REQUEST)  # warm-up
    clock = time.process_time if CPU else time.perf_counter
    times = []
    for _ in range(repeats):
        start = clock()
        text, formula, fig, *_ = fn(*args, request=REQUEST)
        fig.to_json()
        times.append((clock() - start) * 1000)
    return min(times) if CPU else statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=20)
    parser.add_argument("--device", default="cpu", help="torch's default device(s): cpu,cuda")
    parser.add_argument("--cpu", action="store_true",
                        help="time each step by the fastest repeat in process CPU time, 1 torch thread")
    args = parser.parse_args()
    global CPU
    CPU = args.cpu
    if CPU:
        torch.set_num_threads(1)
    for device in args.device.split(","):
        print(f"--- default device {device}")
        with torch.device(device):
            table(args.repeats)


def table(repeats_book: int) -> None:
    print(f"{'endpoint':14} {'size':34} {'worst step':16} {'median ms':>9}  (all steps)")
    for name, (fn, steps, sizes) in CASES.items():
        for size, inputs in sizes.items():
            repeats = repeats_book if size == "book" else max(3, repeats_book // 5)
            per_step = {}
            for s in steps:
                try:
                    per_step[s] = time_call(fn, [*inputs, s], repeats)
                except Exception as e:  # noqa: BLE001 - a device's failure is a finding to print
                    print(f"{name:14} {size:34} {s:16} FAILED {type(e).__name__}: {str(e)[:160]}")
            if not per_step:
                continue
            worst = max(per_step, key=per_step.get)
            detail = ", ".join(f"{s} {v:.1f}" for s, v in per_step.items())
            print(f"{name:14} {size:34} {worst:16} {per_step[worst]:9.1f}  ({detail})")


if __name__ == "__main__":
    main()
