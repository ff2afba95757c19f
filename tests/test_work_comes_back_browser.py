"""Work that comes back (issue 32), in a real browser (Debian's Chromium), in English and Chinese:
after a reload the Exercises tab shows the exercise the learner was on with what they typed (a
code answer in the first exercise shown included), and one click on "Download my answers"
downloads the whole answers file."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from attnlab import registry
from attnlab.grading.answer_files import read_answers
from attnlab.ui import saved_work
from helpers import BROWSER_ARGS, CHROMIUM

ROOT = Path(__file__).resolve().parent.parent
pytestmark = [pytest.mark.browser, pytest.mark.server]
STATEMENT = "t => (document.querySelector('#exercise-statement') || {innerText: ''}).innerText.includes(t)"
EDITOR = "#exercise-code .cm-content"


def stored(page) -> None:
    """Wait until the answers' localStorage entry stops changing: the browser writes it a moment
    after the last keystroke (a learner reloading within that moment loses that keystroke, a test
    on a busy machine once did)."""
    key = saved_work.STORAGE + ".answers"
    last, still = None, 0
    for _ in range(100):  # at most 20 s
        now = page.evaluate("k => localStorage.getItem(k)", key)
        still = still + 1 if now == last and now is not None else 0
        if still >= 3:
            return
        last = now
        page.wait_for_timeout(200)


def exercises_tab(page, first) -> None:
    """The Exercises tab, once its statement (of ``first``'s title) is shown."""
    page.locator("#tab-exercises-button").click()
    page.wait_for_function(STATEMENT, arg=first, timeout=90_000)


@pytest.mark.parametrize("locale,lang", [("en-US", "en"), ("zh-CN", "zh")])
def test_reload_reopens_the_exercise_with_its_answer_and_one_click_downloads_all(
        server_url, tmp_path, locale, lang):
    if not os.path.exists(CHROMIUM):
        pytest.skip("Debian's chromium is not installed")
    sync_api = pytest.importorskip("playwright.sync_api")
    exercises = registry.app_exercises()
    first = exercises[0]
    assert first.kind == "code"  # the case the issue found broken: the first exercise shown
    omega = next(e for e in exercises if e.id == "ex_omega")
    mark = f"# mine-{lang}"
    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=BROWSER_ARGS)
        try:
            context = browser.new_context(locale=locale, accept_downloads=True,
                                          viewport={"width": 1400, "height": 1100})
            page = context.new_page()
            page.goto(server_url + "/")
            exercises_tab(page, first.title[lang])
            # The editor offers no download of its own (it gave file.py with one answer).
            assert page.locator("#exercise-code button[aria-label*='ownload'], "
                                "#exercise-code a[download]").count() == 0
            page.locator(EDITOR).click()
            page.keyboard.press("Control+End")
            page.keyboard.press("Enter")
            page.keyboard.type(mark)
            stored(page)

            page.reload()  # the code answer typed into the first exercise shown comes back
            exercises_tab(page, first.title[lang])
            page.wait_for_function(f"m => document.querySelector('{EDITOR}').innerText.includes(m)",
                                   arg=mark, timeout=30_000)

            page.locator("#exercise-picker input").click()
            page.get_by_role("option", name=omega.title[lang]).click()
            page.wait_for_function(STATEMENT, arg=omega.title[lang], timeout=60_000)
            page.locator("#exercise-answer textarea").press_sequentially("0.9544")
            stored(page)

            page.reload()  # the Exercises tab opens again, on the exercise the learner was on
            page.wait_for_function(STATEMENT, arg=omega.title[lang], timeout=60_000)
            page.wait_for_function("() => document.querySelector('#exercise-answer textarea')"
                                   ".value === '0.9544'", timeout=30_000)
            assert page.locator("#exercise-picker input").input_value() == omega.title[lang]

            with page.expect_download(timeout=30_000) as info:  # one click, no second link
                page.locator("#saved-download-py").click()
            assert info.value.suggested_filename == "answers.py"
            saved = tmp_path / "answers.py"
            info.value.save_as(saved)
            text = saved.read_text(encoding="utf-8")
            assert mark in text, text[:2000]  # the code answer, in the same file as the number
            placed, _ = read_answers(saved.read_bytes(), "answers.py", exercises)
            assert placed["ex_omega"] == "0.9544"
            context.close()
        finally:
            browser.close()
