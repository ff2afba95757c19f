"""Through the real sandbox: a wrong answer whose feedback can only say what its output shows
gets the line where its own steps leave the right computation, in English and Chinese, for a
short answer (the steps of the file's load) and for a function (a run the child records); a right
answer written another way passes with nothing added."""

from __future__ import annotations

import pytest

import exercises
from attnlab.grading.report import feedback_text
from attnlab.grading.runner import Limits, Sandbox

pytestmark = pytest.mark.sandbox

FLOAT16_CONTEXT = """
import torch
from attnlab import examples
x = examples.inputs().to(torch.float16)
w = torch.softmax(x @ x[1], dim=0)
ex_context = (w @ x).float().tolist()
"""

CHUNKED_SOFTMAX = """
import torch
def ex_stable_softmax(x, dim):
    x = x.movedim(dim, -1)
    m = torch.full(x.shape[:-1] + (1,), float("-inf"))
    s = torch.zeros(x.shape[:-1] + (1,))
    for c in x.split(2, dim=-1):
        m = torch.maximum(m, c.amax(dim=-1, keepdim=True))
        s = s + torch.exp(c - m).sum(dim=-1, keepdim=True)
    return (torch.exp(x - m) / s).movedim(-1, dim)
"""

RIGHT_BY_ROWS = """
import torch
def ex_causal_weights(scores):
    n = scores.shape[-1]
    keep = torch.tril(torch.ones(n, n, device=scores.device))
    rows = []
    for i in range(n):
        s = scores[..., i, :].masked_fill(keep[i] == 0, float("-inf"))
        e = torch.exp(s - s.amax(dim=-1, keepdim=True))
        rows.append(e / e.sum(dim=-1, keepdim=True))
    return torch.stack(rows, dim=-2)
"""


PYTHON_NUMBERS = """
import math
import torch
from attnlab import examples
rows = examples.inputs().tolist()
query = rows[1]
scores = [sum(a * b for a, b in zip(query, r)) for r in rows]
denominator = 0.0
for s in scores:
    denominator += math.exp(s - scores[0])
ex_softmax_weight = round(math.exp(scores[1]) / denominator, 4)
"""


@pytest.fixture(scope="module")
def sandbox():
    sb = Sandbox("cpu", Limits(wall_seconds=30), exercises=exercises.ALL)
    yield sb
    sb.close()


@pytest.mark.parametrize("exercise,code,line,needle", [
    ("ex_context", FLOAT16_CONTEXT, 4, "float16"),
    ("ex_stable_softmax", CHUNKED_SOFTMAX, 9, None),
    ("ex_softmax_weight", PYTHON_NUMBERS, 10, None),  # a shift in the denominator only
])
def test_the_line_that_leaves_the_right_computation_is_told(sandbox, exercise, code, line, needle):
    ((_, outcome),) = sandbox.grade(code, [exercise], seed=7)
    assert outcome.status == "failed"
    assert str(outcome.args.get("diverge_line")) == str(line), outcome
    source_line = code.splitlines()[line - 1].strip()
    en, zh = feedback_text(outcome, "en"), feedback_text(outcome, "zh")
    assert f"line {line}: `{source_line}`" in en
    assert f"第 {line} 行" in zh and source_line in zh
    if needle:
        assert needle in en and needle in zh


def test_a_right_answer_written_row_by_row_passes_with_nothing_added(sandbox):
    ((_, outcome),) = sandbox.grade(RIGHT_BY_ROWS, ["ex_causal_weights"], seed=7)
    assert outcome.status == "passed", outcome
    assert not any(k.startswith("diverge") for k in outcome.args)
