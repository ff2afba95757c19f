"""An answer stopped by the learner's own assert is told so, with its line and what it expects (a
size of the book's example, floats at allclose's default tolerance); an AssertionError the code
does not write (raised inside a library) keeps the raised text."""

from __future__ import annotations

import pytest

from attnlab.grading import assert_read
from attnlab.grading.model import Outcome
from attnlab.grading.report import feedback_text
from attnlab.grading.submissions import Submission

SIZE = """
import torch
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // 2
    heads = x.view(b, n, 2, hd).transpose(1, 2)
    assert heads.shape[1] == num_heads
    return heads, context.transpose(1, 2).reshape(b, n, -1)
"""

CLOSE = """
import torch
def ex_softmax_backward(P, dP):
    dS = P * (dP - (P * dP).sum(dim=-1, keepdim=True))
    assert torch.isclose(dS.sum(), torch.tensor(0.0))
    return dS
"""

PLAIN = """
def ex_softmax_backward(P, dP):
    assert P.min() > 0.5
    return P
"""


@pytest.mark.parametrize("source,exercise,key,line", [
    (SIZE, "ex_split_merge", "feedback.own_assert_size", 7),
    (CLOSE, "ex_softmax_backward", "feedback.own_assert_close", 5),
    (PLAIN, "ex_softmax_backward", "feedback.own_assert", 3),
])
def test_the_learners_own_assert_is_told_with_its_line(source, exercise, key, line):
    raised = Outcome("error", 0.0, 1.0, "feedback.raised", {"error": "AssertionError: "})
    out = assert_read.refine(raised, Submission.module(source), exercise)
    assert out.feedback == key and out.args["line"] == str(line)
    assert out.args["code"].startswith("assert ")
    for lang, where in (("en", f"line {line}"), ("zh", f"第 {line} 行")):
        text = feedback_text(out, lang)
        assert where in text and out.args["code"] in text and "{" not in text


def test_an_assertion_the_code_does_not_write_keeps_its_text():
    source = "import torch\ndef ex_softmax_backward(P, dP):\n    return P * dP\n"
    raised = Outcome("error", 0.0, 1.0, "feedback.raised", {"error": "AssertionError: inside a library"})
    assert assert_read.refine(raised, Submission.module(source), "ex_softmax_backward") is raised
    other = Outcome("error", 0.0, 1.0, "feedback.raised", {"error": "ValueError: x"})
    assert assert_read.refine(other, Submission.module(CLOSE), "ex_softmax_backward") is other


@pytest.mark.sandbox
def test_graded_through_the_sandbox_the_assert_is_what_the_learner_reads():
    import exercises
    from attnlab.grading.runner import Limits, Sandbox
    sandbox = Sandbox("cpu", Limits(wall_seconds=30), exercises=exercises.ALL)
    try:
        ((_, outcome),) = sandbox.grade(SIZE, ["ex_split_merge"], seed=3)
    finally:
        sandbox.close()
    assert outcome.feedback == "feedback.own_assert_size", outcome
    assert "heads.shape[1] == num_heads" in feedback_text(outcome, "en")
