"""An answer that fails on a name never defined is told which cell or line would have defined it
and why it did not (issue 29, point 6), whether the exercise records the error per case (a tensor
probe) or the answer raises it: graded through the real sandbox, English and Chinese."""

from __future__ import annotations

import pytest

import exercises
from attnlab.grading.report import feedback_text
from attnlab.grading.runner import Limits, Sandbox
from attnlab.grading.submissions import Submission, notebook_from_cells

pytestmark = pytest.mark.sandbox

ANSWER = '''def ex_stable_softmax(x, dim):
    e = shifted_exp(x, dim)
    return e / e.sum(dim=dim, keepdim=True)
'''
HELPER = '''def shifted_exp(x, dim):
    return (x - x.amax(dim=dim, keepdim=True)).exp()
'''


@pytest.fixture(scope="module")
def sandbox():
    box = Sandbox("cpu", Limits(wall_seconds=60), exercises=exercises.ALL)
    yield box
    box.close()


def _grade(sandbox, submission, exercise="ex_stable_softmax"):
    ((_, outcome),) = sandbox.grade(submission, [exercise], seed=3)
    for lang in ("en", "zh"):
        text = feedback_text(outcome, lang)
        assert "{" not in text and "NameError" in text, text
    return outcome


def test_a_helper_after_a_failing_line_of_a_cell_names_the_cell(sandbox):
    cells = [{"source": "import torch\n"},
             {"source": "print(lenght)\n" + HELPER},  # the typo stops the cell before the helper
             {"source": ANSWER}]
    outcome = _grade(sandbox, notebook_from_cells(cells))
    assert outcome.feedback == "feedback.raised_after_cell", outcome
    assert outcome.args["cell"] == "2" and outcome.args["def_line"] == "2" and "lenght" in outcome.args["cause"]


def test_a_helper_after_a_failing_line_of_a_file_names_both_lines(sandbox):
    source = "import torch\n" + ANSWER + "print(lenght)\n" + HELPER
    outcome = _grade(sandbox, Submission.module(source))
    assert outcome.feedback == "feedback.raised_after_line", outcome
    assert outcome.args["line"] == "5" and outcome.args["def_line"] == "6"


def test_a_helper_under_the_main_guard(sandbox):
    source = "import torch\n" + ANSWER + 'if __name__ == "__main__":\n' + \
        "".join("    " + line + "\n" for line in HELPER.splitlines())
    outcome = _grade(sandbox, Submission.module(source))
    assert outcome.feedback == "feedback.name_main_guard" and outcome.args["def_line"] == "6", outcome


def test_a_helper_defined_inside_another_function(sandbox):
    source = "import torch\n" + ANSWER + "def setup():\n" + \
        "".join("    " + line + "\n" for line in HELPER.splitlines())
    outcome = _grade(sandbox, Submission.module(source))
    assert outcome.feedback == "feedback.name_local" and outcome.args["func"] == "setup", outcome


def test_a_name_defined_nowhere_gets_the_closest_name(sandbox):
    source = "import torch\n" + ANSWER + HELPER.replace("shifted_exp", "shifted_exps")
    outcome = _grade(sandbox, Submission.module(source))
    assert outcome.feedback == "feedback.name_nowhere_near" and outcome.args["near"] == "shifted_exps", outcome
