"""The Heads lesson's line view in a real browser (issue 32): after "Next step" to the per-head
weights (and the answer revealed), one drawing per head under the heatmaps, its tokens the
heatmap's, pointing at a token leaves only its lines; it stays inside a phone's screen, and a
step without attention weights hides it."""

from __future__ import annotations

import os

import pytest

from attnlab import i18n
from attnlab.ui.common import tab_title
from helpers import BROWSER_ARGS, CHROMIUM

pytestmark = [pytest.mark.browser, pytest.mark.server]

if not os.path.exists(CHROMIUM) and not os.environ.get("CI"):
    pytest.skip("Debian's chromium is not installed (apt-get install chromium)", allow_module_level=True)
sync_api = pytest.importorskip("playwright.sync_api")

PLOT = "#heads-plot .js-plotly-plot"
DRAWN = """() => [...document.querySelectorAll('#heads-lines svg')].map(svg => ({
  tokens: [...svg.querySelectorAll('text.tq')].map(t => t.textContent),
  caption: svg.parentElement.querySelector('p').textContent,
  right: svg.getBoundingClientRect().right}))"""
HEATMAPS = f"""() => document.querySelector('{PLOT}').data
  .filter(d => d.type === 'heatmap').map(d => d.x)"""


def tab_button(page, lang: str):
    return page.locator("[role=tablist] button, .overflow-dropdown button").filter(
        has_text=tab_title("heads", lang)).first


@pytest.mark.parametrize("width,locale,lang", [(390, "zh-CN", "zh"), (1280, "en-US", "en")])
def test_heads_line_view_follows_the_step(server_url, artifacts_dir, width, locale, lang):
    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=BROWSER_ARGS)
        page = browser.new_page(locale=locale, viewport={"width": width, "height": 844})
        try:
            page.goto(server_url + "/")
            page.wait_for_selector("#scores-plot .js-plotly-plot", timeout=90_000)
            tab_button(page, lang).click()
            page.wait_for_selector(PLOT, timeout=60_000)
            assert not page.locator("#heads-lines").is_visible()  # the shape trace: no weights
            page.locator("#heads-next").click()  # per-head weights: a question first
            page.locator("#heads-reveal").wait_for(state="visible", timeout=30_000)
            page.locator("#heads-reveal").click()
            page.wait_for_selector("#heads-lines svg", state="visible", timeout=30_000)
            page.wait_for_function(f"() => ({HEATMAPS})().length === 2", timeout=30_000)
            drawn, heatmaps = page.evaluate(DRAWN), page.evaluate(HEATMAPS)
            assert [d["tokens"] for d in drawn] == heatmaps  # two heads, the heatmaps' tokens
            assert [d["caption"] for d in drawn] == [i18n.t("panel.head", lang, i=i)
                                                     for i in (1, 2)]
            assert all(d["right"] <= width for d in drawn)
            page.locator("#heads-answer").screenshot(
                path=str(artifacts_dir / f"heads-lines-{width}-{lang}.png"))
            # Pointing at the last query token of head 2 leaves only its lines in that drawing.
            last = len(drawn[1]["tokens"]) - 1
            page.locator(f"#heads-lines svg >> nth=1 >> text.tq{last}").hover()
            shown = page.evaluate("""(q) => [...document.querySelectorAll('#heads-lines svg')]
                .map(svg => [...svg.querySelectorAll('line')].map(
                    l => [l.classList.contains('q' + q), getComputedStyle(l).strokeOpacity]))""",
                                  last)
            assert {o for own, o in shown[1] if own} == {"0.55"}
            assert {o for own, o in shown[1] if not own} == {"0.04"}
            assert {o for _, o in shown[0]} == {"0.55"}  # the other head's drawing is untouched
            # head 1 scaled two ways (no question): two drawings; then a step of scores: hidden
            page.locator("#heads-step label").nth(2).click()
            captions = [i18n.t("panel.scale_right", lang, hd=1),
                        i18n.t("panel.scale_wrong", lang, d_out=2)]
            page.wait_for_function("want => JSON.stringify([...document.querySelectorAll("
                                   "'#heads-lines svg')].map(s => s.parentElement"
                                   ".querySelector('p').textContent)) === JSON.stringify(want)",
                                   arg=captions, timeout=30_000)
            page.locator("#heads-step label").nth(3).click()
            page.locator("#heads-lines").wait_for(state="hidden", timeout=30_000)
        finally:
            browser.close()
