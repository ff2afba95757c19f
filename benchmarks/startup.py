"""Startup cost: `python app.py` until the first HTTP 200, divided by a bare import of the stack.

    python benchmarks/startup.py [--runs 5]

Both are measured in the same run, alternating, and the medians are compared, so the ratio says
how much attnlab adds on top of importing torch, gradio and plotly (target: <= 1.3).
"""

from __future__ import annotations

import argparse
import os
import socket
import statistics
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BARE = "import torch, gradio, plotly"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def time_bare_import() -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", BARE], check=True, cwd=ROOT)
    return time.perf_counter() - start


def time_app_startup(timeout: float = 120.0) -> float:
    port = free_port()
    env = {**os.environ, "GRADIO_SERVER_PORT": str(port), "GRADIO_SERVER_NAME": "127.0.0.1",
           "GRADIO_ANALYTICS_ENABLED": "False"}
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "app.py"], cwd=ROOT, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        while time.perf_counter() - start < timeout:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=1) as r:
                    if r.status == 200:
                        return time.perf_counter() - start
            except OSError:
                time.sleep(0.02)
        raise RuntimeError("app did not answer in time")
    finally:
        proc.terminate()
        proc.wait(timeout=20)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    time_bare_import()  # warm the file cache so neither side pays for a cold disk
    bare, app = [], []
    for _ in range(args.runs):
        bare.append(time_bare_import())
        app.append(time_app_startup())
    b, a = statistics.median(bare), statistics.median(app)
    print(f"bare import ({BARE}): median {b:.2f} s  runs {[round(x, 2) for x in bare]}")
    print(f"python app.py -> first HTTP 200: median {a:.2f} s  runs {[round(x, 2) for x in app]}")
    print(f"startup ratio: {a / b:.2f} (target <= 1.3)")


if __name__ == "__main__":
    main()
