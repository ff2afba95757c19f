"""Where a lesson step's click goes, in Chromium: the server's answer, then the page's work.

    python benchmarks/profile_step.py [--lesson scores] [--clicks 10] [--before why,scores]

Starts `python app.py`, opens a lesson in Debian's Chromium (as benchmarks/browser_steps.py
does) and for each "Next step"/"Previous step" click records, inside the page: when the event's
request was answered (Resource Timing of ``run/predict`` or ``queue/join``), when the explanation
changed and when the figure last changed (MutationObservers), and the page's main-thread CPU
profile over the click (CDP ``Profiler``), summed per script file and per function. Prints the
medians and the top functions, so a change can be aimed at what costs most. ``--before`` first
steps twice through each lesson named, as a learner who came through them has (the page keeps
state from every event it ran: benchmarks/browser_steps.py visits the lessons in order).
``--calls`` counts calls instead (V8's precise coverage, which slows the page, so without the
timings): how many times each function ran per click, a figure the machine's load leaves alone
(Gradio's layout-tree search ``Z`` is called once per block it visits).
"""

from __future__ import annotations

import argparse
import collections
import os
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))
sys.path.insert(0, str(ROOT / "tests"))

from browser_steps import start  # noqa: E402

CLICK = """async ([button, text, plot]) => {
  const block = document.querySelector(text);
  const fig = document.querySelector(plot);
  const read = () => (block.querySelector('.prose') || block).textContent;
  const before = read();
  performance.clearResourceTimings();
  const t0 = performance.now();
  let textAt = null, plotAt = null;
  const obs = new MutationObserver(() => {
    if (textAt === null && read() !== before) textAt = performance.now() - t0;
  });
  obs.observe(block, {subtree: true, childList: true, characterData: true});
  const pobs = new MutationObserver(() => { plotAt = performance.now() - t0; });
  pobs.observe(fig, {subtree: true, childList: true, attributes: true});
  document.querySelector(button).click();
  await new Promise(r => setTimeout(r, 1500));
  obs.disconnect(); pobs.disconnect();
  const req = performance.getEntriesByType('resource').filter(
      e => e.name.includes('/run/predict') || e.name.includes('/queue/join'));
  return {text: textAt, plot: plotAt, requests: req.length,
          sent: req.length ? req[0].startTime - t0 : null,
          answered: req.length ? req[0].responseEnd - t0 : null};
}"""


def summarise(profile: dict, by_file: collections.Counter, by_fn: collections.Counter,
              until_ms: float | None = None, from_ms: float = 0.0) -> float:
    """Main-thread milliseconds per file and function (self time); only the samples from
    ``from_ms`` to ``until_ms`` after the profile's start where given (before the request was
    sent; from its answer to the text shown)."""
    nodes = {n["id"]: n for n in profile["nodes"]}
    deltas = profile.get("timeDeltas", [])
    samples = profile.get("samples", [])
    total, clock = 0.0, 0.0
    for node_id, dt in zip(samples, deltas[1:] + [0]):
        clock += dt / 1000
        if until_ms is not None and clock > until_ms:
            break
        if clock < from_ms:
            continue
        frame = nodes[node_id]["callFrame"]
        url = frame["url"].rsplit("/", 1)[-1] or "(native)"
        name = frame["functionName"] or "(anonymous)"
        if name in ("(idle)", "(program)", "(garbage collector)"):
            url = name
        ms = dt / 1000
        by_file[url] += ms
        by_fn[f"{name} @ {url}:{frame['lineNumber']}"] += ms
        if name != "(idle)":
            total += ms
    return total


