"""The app over HTTP: latency of every endpoint as a ratio to a no-op, figure sizes, memory.

    python benchmarks/latency.py [--repeats 20] [--calls 1000]

Starts `python app.py` on a free port and, in the same run:
1. times each endpoint's round trip at the book's sizes over plain HTTP (POST, then read the event
   stream), median of the repeats, divided by the same for the no-op `ping` endpoint (target ≤ 1.5);
2. reports the bytes of each endpoint's figure JSON;
3. reports the server's resident memory idle, after a warm-up, and after two batches of N mixed
   calls: plain HTTP calls each open a new Gradio session, whose state Gradio keeps up to the
   app's session capacity, so memory rises during the first batch and must stay flat in the second.
"""

from __future__ import annotations

import argparse
import itertools
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT))

from conftest import start_app  # noqa: E402
from helpers import BOOK_LABELS, BOOK_MATRIX, call_http  # noqa: E402
from attnlab.ui.app import SESSION_CAPACITY  # noqa: E402

BOOK = {
    "scores_step": [BOOK_MATRIX, BOOK_LABELS, 1, 123, 2, "rand", "context"],
    "softmax_step": ["0.9544, 1.4950, 1.4754, 0.8434, 0.7070, 1.0865", BOOK_LABELS, 1.0, 100.0, 64,
                     123, "three_ways"],
    "masking_step": [BOOK_MATRIX, BOOK_LABELS, 789, 2, 4, 0.5, [4, 5], -1e9, 2, "way_b"],
    "dropout_step": [0.5, 123, 1000, 1, "weights"],
    "heads_step": [2, 6, 3, 2, 2, 123, "wrapper_vs_mha"],
    "exercise_show": ["ex3_2"],
    "exercise_check": ["ex_omega", "0.9544", "", {}],
    "exercise_hint": ["ex3_2", 0],
    "scores_query_choices": [BOOK_MATRIX, BOOK_LABELS, 1],
    "masking_token_choices": [BOOK_MATRIX, BOOK_LABELS, 4, [4, 5]],
}


def rss_mib(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def timed(url: str, api: str, args: list) -> float:
    start = time.perf_counter()
    status, out = call_http(url, api, args)
    elapsed = time.perf_counter() - start
    if status != "complete":
        raise RuntimeError(f"{api}: {out}")
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=20)
    parser.add_argument("--calls", type=int, default=1000)
    args = parser.parse_args()
    proc, url = start_app()
    try:
        idle = rss_mib(proc.pid)
        for api, a in BOOK.items():  # warm-up: first calls load lazy modules
            timed(url, api, a)
        timed(url, "ping", [])
        warm = rss_mib(proc.pid)

        ping = statistics.median(timed(url, "ping", []) for _ in range(args.repeats))
        print(f"no-op ping: {ping * 1000:.1f} ms")
        print(f"{'endpoint':24} {'median ms':>9} {'÷ ping':>7} {'figure bytes':>12}")
        for api, a in BOOK.items():
            t = statistics.median(timed(url, api, a) for _ in range(args.repeats))
            status, out = call_http(url, api, a)
            figure = next((o for o in out if isinstance(o, dict) and o.get("type") == "plotly"), None)
            size = len(figure["plot"]) if figure else 0
            print(f"{api:24} {t * 1000:9.1f} {t / ping:7.2f} {size or '':>12}")

        mixed = itertools.cycle(BOOK.items())
        rss = []
        for _ in range(2):  # two batches: the second shows whether memory keeps growing
            start = time.perf_counter()
            for _ in range(args.calls):
                api, a = next(mixed)
                timed(url, api, a)
            rss.append(rss_mib(proc.pid))
            print(f"after {args.calls} more mixed calls ({time.perf_counter() - start:.1f} s): "
                  f"{rss[-1]:.0f} MiB")
        print(f"resident memory: idle {idle:.0f} MiB, after warm-up {warm:.0f} MiB, after "
              f"{args.calls} calls {rss[0]:.0f} MiB, after {2 * args.calls} calls {rss[1]:.0f} MiB "
              f"(second batch: {(rss[1] - rss[0]) / args.calls * 1024:.1f} KiB per call; Gradio "
              f"keeps the newest {SESSION_CAPACITY} sessions' state)")
        print(json.dumps({"ping_ms": round(ping * 1000, 2), "rss_idle": round(idle),
                          "rss_warm": round(warm), "rss_after": [round(r) for r in rss]}))
    finally:
        proc.terminate()
        proc.wait(timeout=20)


if __name__ == "__main__":
    main()
