"""An answer that changes the caller's tensor in place is told so, by the learner's own name for it
(issue 29: `scores.masked_fill_(...)` passed, since only the returned weights were compared).
Written in several styles of in-place change; the same ops on a copy pass."""

from __future__ import annotations

import pytest

import exercises
from attnlab.grading.runner import Limits, Sandbox
from attnlab.i18n import t

CHANGES = {  # (exercise, the learner's name for the input it changes): answer
    ("ex_causal_weights", "attn_scores"): """
import torch
def ex_causal_weights(attn_scores):
    n = attn_scores.shape[-1]
    attn_scores.masked_fill_(torch.ones(n, n, dtype=torch.bool, device=attn_scores.device).triu(1), -torch.inf)
    return attn_scores.softmax(dim=-1)
""",
    ("ex_causal_weights", "s"): """
import torch
def ex_causal_weights(s):
    n = s.shape[-1]
    s[..., torch.ones(n, n, dtype=torch.bool, device=s.device).triu(1)] = float("-inf")
    return torch.softmax(s, -1)
""",
    ("ex_stable_softmax", "logits"): """
def ex_stable_softmax(logits, dim):
    logits -= logits.amax(dim=dim, keepdim=True)
    e = logits.exp()
    return e / e.sum(dim=dim, keepdim=True)
""",
    ("ex_softmax_backward", "grad"): """
def ex_softmax_backward(P, grad):
    grad.sub_((grad * P).sum(-1, keepdim=True))
    return P * grad
""",
}

ON_A_COPY = {
    "ex_causal_weights": """
import torch
def ex_causal_weights(attn_scores):
    s = attn_scores.clone()
    n = s.shape[-1]
    s.masked_fill_(torch.ones(n, n, dtype=torch.bool, device=s.device).triu(1), -torch.inf)
    return s.softmax(dim=-1)
""",
    "ex_stable_softmax": """
def ex_stable_softmax(logits, dim):
    z = logits - logits.amax(dim=dim, keepdim=True)
    z.exp_()
    z /= z.sum(dim=dim, keepdim=True)
    return z
""",
}


@pytest.fixture(scope="module")
def sandbox():
    sb = Sandbox("cpu", Limits(wall_seconds=20), exercises=exercises.ALL)
    yield sb
    sb.close()


@pytest.mark.parametrize("exercise, name", sorted(CHANGES))
def test_an_input_changed_in_place_is_told_by_its_name(sandbox, exercise, name):
    ((_, outcome),) = sandbox.grade(CHANGES[exercise, name], [exercise], seed=3)
    # an assignment by index is told as such (the other styles use an op ending in _ or -=)
    key = "feedback.input_changed_index" if name == "s" else "feedback.input_changed"
    assert outcome.status == "failed" and outcome.feedback == key, outcome
    assert outcome.args["name"] == name
    for lang in ("en", "zh"):
        assert f"`{name}`" in t(outcome.feedback, lang, **outcome.args)


@pytest.mark.parametrize("exercise", sorted(ON_A_COPY))
def test_the_same_in_place_ops_on_a_copy_pass(sandbox, exercise):
    ((_, outcome),) = sandbox.grade(ON_A_COPY[exercise], [exercise], seed=3)
    assert outcome.status == "passed", outcome


FLOAT64_RESULTS = {  # right values, returned in float64 for float32 inputs
    "ex_stable_softmax": """
import torch
def ex_stable_softmax(x, dim):
    d = x.double()
    e = torch.exp(d - d.amax(dim=dim, keepdim=True))
    return e / e.sum(dim=dim, keepdim=True)
""",
    "ex_softmax_backward": """
import numpy as np
import torch
def ex_softmax_backward(P, dP):
    p, d = P.cpu().numpy().astype(np.float64), dP.cpu().numpy().astype(np.float64)
    return torch.from_numpy(p * (d - (d * p).sum(-1, keepdims=True))).to(P.device)
""",
}


@pytest.mark.parametrize("exercise", sorted(FLOAT64_RESULTS))
def test_a_result_in_another_dtype_than_its_inputs_is_told(sandbox, exercise):
    """fresh10 and the GPU slips: a float64 detour not cast back passed, its values being right."""
    ((_, outcome),) = sandbox.grade(FLOAT64_RESULTS[exercise], [exercise], seed=3)
    # the line that made the first float64 tensor is told: the .double(), or the numpy array's cast
    assert outcome.status == "failed" and outcome.feedback == "feedback.output_dtype_at", outcome
    assert (outcome.args["got"], outcome.args["want"]) == ("float64", "float32")
    assert ("double()" if exercise == "ex_stable_softmax" else "astype(np.float64)") in outcome.args["code"], outcome
    # The same detours cast back pass: tests/answers/correct.py's "float64 inside" answers.
