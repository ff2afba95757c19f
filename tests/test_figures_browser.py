"""Every lesson step's figure at a phone's width (390 px) and a desktop's (1280 px): no two text
boxes of a plotly figure overlap (titles, tick labels, axis titles, colour-bar ticks, cell
numbers) and no text runs off the figure (issue 20). A step that fails leaves its screenshot in
test-artifacts/figures/.
"""

from __future__ import annotations

import os

import pytest

from attnlab.ui.common import tab_title
from attnlab.lessons import LESSONS as ALL_LESSONS, lesson_module, questions

from helpers import BROWSER_ARGS as ARGS, CHROMIUM  # noqa: E402

pytestmark = [pytest.mark.browser, pytest.mark.server]

if not os.path.exists(CHROMIUM) and not os.environ.get("CI"):
    pytest.skip("Debian's chromium is not installed (apt-get install chromium)", allow_module_level=True)
sync_api = pytest.importorskip("playwright.sync_api")

# Every lesson of steps, from the one list of lessons, so a new lesson's figures are checked too.
# The training lab has no steps: its two live figures are checked after them.
LESSONS = {name: lesson_module(name).STEPS for name in ALL_LESSONS
           if hasattr(lesson_module(name), "STEPS")}
assert set(ALL_LESSONS) - set(LESSONS) == {"training"}, "check the new lesson's figures below"


def asked(lesson: str) -> set[str]:
    """The steps that ask a prediction first (GPT-2's questions need its model, so they live
    beside it rather than in a questions.py)."""
    return set(questions.questions_of(lesson)) | set(getattr(lesson_module(lesson), "QUESTIONS", {}))

# Text boxes of one figure, as the browser lays them out: visible, non-empty SVG text.
BOXES = """sel => {
  const root = document.querySelector(sel);
  if (!root) return null;
  const frame = root.getBoundingClientRect();
  const out = [];
  for (const t of root.querySelectorAll('svg text')) {
    if (!t.textContent.trim()) continue;
    const style = getComputedStyle(t);
    if (style.display === 'none' || style.visibility === 'hidden' || style.opacity === '0') continue;
    const r = t.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    const g = t.closest('g[class]');
    out.push({text: t.textContent, cls: g ? g.getAttribute('class') : '',
              l: r.left, r: r.right, t: r.top, b: r.bottom});
  }
  return {boxes: out, l: frame.left, r: frame.right, t: frame.top, b: frame.bottom};
}"""

# What changes with every step: the figure's traces and annotations, and the step's own words
# (two steps may share a figure, never their explanation or question).
SIGNATURE = """([plot, lesson]) => {
  const el = document.querySelector(plot);
  const text = id => (document.getElementById(lesson + id) || {}).textContent || '';
  const fig = el && el._fullLayout ? [
    (el.data || []).map(d => [d.type, d.z ? d.z.length : 0, d.y && d.y.length]),
    (el.layout.annotations || []).map(a => a.text)] : null;
  return JSON.stringify([fig, text('-text'), text('-question')]);
}"""


def settled(page, plot: str, *, quiet_ms: int = 150, limit_ms: int = 5_000):
    """The figure's text boxes once plotly has stopped moving them: the same boxes in two reads
    ``quiet_ms`` apart (a redraw and its relayout take a frame or two; a fixed sleep was either too
    short on a loaded machine or wasted on a quiet one)."""
    found = page.evaluate(BOXES, plot)
    waited = 0
    while waited < limit_ms:
        page.wait_for_timeout(quiet_ms)
        waited += quiet_ms
        again = page.evaluate(BOXES, plot)
        if again == found and found:
            return found
        found = again
    return found


def faults(found, where: str) -> list[str]:
    """Overlapping text boxes, and text that runs off the figure."""
    out = [f"{where}: “{a}” overlaps “{b}”" for a, b in overlaps(found["boxes"])]
    for box in found["boxes"]:
        if (box["l"] < found["l"] - 2 or box["r"] > found["r"] + 2
                or box["t"] < found["t"] - 2 or box["b"] > found["b"] + 2):
            out.append(f"{where}: “{box['text']}” runs off")
    return out


def tab(page, name: str, lang: str):
    """The tab's button a learner sees: in the tab bar or among the wrapped overflow tabs (never
    Gradio's hidden measuring copy)."""
    title = tab_title(name, lang)
    return page.locator("[role=tablist] button, .overflow-dropdown button").filter(
        has_text=title).first


def overlaps(boxes, slack=1.0):
    """Pairs of text boxes that overlap by more than ``slack`` pixels both ways."""
    bad = []
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            w = min(a["r"], b["r"]) - max(a["l"], b["l"])
            h = min(a["b"], b["b"]) - max(a["t"], b["t"])
            if w > slack and h > slack:
                bad.append((a["text"], b["text"]))
    return bad


