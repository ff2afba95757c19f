"""The Real heads tab in a real browser: nothing runs until the learner asks; the button loads the
small random GPT-2 (ATTNLAB_GPT2, set by the server fixture) and draws the lesson; stepping to
the overview draws one small heatmap per head."""

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

PLOT = "#gpt2-plot .js-plotly-plot"


@pytest.mark.parametrize("locale,lang", [("zh-CN", "zh")])
def test_real_heads_tab_runs_on_demand_and_steps(server_url, artifacts_dir, locale, lang):
    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=BROWSER_ARGS)
        page = browser.new_page(locale=locale, viewport={"width": 1400, "height": 1100})
        try:
            page.goto(server_url + "/")
            page.get_by_role("tab", name=tab_title("gpt2", lang)).click()
            page.wait_for_timeout(500)
            # Opening the tab computes nothing: the figure and the text say what Run will do.
            page.wait_for_selector(PLOT, timeout=30_000)
            assert page.evaluate(f"document.querySelector('{PLOT}').data.length") == 0
            assert i18n.t("widget.gpt2_run", lang) in page.locator("#gpt2-text").inner_text()
            page.locator("#gpt2-run").click()
            page.wait_for_function(f"document.querySelector('{PLOT}').data.length > 0",
                                   timeout=60_000)
            # The head as lines beside it: pointing at a query token leaves only its lines.
            page.wait_for_selector("#gpt2-lines svg line", state="attached", timeout=30_000)
            last = page.locator("#gpt2-lines text.tq").count() - 1
            page.locator(f"#gpt2-lines text.tq{last}").hover()
            shown = page.evaluate("""(q) => [...document.querySelectorAll('#gpt2-lines line')]
                .map(l => [l.classList.contains('q' + q), getComputedStyle(l).strokeOpacity])""", last)
            assert any(own for own, _ in shown) and any(not own for own, _ in shown)
            assert {o for own, o in shown if own} == {"0.55"}
            assert {o for own, o in shown if not own} == {"0.04"}
            text = page.locator("#gpt2-text").inner_text()
            assert "词元" in text and "UTF-8" in text
            assert "gpt2-random" in page.locator("#gpt2-status").inner_text()
            # Step 3 asks first: its check and reveal buttons show, and revealing opens the answer.
            page.locator("#gpt2-step label").nth(2).click()
            page.locator("#gpt2-reveal").wait_for(state="visible", timeout=30_000)
            assert page.locator("#gpt2-check").is_visible()
            assert not page.locator("#gpt2-plot").is_visible()  # folded until asked
            page.locator("#gpt2-reveal").click()
            page.locator("#gpt2-plot").wait_for(state="visible", timeout=20_000)
            page.locator("#gpt2-step label").nth(3).click()  # the overview
            page.wait_for_function(
                f"() => document.querySelector('{PLOT}') && "
                f"document.querySelector('{PLOT}').data.length === 5 * 12", timeout=30_000)
            page.screenshot(path=str(artifacts_dir / f"gpt2-{lang}.png"), full_page=True)
        finally:
            browser.close()
