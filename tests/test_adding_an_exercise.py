"""Adding an exercise takes exactly the steps docs/architecture.md lists, and nothing else.

A copy of the checkout gets the docs' example pack exercise as a bundled one, by those steps
alone (its folder, its id in order.txt, three correct and two wrong answers in the corpus); then
the suite's exercise tests run in the copy. A test that starts demanding a step the page does not
list (a count that was hard-coded, a table to update) fails here first.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
NEW = "ex_scaled_scores"
CORRECT = [
    ("book", "import math\n\ndef ex_scaled_scores(queries, keys):\n"
             "    return queries @ keys.transpose(-2, -1) / math.sqrt(keys.shape[-1])\n"),
    ("einsum", "import torch\n\ndef ex_scaled_scores(queries, keys):\n"
               "    return torch.einsum('bid,bjd->bij', queries, keys) * keys.shape[-1] ** -0.5\n"),
    ("loops", "import torch\n\ndef ex_scaled_scores(queries, keys):\n"
              "    b, n, d = queries.shape\n"
              "    out = torch.empty(b, n, keys.shape[1], dtype=queries.dtype, device=queries.device)\n"
              "    for i in range(n):\n        for j in range(keys.shape[1]):\n"
              "            out[:, i, j] = (queries[:, i] * keys[:, j]).sum(-1) / d ** 0.5\n"
              "    return out\n"),
]
WRONG = [
    ("divided by d_k", "def ex_scaled_scores(queries, keys):\n"
                       "    return queries @ keys.transpose(-2, -1) / keys.shape[-1]\n",
     f"{NEW}.divided_by_dk"),
    ("unscaled", "def ex_scaled_scores(queries, keys):\n"
                 "    return queries @ keys.transpose(-2, -1)\n", f"{NEW}.unscaled"),
]


def steps_the_docs_list() -> str:
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    return re.search(r"- \*\*A new exercise\*\*:(.*?)\n- \*\*", text, re.S)[1]


def add_to_corpus(path: Path, name: str, rows: list[tuple]) -> None:
    rows_src = "".join(f"    ({NEW!r}, {', '.join(repr(x) for x in row)}),\n" for row in rows)
    with path.open("a", encoding="utf-8") as f:
        f.write(f"\n{name} += [\n{rows_src}]\n")


@pytest.mark.slow
@pytest.mark.sandbox
def test_the_documented_steps_add_an_exercise_that_the_suite_accepts(tmp_path):
    steps = steps_the_docs_list()
    for step in ("exercises/<id>/", "exercises/order.txt", "tests/answers/correct.py",
                 "tests/answers/wrong.py"):
        assert step in steps, step  # what the copy below does is what the page tells
    copy = tmp_path / "checkout"
    shutil.copytree(ROOT, copy, ignore=shutil.ignore_patterns(
        ".git", "test-artifacts", "__pycache__", ".hypothesis", ".pytest_cache", "*.egg-info",
        "build", "dist"))
    shutil.copytree(ROOT / "docs" / "example_pack" / NEW, copy / "exercises" / NEW)
    with (copy / "exercises" / "order.txt").open("a", encoding="utf-8") as f:
        f.write(f"{NEW}\n")
    add_to_corpus(copy / "tests" / "answers" / "correct.py", "CORRECT", CORRECT)
    add_to_corpus(copy / "tests" / "answers" / "wrong.py", "WRONG", WRONG)

    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    # Every test of those files but the ones about another exercise (which the main run does):
    # the checks over all exercises (strings, layering, one place) and each of the new one's.
    others = (ROOT / "exercises" / "order.txt").read_text(encoding="utf-8").split()
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-x",
         "-m", "not server and not browser and not slow", "-k", f"not ({' or '.join(others)})",
         "exercises", "tests/test_checkers.py", "tests/test_i18n.py", "tests/test_exercises_tab.py",
         "tests/test_one_place.py", "tests/test_layering.py"],
        cwd=copy, env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    assert NEW in done.stdout or "passed" in done.stdout
    # The copy really graded the new exercise (its reference solution and its corpus answers).
    listed = subprocess.run(
        [sys.executable, "-m", "pytest", "--co", "-q", "-p", "no:cacheprovider", "exercises",
         "tests/test_checkers.py"], cwd=copy, env=env, capture_output=True, text=True, timeout=300)
    assert f"test_exercise[{NEW}]" in listed.stdout
    assert listed.stdout.count(f"{NEW}-") >= len(CORRECT) + len(WRONG)
