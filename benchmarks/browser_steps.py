"""What a learner waits for in the browser: "Next step" clicked to the new explanation shown,
per lesson, divided by a no-op Gradio button's click to its new text in the same run.

    python benchmarks/browser_steps.py [--samples 30] [--width 1280] [--lessons scores,heads]

Starts `python app.py` and a no-op app (benchmarks/noop_app.py's imports and launch, one button
whose click sets a Markdown to a counter: one queued event, one tiny output), opens both in one
Chromium (Debian's, as the browser tests drive it), and alternates one no-op click with one
lesson click, so both see the same machine. A click is timed inside the page: from
``button.click()`` to the moment the explanation's text differs (a MutationObserver), then the
page is left to finish drawing the figure (no change to it for 300 ms), whose last redraw is
reported too ("figure", ms from the click: it follows the text in a request of its own). Lessons walk their steps forward with "Next step" and back with
"Previous step", at the book's inputs (the server's step cache is warm after the first pass, as it
is for a class). Prints p50 and p95 per lesson and the ratios to the no-op's; the issue's target
is <= 1.5x at p50 and p95 on a quiet machine. Also the server events a click sent (requests to
``queue/join`` or ``run/predict``: each is a round of Gradio's status updates in the page) and the
load average before and after.
"""

from __future__ import annotations

import argparse
import os
import socket
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

CLICK = """async ([button, text, plot]) => {
  // The rendered text itself (re-read: Gradio may replace the node), not the block around it,
  // whose progress timer changes at once. {text: null} after 20 s without a change. With a plot,
  // also when its figure was last redrawn: the click's last change to it before 300 ms pass
  // without one (the figure follows the text in its own request: attnlab/ui/steps.py).
  const block = document.querySelector(text);
  const fig = plot && document.querySelector(plot);
  const read = () => (block.querySelector('.prose') || block).textContent;
  const before = read();
  const t0 = performance.now();
  let drawn = null;
  const pobs = fig && new MutationObserver(() => { drawn = performance.now() - t0; });
  if (pobs) pobs.observe(fig, {subtree: true, childList: true, attributes: true});
  const shown = await new Promise(resolve => {
    const obs = new MutationObserver(() => {
      if (read() !== before) { obs.disconnect(); resolve(performance.now() - t0); }
    });
    obs.observe(block, {subtree: true, childList: true, characterData: true});
    setTimeout(() => { obs.disconnect(); resolve(null); }, 20000);
    document.querySelector(button).click();
  });
  if (pobs) {
    let last = -1;
    while (shown !== null && drawn !== last && performance.now() - t0 < 5000) {
      last = drawn;
      await new Promise(r => setTimeout(r, 300));
    }
    pobs.disconnect();
  }
  return {text: shown, figure: drawn};
}"""


