"""A learner's work in a real browser (Debian's Chromium): typed, checked, reloaded, downloaded,
graded by the CLI, and opened again in a fresh browser, in English and Chinese."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from attnlab import registry
from helpers import BROWSER_ARGS, CHROMIUM

ROOT = Path(__file__).resolve().parent.parent
pytestmark = [pytest.mark.browser, pytest.mark.server]


def open_exercise(page, url: str, exercise, lang: str) -> None:
    page.goto(url + "/")
    page.locator("#tab-exercises-button").click()
    page.locator("#exercise-picker input").click()
    page.get_by_role("option", name=exercise.title[lang]).click()
    try:
        page.wait_for_function("t => document.querySelector('#exercise-statement').innerText"
                               ".includes(t)", arg=exercise.title[lang], timeout=60_000)
    except Exception:
        page.screenshot(path=str(ROOT / "test-artifacts" / f"saved-work-{lang}.png"))
        raise


@pytest.mark.parametrize("locale,lang", [("en-US", "en"), ("zh-CN", "zh")])
def test_answers_survive_a_reload_download_and_open_again(server_url, tmp_path, locale, lang):
    if not os.path.exists(CHROMIUM):
        pytest.skip("Debian's chromium is not installed")
    sync_api = pytest.importorskip("playwright.sync_api")
    omega = next(e for e in registry.bundled() if e.id == "ex_omega")
    total = sum(e.points for e in registry.app_exercises())
    passed = {"en": "Passed", "zh": "通过"}[lang]
    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=BROWSER_ARGS)
        try:
            context = browser.new_context(locale=locale, accept_downloads=True,
                                          viewport={"width": 1400, "height": 1100})
            page = context.new_page()
            open_exercise(page, server_url, omega, lang)
            page.locator("#exercise-answer textarea").press_sequentially("0.9544")  # typed, as a person does
            page.locator("#exercise-check").click()
            page.wait_for_function("w => document.querySelector('#exercise-result').innerText"
                                   ".includes(w)", arg=passed, timeout=60_000)
            key = "attnlab.exercises.v1.hints"
            before = page.evaluate("k => localStorage.getItem(k)", key)
            page.locator("#exercise-hint-button").click()
            page.wait_for_function("() => document.querySelector('#exercise-hint').innerText"
                                   ".length > 5", timeout=30_000)
            page.wait_for_function("([k, b]) => localStorage.getItem(k) !== b", arg=[key, before],
                                   timeout=30_000)  # the count of hints shown is stored too

            page.reload()  # the answer, the progress and the hint are still there
            open_exercise(page, server_url, omega, lang)
            page.wait_for_function("() => document.querySelector('#exercise-answer textarea')"
                                   ".value === '0.9544'", timeout=30_000)
            progress = page.locator("#exercise-progress").inner_text()
            assert f"1 / {total}" in progress, progress
            assert len(page.locator("#exercise-hint").inner_text()) > 5

            page.locator("#saved-download-py").click()
            link = page.locator("#saved-file a").first
            link.wait_for(timeout=30_000)
            with page.expect_download() as info:
                link.click()
            saved = tmp_path / "answers.py"
            info.value.save_as(saved)
            context.close()

            graded = subprocess.run([sys.executable, "-m", "attnlab", "grade", str(saved),
                                     "--format", "json"], cwd=ROOT, capture_output=True,
                                    text=True, timeout=600)
            (report,) = json.loads(graded.stdout)["submissions"]
            by_id = {x["id"]: x for x in report["exercises"]}
            assert by_id["ex_omega"]["status"] == "passed" and report["score"] == 1, report

            fresh = browser.new_context(locale=locale, viewport={"width": 1400, "height": 1100})
            page = fresh.new_page()
            open_exercise(page, server_url, omega, lang)
            assert page.locator("#exercise-answer textarea").input_value() == ""  # nothing kept
            with page.expect_file_chooser() as chooser:  # the button opens the file dialog
                page.locator("#saved-open").click()
            chooser.value.set_files(str(saved))
            page.wait_for_function("() => document.querySelector('#saved-message').innerText"
                                   ".includes('ex_omega')", timeout=30_000)
            page.wait_for_function("() => document.querySelector('#exercise-answer textarea')"
                                   ".value === '0.9544'", timeout=30_000)
            fresh.close()
        finally:
            browser.close()
