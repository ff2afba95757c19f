"""A learner in a real browser: Playwright driving Debian's Chromium against a real server.

Screenshots go to test-artifacts/; with ATTNLAB_UPDATE_SCREENSHOTS=1 they also replace the README
images in docs/.
"""

from __future__ import annotations

import contextlib
import os
import shutil
from pathlib import Path

import pytest

from attnlab import i18n
from attnlab.lessons import LESSONS
from attnlab.ui.common import tab_title

from helpers import BROWSER_ARGS as ARGS, CHROMIUM  # noqa: E402
DOCS = Path(__file__).resolve().parent.parent / "docs"
PLOT = "#scores-plot .js-plotly-plot"

pytestmark = [pytest.mark.browser, pytest.mark.server]

if not os.path.exists(CHROMIUM) and not os.environ.get("CI"):
    pytest.skip("Debian's chromium is not installed (apt-get install chromium)", allow_module_level=True)
sync_api = pytest.importorskip("playwright.sync_api")


# a loaded CI machine (sandbox children on every core) can hold a click's answer back for a while
WAIT_MS = 60_000


@pytest.fixture(scope="module")
def browser():
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield b
        b.close()


@contextlib.contextmanager
def opened(browser, server_url: str, locale: str):
    """A page of the app in ``locale``, once the first lesson's figure is drawn."""
    page = browser.new_page(locale=locale, viewport={"width": 1400, "height": 1100})
    try:
        page.goto(server_url + "/")
        page.wait_for_selector(PLOT, timeout=60_000)
        yield page
    finally:
        page.close()


def save_screenshot(page, path: Path) -> None:
    """Into test-artifacts/; with ATTNLAB_UPDATE_SCREENSHOTS=1 also over the README's copy."""
    page.screenshot(path=str(path), full_page=True)
    if os.environ.get("ATTNLAB_UPDATE_SCREENSHOTS") == "1":
        DOCS.mkdir(exist_ok=True)
        shutil.copy(path, DOCS / path.name)


def first_trace(page, key: str):
    return page.evaluate(f"() => document.querySelector('{PLOT}').data[0].{key}")