def serve_noop_ui() -> None:
    import gradio as gr

    import noop_app  # noqa: F401 - the same imports as the class-load yardstick
    from attnlab.ui import app

    with gr.Blocks(title="noop") as demo:
        button = gr.Button("Next step", elem_id="noop-next")
        text = gr.Markdown("0", elem_id="noop-text")
        button.click(lambda n: str(int(n) + 1), inputs=text, outputs=text)
    demo.queue(max_size=app.QUEUE_MAX_SIZE, default_concurrency_limit=app.DEFAULT_CONCURRENCY)
    app.launch(demo)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start(args: list[str]) -> tuple[subprocess.Popen, str]:
    import requests

    port = free_port()
    env = {**os.environ, "GRADIO_SERVER_PORT": str(port), "GRADIO_SERVER_NAME": "127.0.0.1",
           "GRADIO_ANALYTICS_ENABLED": "False", "PYTHONPATH": str(ROOT / "benchmarks")}
    proc = subprocess.Popen([sys.executable, *args], cwd=ROOT, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 180
    while time.monotonic() < deadline:
        try:
            if requests.get(url + "/", timeout=2).status_code == 200:
                return proc, url
        except requests.RequestException:
            time.sleep(0.3)
    proc.kill()
    raise RuntimeError(f"{args} did not start")


def pct(values: list[float], q: float) -> float:
    return statistics.quantiles(values, n=100, method="inclusive")[q - 1] if len(values) > 1 \
        else values[0]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--samples", type=int, default=30, help="clicks per lesson")
    parser.add_argument("--width", type=int, default=1280)
    parser.add_argument("--lessons", default="", help="comma-separated: only these lessons")
    parser.add_argument("--serve-noop", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve_noop:
        serve_noop_ui()
        return

    from helpers import BROWSER_ARGS, CHROMIUM
    from playwright.sync_api import sync_playwright

    from attnlab.lessons import LESSONS, lesson_module

    lessons = [n for n in LESSONS if hasattr(lesson_module(n), "STEPS") and n != "gpt2"
               and (not args.lessons or n in args.lessons.split(","))]
    procs = []
    load_before = os.getloadavg()[0]
    try:
        app_proc, app_url = start(["app.py"])
        procs.append(app_proc)
        noop_proc, noop_url = start([__file__, "--serve-noop"])
        procs.append(noop_proc)
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=BROWSER_ARGS)
            view = {"width": args.width, "height": 1000}
            noop = browser.new_page(viewport=view)
            noop.goto(noop_url + "/")
            noop.wait_for_selector("#noop-next")
            page = browser.new_page(viewport=view)
            sent: list[str] = []  # the lesson page's event requests
            page.on("request", lambda r: sent.append(r.url) if r.method == "POST" and (
                "/queue/join" in r.url or "/run/predict" in r.url) else None)
            page.goto(app_url + "/")
            page.wait_for_selector("#scores-plot .js-plotly-plot", timeout=120_000)
            rows = []
            all_noop: list[float] = []
            for name in lessons:
                page.locator(f"#tab-{name}-button").click()
                page.wait_for_selector(f"#{name}-plot .js-plotly-plot", timeout=120_000)
                steps = lesson_module(name).STEPS
                times, noops, figures, i, direction, missed = [], [], [], 0, 1, 0
                page.wait_for_timeout(500)
                sent.clear()
                while len(times) < args.samples:
                    took = noop.evaluate(CLICK, ["#noop-next", "#noop-text", None])["text"]
                    if took is not None:
                        noops.append(took)
                    if not 0 <= i + direction < len(steps):
                        direction = -direction
                    button = f"#{name}-next" if direction > 0 else f"#{name}-prev"
                    got = page.evaluate(CLICK, [button, f"#{name}-text", f"#{name}-plot"])
                    took = got["text"]
                    i += direction
                    if took is None:
                        missed += 1
                        if missed > args.samples:
                            raise RuntimeError(f"{name}: the explanation did not change")
                        continue
                    times.append(took)
                    if got["figure"] is not None:
                        figures.append(got["figure"])
                all_noop += noops
                clicks = len(times) + missed
                rows.append((name, times, noops, len(sent) / clicks, figures))
            browser.close()
    finally:
        for proc in procs:
            proc.terminate()
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
    print(f"browser: Chromium at {args.width} px; {args.samples} clicks per lesson, each paired "
          f"with a no-op click; load average {load_before:.2f} before, "
          f"{os.getloadavg()[0]:.2f} after")
    print(f"{'lesson':<10} {'p50 ms':>8} {'p95 ms':>8} {'no-op p50':>10} {'no-op p95':>10} "
          f"{'p50 x':>6} {'p95 x':>6} {'events/click':>13} {'figure p50':>11} {'figure p95':>11}")
    for name, times, noops, events, figures in rows:
        p50, p95, n50, n95 = pct(times, 50), pct(times, 95), pct(noops, 50), pct(noops, 95)
        f50, f95 = (pct(figures, 50), pct(figures, 95)) if figures else (float("nan"),) * 2
        print(f"{name:<10} {p50:8.1f} {p95:8.1f} {n50:10.1f} {n95:10.1f} {p50 / n50:6.2f} "
              f"{p95 / n95:6.2f} {events:13.2f} {f50:11.1f} {f95:11.1f}")
    print(f"no-op over the whole run: p50 {pct(all_noop, 50):.1f} ms, p95 {pct(all_noop, 95):.1f} ms")


if __name__ == "__main__":
    main()
