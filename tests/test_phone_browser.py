"""A phone (390 x 844) in a real browser, every lesson, English and Chinese (issue 32): the
explanation and the figure sit right under the step control, within one screen of "Next step",
the inputs under them; nothing lies outside the viewport; no two blocks overlap; no label is
squeezed into a narrow column or clipped. Measured with bounding boxes, on the first step and
after one click on "Next step". Screenshots go to test-artifacts/phone/ (docs/ with
ATTNLAB_UPDATE_SCREENSHOTS=1)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from attnlab.lessons import LESSONS
from attnlab.ui.common import tab_title
from helpers import BROWSER_ARGS, CHROMIUM

pytestmark = [pytest.mark.browser, pytest.mark.server]
if not os.path.exists(CHROMIUM) and not os.environ.get("CI"):
    pytest.skip("Debian's chromium is not installed (apt-get install chromium)", allow_module_level=True)
sync_api = pytest.importorskip("playwright.sync_api")

WIDTH, HEIGHT = 390, 844
DOCS = Path(__file__).resolve().parent.parent / "docs"
# Lessons without a step control: the training lab (a live run; its own browser test). Real heads
# (gpt2) starts from its sentence and Run button, so its inputs stay first; tests/test_gpt2_browser.py.
STEPPED = [name for name in LESSONS if name not in ("training", "gpt2")]

# Everything measured in one pass over the open tab: the step control, explanation, figure and
# inputs; every visible component block; every label.
MEASURE = """lesson => {
  const box = el => { const r = el.getBoundingClientRect();
    return {l: r.left, r: r.right, t: r.top + scrollY, b: r.bottom + scrollY, w: r.width, h: r.height}; };
  const shown = el => { const r = el.getBoundingClientRect(); const s = getComputedStyle(el);
    return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none'; };
  const tab = document.getElementById('tab-' + lesson);
  const get = s => { const e = document.getElementById(lesson + s); return e && shown(e) ? box(e) : null; };
  // Inside a box that scrolls sideways on purpose (a wide formula, a table), overflow is fine.
  const scrolls = el => { for (let x = el.parentElement; x && x !== tab; x = x.parentElement) {
      const o = getComputedStyle(x).overflowX; if (o === 'auto' || o === 'scroll') return true; }
    return false; };
  const outside = [];
  for (const el of tab.querySelectorAll('.block, button, label, .js-plotly-plot, table')) {
    if (!shown(el) || scrolls(el)) continue;
    const r = el.getBoundingClientRect();
    if (r.left < -1 || r.right > innerWidth + 1)
      outside.push([el.id || el.className.slice(0, 40), Math.round(r.left), Math.round(r.right)]);
  }
  const labels = [];
  for (const el of tab.querySelectorAll('[data-testid="block-info"], label > span, .label-wrap span')) {
    if (!shown(el) || !el.innerText.trim()) continue;
    const s = getComputedStyle(el);
    const line = parseFloat(s.lineHeight) || 1.4 * parseFloat(s.fontSize);
    const lines = Math.round(el.getBoundingClientRect().height / line);
    const clipped = el.scrollWidth > el.clientWidth + 1 && s.overflow !== 'visible';
    const chars = el.innerText.trim().length;
    // Squeezed: more lines than a label of its length needs in the width it has (a column
    // of one or two characters), or clipped.
    if (clipped || (lines > 2 && lines * 4 > chars)) labels.push([el.innerText.trim(), lines]);
  }
  const column = tab.querySelector('.lesson-outputs');
  const blocks = column ? [...column.children].filter(shown).map(box) : [];
  const overlap = [];
  for (let i = 0; i < blocks.length; i++) for (let j = i + 1; j < blocks.length; j++) {
    const a = blocks[i], b = blocks[j];
    const w = Math.min(a.r, b.r) - Math.max(a.l, b.l), h = Math.min(a.b, b.b) - Math.max(a.t, b.t);
    if (w > 1 && h > 1) overlap.push([i, j]);
  }
  const inputs = tab.querySelector('.lesson-inputs');
  return {next: get('-next'), text: get('-text'), plot: get('-plot'), question: get('-question'),
          inputs: inputs && shown(inputs) ? box(inputs) : null, outside, labels, overlap,
          scrollWidth: document.documentElement.scrollWidth};
}"""


def tab_button(page, name: str, lang: str):
    """The tab's button a learner sees (in the bar or among the wrapped overflow tabs)."""
    return page.locator("[role=tablist] button, .overflow-dropdown button").filter(
        has_text=tab_title(name, lang)).first


def check(m: dict, where: str) -> None:
    assert m["next"], (where, m)
    if not m["text"]:  # a step that asks first: the question is what comes under the control
        assert m["question"], (where, m)
        gap = m["question"]["t"] - m["next"]["b"]
        assert 0 <= gap < HEIGHT, f"{where}: the question starts {gap:.0f} px under Next step"
        return _fits(m, where)
    assert m["plot"], (where, m)
    gap = m["text"]["t"] - m["next"]["b"]
    assert 0 <= gap < HEIGHT, f"{where}: the explanation starts {gap:.0f} px under Next step"
    assert m["plot"]["t"] >= m["text"]["t"] - 1 or m["plot"]["b"] <= m["text"]["t"], where
    assert m["plot"]["t"] - m["next"]["b"] < 2 * HEIGHT, f"{where}: figure too far down"
    if m["inputs"]:
        assert m["inputs"]["t"] >= m["plot"]["b"] - 1, f"{where}: inputs above the figure"
    _fits(m, where)


def _fits(m: dict, where: str) -> None:
    assert m["scrollWidth"] <= WIDTH + 1, f"{where}: the page scrolls sideways"
    assert m["outside"] == [], f"{where}: outside the viewport {m['outside']}"
    assert m["labels"] == [], f"{where}: squeezed or clipped labels {m['labels']}"
    assert m["overlap"] == [], f"{where}: blocks overlap {m['overlap']}"


@pytest.fixture(scope="module")
def browser():
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=BROWSER_ARGS)
        yield b
        b.close()


@pytest.mark.parametrize("locale,lang", [("en-US", "en"), ("zh-CN", "zh")])
def test_every_lesson_reads_on_a_phone(browser, server_url, artifacts_dir, locale, lang):
    folder = artifacts_dir / "phone"
    folder.mkdir(exist_ok=True)
    page = browser.new_page(locale=locale, viewport={"width": WIDTH, "height": HEIGHT})
    try:
        page.goto(server_url + "/")
        page.wait_for_selector("#scores-plot .js-plotly-plot", timeout=90_000)
        for name in STEPPED:
            tab_button(page, name, lang).click()
            page.wait_for_selector(f"#{name}-plot .js-plotly-plot", timeout=90_000)
            page.wait_for_function(f"() => document.querySelector('#{name}-text').innerText"
                                   ".trim().length > 0", timeout=90_000)
            check(page.evaluate(MEASURE, name), f"{name}/{lang}/first step")
            before = page.locator(f"#{name}-text").inner_text()
            page.locator(f"#{name}-next").click()
            page.wait_for_function(f"b => document.querySelector('#{name}-text').innerText !== b",
                                   arg=before, timeout=90_000)
            page.wait_for_timeout(300)  # the figure is drawn after the text
            check(page.evaluate(MEASURE, name), f"{name}/{lang}/second step")
            path = folder / f"phone-{name}-{lang}.png"
            page.screenshot(path=str(path), full_page=True)
            if os.environ.get("ATTNLAB_UPDATE_SCREENSHOTS") == "1" and name in ("scores", "heads"):
                shutil.copy(path, DOCS / path.name)
    finally:
        page.close()
