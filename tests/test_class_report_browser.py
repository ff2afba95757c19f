"""The HTML class report in a real browser (Playwright + Debian's Chromium), with the network off:
the page must draw its figures from the plotly.js embedded in it.

Screenshots go to test-artifacts/; with ATTNLAB_UPDATE_SCREENSHOTS=1 they also replace the
README's docs/class-report-*.png.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import exercises
from attnlab import i18n

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
from helpers import BROWSER_ARGS as ARGS, CHROMIUM  # noqa: E402

pytestmark = [pytest.mark.browser]

if not os.path.exists(CHROMIUM) and not os.environ.get("CI"):
    pytest.skip("Debian's chromium is not installed (apt-get install chromium)", allow_module_level=True)
sync_api = pytest.importorskip("playwright.sync_api")

# Mistakes learners make, one file each; the rest of each file is the reference answers.
MISTAKES = {
    "ex_omega": "ex_omega = 1.4950",  # the score with itself, not with "Your"
    "ex_stable_softmax": "def ex_stable_softmax(x, dim):\n    e = x.exp()\n"
                         "    return e / e.sum(dim=dim, keepdim=True)",
    "ex_split_merge": "def ex_split_merge(x, num_heads):\n    b, n, d = x.shape\n"
                      "    return x.view(b, num_heads, n, d // num_heads)",
}


@pytest.fixture(scope="module")
def class_folder(tmp_path_factory):
    """Eight students: some all right, some with one or two classic mistakes, one blank."""
    folder = tmp_path_factory.mktemp("class")
    plans = [(), (), ("ex_omega",), ("ex_omega", "ex_stable_softmax"), ("ex_stable_softmax",),
             ("ex_split_merge", "ex_omega"), ("ex_stable_softmax",)]
    for n, wrong in enumerate(plans, 1):
        parts = [MISTAKES[e.id] if e.id in wrong else e.solution for e in exercises.ALL]
        (folder / f"student {n:02d}.py").write_text("\n\n".join(parts))
    (folder / "学生 08.py").write_text("ex_omega = 0.9544\n")  # answered one exercise only
    (folder / "notes.txt").write_text("not a submission")
    return folder, len(plans) + 1


@pytest.fixture(scope="module")
def reports(class_folder, tmp_path_factory):
    folder, _ = class_folder
    out = tmp_path_factory.mktemp("reports")
    pages = {}
    for lang in ("en", "zh"):
        page = out / f"class-{lang}.html"
        proc = subprocess.run([sys.executable, "-m", "attnlab", "grade", str(folder), "--format", "html",
                               "--out", str(page), "--lang", lang, "--jobs", "2"],
                              cwd=ROOT, capture_output=True, text=True, timeout=600)
        assert proc.returncode == 0, proc.stderr
        pages[lang] = page
    json_proc = subprocess.run([sys.executable, "-m", "attnlab", "grade", str(folder), "--format",
                                "json", "--jobs", "2"], cwd=ROOT, capture_output=True, text=True,
                               timeout=600)
    return pages, json.loads(json_proc.stdout)


@pytest.fixture(scope="module")
def browser():
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield b
        b.close()


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_class_report_opens_offline_and_draws(browser, reports, class_folder, artifacts_dir, lang):
    pages, graded = reports
    _, n_students = class_folder
    context = browser.new_context(offline=True, viewport={"width": 1300, "height": 1000},
                                  locale="zh-CN" if lang == "zh" else "en-US")
    requested = []
    context.route("**/*", lambda route: (requested.append(route.request.url), route.continue_()))
    page = context.new_page()
    try:
        page.goto(pages[lang].as_uri())
        page.wait_for_function(
            "() => { const d = document.getElementById('score-distribution');"
            " return d && d.data && d.querySelector('.main-svg'); }", timeout=30_000)
        assert all(u.startswith("file://") for u in requested), requested  # nothing fetched
        traces = page.evaluate("() => document.getElementById('score-distribution').data"
                               ".map(t => ({name: t.name, x: t.x, y: t.y}))")
        assert [t["name"] for t in traces] == [i18n.t(f"status.{s}", lang)
                                               for s in ("passed", "failed", "error", "missing")]
        # The bars count what the JSON report says, exercise by exercise.
        ids = [e.id for e in exercises.ALL]
        for trace, status in zip(traces, ("passed", "failed", "error", "missing")):
            assert list(trace["x"]) == ids
            want = [sum(1 for s in graded["submissions"] for x in s["exercises"]
                        if x["id"] == i and x["status"] == status) for i in ids]
            assert list(trace["y"]) == want
        assert [sum(t["y"][k] for t in traces) for k in range(len(ids))] == [n_students] * len(ids)
        bars = page.locator("#score-distribution .bars path").count()
        assert bars > 0  # drawn, not just data
        assert page.locator("#students tr").count() == n_students + 1
        diagnoses = page.locator('#diagnoses table[data-exercise="ex_stable_softmax"]').inner_text()
        assert "3" in diagnoses  # three students overflowed
        assert page.locator("#skipped").inner_text().count("notes.txt") == 1
        shot = artifacts_dir / f"class-report-{lang}.png"
        page.screenshot(path=str(shot), full_page=False)
        if os.environ.get("ATTNLAB_UPDATE_SCREENSHOTS") == "1":
            shutil.copy(shot, DOCS / shot.name)
    finally:
        context.close()