def print_calls(cdp, page, name: str, steps, args) -> None:
    """Calls per click of the functions called most (V8 precise coverage, function counts)."""
    cdp.send("Profiler.startPreciseCoverage", {"callCount": True, "detailed": False})
    cdp.send("Profiler.takePreciseCoverage")  # reset the counts
    calls: collections.Counter = collections.Counter()
    i, direction = 0, 1
    for _ in range(args.clicks):
        if not 0 <= i + direction < len(steps):
            direction = -direction
        button = f"#{name}-next" if direction > 0 else f"#{name}-prev"
        page.evaluate(CLICK, [button, f"#{name}-text", f"#{name}-plot"])
        for script in cdp.send("Profiler.takePreciseCoverage")["result"]:
            url = script["url"].rsplit("/", 1)[-1]
            for fn in script["functions"]:
                if fn["ranges"] and fn["ranges"][0]["count"]:
                    key = f"{fn['functionName'] or '(anonymous)'} @ {url}:{fn['ranges'][0]['startOffset']}"
                    calls[key] += fn["ranges"][0]["count"]
        i += direction
    cdp.send("Profiler.stopPreciseCoverage")
    print(f"{name}: {args.clicks} clicks" + (f" after stepping through {args.before}" if args.before
                                             else "") + "; calls per click:")
    for f, count in calls.most_common(25):
        print(f"  {count / args.clicks:10.1f}  {f}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--lesson", default="scores")
    parser.add_argument("--clicks", type=int, default=10)
    parser.add_argument("--width", type=int, default=1280)
    parser.add_argument("--before", default="", help="comma-separated lessons stepped through first")
    parser.add_argument("--calls", action="store_true", help="count calls per function instead")
    args = parser.parse_args()

    from helpers import BROWSER_ARGS, CHROMIUM
    from playwright.sync_api import sync_playwright

    from attnlab.lessons import lesson_module

    name = args.lesson
    steps = lesson_module(name).STEPS
    proc, url = start(["app.py"])
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=BROWSER_ARGS)
            page = browser.new_page(viewport={"width": args.width, "height": 1000})
            page.goto(url + "/")
            page.wait_for_selector("#scores-plot .js-plotly-plot", timeout=120_000)
            for earlier in filter(None, args.before.split(",")):
                page.locator(f"#tab-{earlier}-button").click()
                page.wait_for_selector(f"#{earlier}-plot .js-plotly-plot", timeout=120_000)
                for button in ("next", "next", "prev", "prev"):
                    page.locator(f"#{earlier}-{button}").click()
                    page.wait_for_timeout(400)
            page.locator(f"#tab-{name}-button").click()
            page.wait_for_selector(f"#{name}-plot .js-plotly-plot", timeout=120_000)
            page.wait_for_timeout(800)
            cdp = page.context.new_cdp_session(page)
            cdp.send("Profiler.enable")
            if args.calls:
                print_calls(cdp, page, name, steps, args)
                browser.close()
                return
            cdp.send("Profiler.setSamplingInterval", {"interval": 200})
            by_file: collections.Counter = collections.Counter()
            by_fn: collections.Counter = collections.Counter()
            pre_file: collections.Counter = collections.Counter()
            pre_fn: collections.Counter = collections.Counter()
            mid_file: collections.Counter = collections.Counter()
            mid_fn: collections.Counter = collections.Counter()
            rows, busy = [], []
            i, direction = 0, 1
            for _ in range(args.clicks):
                if not 0 <= i + direction < len(steps):
                    direction = -direction
                button = f"#{name}-next" if direction > 0 else f"#{name}-prev"
                cdp.send("Profiler.start")
                rows.append(page.evaluate(CLICK, [button, f"#{name}-text", f"#{name}-plot"]))
                profile = cdp.send("Profiler.stop")["profile"]
                busy.append(summarise(profile, by_file, by_fn))
                if rows[-1]["sent"] is not None:  # the click's work before its request left
                    summarise(profile, pre_file, pre_fn, until_ms=rows[-1]["sent"] + 2)
                if rows[-1]["answered"] is not None and rows[-1]["text"] is not None:
                    summarise(profile, mid_file, mid_fn, from_ms=rows[-1]["answered"] + 2,
                              until_ms=rows[-1]["text"] + 2)
                i += direction
            browser.close()
    finally:
        proc.terminate()
        proc.wait(timeout=10)

    def med(key):
        vals = [r[key] for r in rows if r[key] is not None]
        return statistics.median(vals) if vals else float("nan")

    n = len(rows)
    print(f"{name}: {n} clicks at {args.width} px; load {os.getloadavg()[0]:.2f}"
          + (f"; after stepping through {args.before}" if args.before else ""))
    print(f"median ms from click: request sent {med('sent'):.1f}, answered {med('answered'):.1f}, "
          f"text changed {med('text'):.1f}, figure last changed {med('plot'):.1f}; "
          f"main thread busy {statistics.median(busy):.1f} ms a click; "
          f"requests/click {sum(r['requests'] for r in rows) / n:.2f}")
    for title, counter, top in (("per file (ms a click)", by_file, 12),
                                ("per function (self ms a click)", by_fn, 25),
                                ("before the request was sent, per function (self ms a click)", pre_fn, 15),
                                ("from the answer to the text shown, per function (self ms a click)", mid_fn, 15)):
        print(f"{title}:")
        for f, ms in counter.most_common(top):
            print(f"  {ms / n:8.1f}  {f}")


if __name__ == "__main__":
    main()