def edit_cell(page, table: str, row: int, col: int, old: str, new: str) -> None:
    """Type ``new`` over cell (row, col) of the editable table ``table`` as a learner does: a
    double click opens the cell's edit box, and the keys go in once that box has the focus.

    The box is mounted and focused a frame after the double click; on a loaded machine keys sent
    before that reach the cell itself and are lost (a learner sees no box yet and types again).
    So each try waits for the box, and the edit counts once the cell shows ``new``."""
    where = f"{table} [data-testid='cell-{row}-{col}'] span[data-editable='true']"
    cell = page.locator(where)
    assert cell.inner_text().strip() == old
    box_focused = ("t => { const a = document.activeElement;"
                   " return a && a.tagName === 'TEXTAREA' && a.closest(t) !== null; }")
    shows = "([w, v]) => document.querySelector(w)?.innerText.trim() === v"
    for _ in range(3):
        cell.dblclick()
        try:
            page.wait_for_function(box_focused, arg=table, timeout=WAIT_MS // 3)
        except sync_api.TimeoutError:
            continue
        page.keyboard.press("Control+A")
        page.keyboard.type(new)
        page.keyboard.press("Enter")
        try:
            page.wait_for_function(shows, arg=[where, new], timeout=WAIT_MS // 3)
            return
        except sync_api.TimeoutError:
            continue
    raise AssertionError(f"cell ({row}, {col}) of {table} still shows {cell.inner_text()!r}")


def no_error_toast(page) -> bool:
    return page.locator(".toast-body.error, [data-testid='toast-body']").count() == 0


@pytest.mark.parametrize("locale,lang", [("zh-CN", "zh"), ("en-US", "en")])
def test_scores_tab_in_both_languages(browser, server_url, artifacts_dir, locale, lang):
    with opened(browser, server_url, locale) as page:
        # Static labels (gr.I18n) and server text (accept-language) are both in the right language.
        title = i18n.t("app.title", lang).lstrip("# ")
        assert page.get_by_text(title).is_visible()
        assert page.get_by_role("tab", name=tab_title("scores", lang)).is_visible()
        text = page.locator("#scores-text")
        assert "0.55·0.43 + 0.87·0.15 + 0.66·0.89 = 0.9544" in text.inner_text()
        assert ("注意力从相似度分数开始" in text.inner_text()) == (lang == "zh")

        # Next step button moves the lesson on.
        page.locator("#scores-next").click()
        page.wait_for_function("t => document.querySelector('#scores-text').innerText.includes(t)",
                               arg="0.1385, 0.2379", timeout=WAIT_MS)

        # The all-pairs heatmap, then an edit of cell (1, 1) changes it live.
        page.get_by_label(i18n.t("scores.step.all_scores", lang)).check()
        page.wait_for_function(f"() => document.querySelector('{PLOT}').data[0].type === 'heatmap'",
                               timeout=WAIT_MS)
        before = first_trace(page, "z[0][0]")  # the stored float32, not its 4-decimal print
        assert before == pytest.approx(0.9995, abs=1e-4)
        edit_cell(page, "#scores-matrix", 0, 0, "0.43", "0.9")
        page.wait_for_function(f"b => document.querySelector('{PLOT}').data[0].z[0][0] !== b",
                               arg=before, timeout=WAIT_MS)
        assert first_trace(page, "z[0][0]") == pytest.approx(0.9**2 + 0.15**2 + 0.89**2, abs=1e-4)
        page.wait_for_timeout(300)
        assert no_error_toast(page)

        save_screenshot(page, artifacts_dir / f"scores-{lang}.png")

        # Bad input: a translated message in a toast, and the page keeps working.
        d_out = page.locator("#scores-dout input")
        d_out.fill("0")
        d_out.press("Enter")
        message = i18n.t("error.out_of_range", lang, name="d_out", low=1, high=512)
        page.get_by_text(message).first.wait_for(timeout=WAIT_MS)
        assert not no_error_toast(page)  # the toast detector sees a real toast
        d_out.fill("2")
        d_out.press("Enter")
        page.wait_for_function(f"() => document.querySelector('{PLOT}').data[0].z[0][0] > 1.6",
                               timeout=WAIT_MS)


# Lessons with a browser test of their own; every other lesson is opened, edited and stepped below,
# so a new lesson fails this test until it is given an edit (EDITS) or a test of its own.
OWN_TEST = {"scores": "test_scores_tab_in_both_languages", "gpt2": "tests/test_gpt2_browser.py",
            "training": "test_training_lab_learns_live_and_stops"}
TABS = tuple(name for name in LESSONS if name not in OWN_TEST)
# For each tab, a number box to edit and a new value that must change the figure.
EDITS = {
    "softmax": ("#softmax-scale input[type=number]", "5"),
    "masking": ("#masking-seed input", "1"),
    "dropout": ("#dropout-seed input", "7"),
    "heads": ("#heads-n input[type=number]", "9"),
    "why": ("#why-a textarea, #why-a input", "the fish bank water"),
    "gradients": ("#gradients-seed input", "5"),
}
FIGURE_STATE = ("sel => { const g = document.querySelector(sel); "
                "return JSON.stringify(g.data) + JSON.stringify(g.layout.annotations); }")


def test_every_lesson_has_a_browser_test():
    assert set(EDITS) == set(TABS), "give the new lesson an edit in EDITS or a test of its own"
    assert set(OWN_TEST) <= set(LESSONS)


@pytest.mark.parametrize("locale,lang", [("zh-CN", "zh"), ("en-US", "en")])
def test_every_lesson_tab_renders_edits_and_steps(browser, server_url, artifacts_dir, locale, lang):
    with opened(browser, server_url, locale) as page:
        for tab in TABS:
            page.get_by_role("tab", name=tab_title(tab, lang)).click()
            plot = f"#{tab}-plot .js-plotly-plot"
            page.wait_for_selector(plot, timeout=30_000)
            text = page.locator(f"#{tab}-text")
            first = text.inner_text()
            assert first.strip()
            assert any("\u4e00" <= ch <= "\u9fff" for ch in first) == (lang == "zh")
            # Edit an input: the figure changes.
            before = page.evaluate(FIGURE_STATE, plot)
            selector, value = EDITS[tab]
            if tab == "why" and lang == "zh":  # Chinese learners start from the 刷子 example
                value = "它 用 刷子 画 一只 小猫"
            box = page.locator(selector).first
            box.fill(value)
            box.press("Enter")
            page.wait_for_function(f"([sel, old]) => ({FIGURE_STATE})(sel) !== old",
                                   arg=[plot, before], timeout=20_000)
            # Step on: the explanation changes.
            shown = text.inner_text()
            page.locator(f"#{tab}-next").click()
            page.wait_for_function(
                "([sel, old]) => document.querySelector(sel).innerText !== old",
                arg=[f"#{tab}-text", shown], timeout=20_000)
            # A step that asks first keeps its answer folded: reveal it, the figure shows. A step
            # that asks nothing shows no prediction buttons (issue 20, point 8).
            from attnlab.lessons import lesson_module, questions

            second = lesson_module(tab).STEPS[1]
            if second in questions.questions_of(tab):
                page.locator(f"#{tab}-reveal").click()
            else:
                page.wait_for_function(
                    "([sel, want]) => document.querySelector(sel).innerText.trim() === want",
                    arg=[f"#{tab}-question", i18n.t("predict.none", lang)], timeout=20_000)
                assert not page.locator(f"#{tab}-reveal").is_visible()
                assert not page.locator(f"#{tab}-check").is_visible()
            page.wait_for_selector(plot, state="visible", timeout=20_000)
            page.wait_for_timeout(300)
            assert no_error_toast(page), tab
            save_screenshot(page, artifacts_dir / f"{tab}-{lang}.png")


@pytest.mark.parametrize("locale,lang", [("zh-CN", "zh"), ("en-US", "en")])
def test_predict_first_folds_the_answer_until_checked(browser, server_url, artifacts_dir, locale,
                                                      lang):
    with opened(browser, server_url, locale) as page:
        page.locator("#scores-next").click()  # step 2 asks which token gets the largest weight
        page.wait_for_selector("#scores-guess input[type=radio]", timeout=20_000)
        question = page.locator("#scores-question").inner_text()
        assert i18n.t("predict.title", lang) in question
        assert not page.locator("#scores-plot").is_visible()  # folded: predict before seeing
        page.locator("#scores-guess label").nth(1).click()  # "journey"
        page.locator("#scores-check").click()
        right = i18n.t("predict.right", lang, answer="journey").strip("*")
        page.wait_for_function("want => document.querySelector('#scores-verdict').innerText"
                               ".trim().startsWith(want)", arg=right, timeout=20_000)
        page.wait_for_selector("#scores-plot .js-plotly-plot", state="visible", timeout=20_000)
        assert no_error_toast(page)
        save_screenshot(page, artifacts_dir / f"predict-{lang}.png")


def test_dropout_slider_changes_the_figure(browser, server_url):
    with opened(browser, server_url, "en-US") as page:
        page.get_by_role("tab", name=tab_title("dropout", "en")).click()
        plot = "#dropout-plot .js-plotly-plot"
        page.wait_for_selector(plot, timeout=30_000)
        page.wait_for_function(f"() => document.querySelector('{plot}').data[0].z.flat().includes(2)",
                               timeout=20_000)
        box = page.locator("#dropout-p input[type=number]")
        box.fill("0.1")
        box.press("Enter")
        # survivors become 1 / (1 - 0.1) = 1.1111
        page.wait_for_function(
            f"() => document.querySelector('{plot}').data[0].z.flat().some(v => Math.abs(v - 1.111111) < 1e-5)",
            timeout=20_000)
        assert no_error_toast(page)


@pytest.mark.parametrize("locale,lang", [("zh-CN", "zh"), ("en-US", "en")])
def test_exercise_wrong_then_right(browser, server_url, artifacts_dir, locale, lang):
    import exercises

    with opened(browser, server_url, locale) as page:
        page.get_by_role("tab", name=tab_title("exercises", lang)).click()
        page.locator("#exercise-picker input").click()
        page.get_by_role("option", name=exercises.BY_ID["ex_omega"].title[lang]).click()
        answer = page.locator("#exercise-answer textarea, #exercise-answer input").first
        answer.wait_for(timeout=20_000)
        statement = page.locator("#exercise-statement")
        page.wait_for_function("t => document.querySelector('#exercise-statement').innerText.includes(t)",
                               arg=exercises.BY_ID["ex_omega"].title[lang], timeout=20_000)
        assert "0.55" not in statement.inner_text()  # the statement does not give the answer away
        result = page.locator("#exercise-result")
        answer.fill("1.2345")
        page.locator("#exercise-check").click()
        wait_result = "t => document.querySelector('#exercise-result').innerText.includes(t)"
        page.wait_for_function(wait_result, arg=i18n.t("status.failed", lang), timeout=20_000)
        answer.fill("0.9544")
        page.locator("#exercise-check").click()
        page.wait_for_function(wait_result, arg=i18n.t("feedback.passed", lang), timeout=20_000)
        assert i18n.t("status.passed", lang) in result.inner_text()
        assert no_error_toast(page)
        save_screenshot(page, artifacts_dir / f"exercises-{lang}.png")


@pytest.mark.parametrize("locale,lang", [("zh-CN", "zh"), ("en-US", "en")])
def test_training_lab_learns_live_and_stops(browser, server_url, artifacts_dir, locale, lang):
    with opened(browser, server_url, locale) as page:
        page.get_by_role("tab", name=tab_title("training", lang)).click()
        page.locator("#training-train").click()
        learned = i18n.t("training.learned", lang)
        page.wait_for_function("t => document.querySelector('#training-status').innerText.includes(t)",
                               arg=learned, timeout=120_000)
        page.wait_for_selector("#training-maps .js-plotly-plot", timeout=20_000)
        assert no_error_toast(page)
        save_screenshot(page, artifacts_dir / f"training-{lang}.png")
        # A long run can be stopped: it never reaches its last step.
        steps = page.locator("#training-steps input[type=number]")
        steps.fill("2000")
        steps.press("Enter")
        steps.press("Tab")  # leave the box so the slider commits its new value
        page.wait_for_timeout(500)
        page.locator("#training-train").click()
        page.wait_for_function("() => /\\b[1-9]\\d* \\/ 2000\\b/.test("
                               "document.querySelector('#training-status').innerText)", timeout=60_000)
        page.locator("#training-stop").click()
        status = page.locator("#training-status")
        # The run ends itself at its next frame and says so (whatever step it reached).
        said = i18n.t("training.stopped", lang, step=0, steps=2000).split("2000")[-1]
        # Generous: under a parallel run's load the next frame (50 steps) can take tens of seconds;
        # the wait returns as soon as the text shows.
        page.wait_for_function("t => document.querySelector('#training-status').innerText.includes(t)",
                               arg=said, timeout=120_000)
        stopped = status.inner_text()
        page.wait_for_timeout(2000)
        assert status.inner_text() == stopped  # no further progress, and no "Error" badge
        assert "2000 / 2000" not in stopped
        assert no_error_toast(page)