# A plotly figure laid out at its container's width (a figure drawn inside a folded box keeps the
# width it had there until the page's resize reaches it).
FITTED = """sel => {
  const el = document.querySelector(sel);
  if (!el || !el._fullLayout) return false;
  const box = el.getBoundingClientRect();
  return box.width > 0 && Math.abs(el._fullLayout.width - box.width) <= 2;
}"""


def reveal_answer(page, lesson: str, budget_ms: int = 120_000) -> None:
    """Open the step's folded answer as a learner would: Reveal, clicked again while the answer
    stays folded (a click a loaded page took before its handler was ready, or a reply refused
    by a busy gate), and the answer box's own header where no Reveal shows. The reveal flow
    itself is tested in test_predictions.py and test_browser.py; this test needs the figure."""
    reveal = page.locator(f"#{lesson}-reveal")
    shown = page.locator(f"#{lesson}-plot")
    reveal.wait_for(state="visible", timeout=30_000)
    reveal.click()
    waited = 0
    while waited < budget_ms:
        try:
            shown.wait_for(state="visible", timeout=15_000)
            # opened, the box refits its figures (predict.REFIT_JS after the reply): on a loaded
            # machine that comes a while after the box shows; measured before, a figure drawn
            # while folded is still at its folded width
            page.wait_for_function(FITTED, arg=f"#{lesson}-plot .js-plotly-plot", timeout=30_000)
            return
        except sync_api.TimeoutError:
            waited += 15_000
        if reveal.is_visible():
            reveal.click()
        else:
            page.locator(f"#{lesson}-answer > button, #{lesson}-answer .label-wrap").first.click()
    verdict = page.locator(f"#{lesson}-verdict").text_content()
    toasts = page.locator(".toast-body").all_text_contents()
    raise AssertionError(f"{lesson}: the answer stayed folded; verdict {verdict!r}, toasts {toasts}")


@pytest.fixture(scope="module")
def browser():
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield b
        b.close()


@pytest.mark.parametrize("width,height,locale,lang", [(390, 844, "zh-CN", "zh"),
                                                      (1280, 900, "en-US", "en")])
def test_every_steps_figure_has_no_overlapping_text(browser, server_url, artifacts_dir, width,
                                                     height, locale, lang):
    folder = artifacts_dir / "figures"
    folder.mkdir(exist_ok=True)
    page = browser.new_page(locale=locale, viewport={"width": width, "height": height})
    problems = []
    try:
        page.goto(server_url + "/")
        page.wait_for_selector("#scores-plot .js-plotly-plot", timeout=120_000)
        # Every tab is reachable without the overflow menu (issue 20, point 7).
        for name in (*LESSONS, "training"):
            assert tab(page, name, lang).is_visible(), name
        for lesson, steps in LESSONS.items():
            tab(page, lesson, lang).click()
            plot = f"#{lesson}-plot .js-plotly-plot"
            page.wait_for_selector(plot, timeout=60_000)
            run = page.locator(f"#{lesson}-run")  # a lesson that computes only when asked (GPT-2)
            if run.count():  # its figure until then says so: wait for the one Run draws
                before = page.evaluate(SIGNATURE, [plot, lesson])
                run.click()
                page.wait_for_function(f"([a, s]) => ({SIGNATURE})(a) !== s",
                                       arg=[[plot, lesson], before], timeout=60_000)
            for i, step in enumerate(steps):
                if i:
                    before = page.evaluate(SIGNATURE, [plot, lesson])
                    page.locator(f"#{lesson}-step label").nth(i).click()
                    page.wait_for_function(f"([a, s]) => ({SIGNATURE})(a) !== s",
                                           arg=[[plot, lesson], before], timeout=30_000)
                if step in asked(lesson):  # a question folds the figure
                    reveal_answer(page, lesson)
                found = settled(page, plot)
                assert found, (lesson, step)
                before_count = len(problems)
                if faults(found, f"{lesson}/{step} at {width}px"):
                    # on a loaded machine a relayout can come after a quiet read: what a longer
                    # quiet window still shows is what a learner sees
                    found = settled(page, plot, quiet_ms=1_000, limit_ms=15_000)
                problems += faults(found, f"{lesson}/{step} at {width}px")
                if len(problems) > before_count:  # a picture of what failed, for the report
                    page.locator(f"#{lesson}-plot").screenshot(
                        path=str(folder / f"{lesson}-{i + 1}-{step}-{width}-{lang}.png"))
        tab(page, "training", lang).click()
        for plot in ("#training-loss .js-plotly-plot", "#training-maps .js-plotly-plot"):
            page.wait_for_selector(plot, timeout=60_000)
            found = settled(page, plot)
            for a, b in overlaps(found["boxes"]):
                problems.append(f"{plot} at {width}px: “{a}” overlaps “{b}”")
        page.locator("#training-loss").screenshot(path=str(folder / f"training-{width}-{lang}.png"))
    finally:
        page.close()
    assert not problems, "\n".join(problems[:40])
