"""An answer whose results share memory it writes into again on a later call (a buffer kept in a
default argument, a global, a cache) is told so: each value was right when it was returned, but
a caller's earlier result changed under it. Answers that keep something between calls without
writing into what they returned pass. And ex_fix_mask_heads draws a left-padded batch: its
statement says only where pad is True, so code that turns pad into lengths assumes too much."""

from __future__ import annotations

import pytest

import exercises
from attnlab.grading.runner import Limits, Sandbox
from attnlab.i18n import t

pytestmark = pytest.mark.sandbox

REUSED = {
    "default_argument": ("ex_causal_weights", """
import torch
def ex_causal_weights(s, _out={}):
    n = s.shape[-1]
    key = tuple(s.shape)
    if key not in _out:
        _out[key] = torch.empty_like(s)
    future = torch.ones(n, n, dtype=torch.bool, device=s.device).triu(1)
    torch.softmax(s.masked_fill(future, float("-inf")), dim=-1, out=_out[key])
    return _out[key]
"""),
    "module_global": ("ex_stable_softmax", """
import torch
BUF = None
def ex_stable_softmax(x, dim):
    global BUF
    if BUF is None or BUF.shape != x.shape or BUF.dtype != x.dtype:
        BUF = torch.empty_like(x)
    torch.sub(x, x.amax(dim=dim, keepdim=True), out=BUF)
    BUF.exp_()
    BUF /= BUF.sum(dim=dim, keepdim=True)
    return BUF
"""),
    "class_cache": ("ex_softmax_backward", """
import torch
class _Work:
    grad = None
W = _Work()
def ex_softmax_backward(P, dP):
    if W.grad is None or W.grad.shape != P.shape:
        W.grad = torch.zeros_like(P)
    W.grad.copy_(dP).sub_((dP * P).sum(-1, keepdim=True)).mul_(P)
    return W.grad
"""),
}

KEPT_BUT_NEW = {  # something kept between calls, every result a new tensor
    "ex_causal_weights": """
import functools, torch
@functools.lru_cache(maxsize=None)
def _future(n, device):
    return torch.ones(n, n, dtype=torch.bool, device=device).triu(1)
def ex_causal_weights(s):
    return torch.softmax(s.masked_fill(_future(s.shape[-1], s.device), float("-inf")), dim=-1)
""",
    "ex_stable_softmax": """
import torch
_seen = []
def ex_stable_softmax(x, dim):
    _seen.append(tuple(x.shape))  # a log of calls, kept
    e = (x - x.amax(dim=dim, keepdim=True)).exp()
    return e / e.sum(dim=dim, keepdim=True)
""",
}

LENGTHS_FROM_PAD = """
import torch
def ex_fix_mask_heads(scores, pad):
    n = scores.shape[-1]
    real = n - pad.long().sum(dim=-1)  # tokens before the padding
    keys = torch.arange(n, device=scores.device)[None, :] >= real[:, None]
    return torch.softmax(scores.masked_fill(keys[:, None, None, :], float("-inf")), dim=-1)
"""


@pytest.fixture(scope="module")
def sandbox():
    sb = Sandbox("cpu", Limits(wall_seconds=30), exercises=exercises.ALL)
    yield sb
    sb.close()


@pytest.mark.parametrize("style", sorted(REUSED))
def test_a_result_written_again_by_a_later_call_is_told(sandbox, style):
    exercise, code = REUSED[style]
    ((_, outcome),) = sandbox.grade(code, [exercise], seed=5)
    assert outcome.status == "failed" and outcome.feedback == "feedback.output_reused", outcome
    for lang in ("en", "zh"):
        assert t(outcome.feedback, lang, **outcome.args).strip()


@pytest.mark.parametrize("exercise", sorted(KEPT_BUT_NEW))
def test_state_kept_between_calls_with_new_results_passes(sandbox, exercise):
    ((_, outcome),) = sandbox.grade(KEPT_BUT_NEW[exercise], [exercise], seed=5)
    assert outcome.status == "passed", outcome


def test_padding_read_as_lengths_fails_on_a_left_padded_batch(sandbox):
    ((_, outcome),) = sandbox.grade(LENGTHS_FROM_PAD, ["ex_fix_mask_heads"], seed=5)
    assert outcome.status == "failed", outcome


def test_a_large_negative_fill_matches_a_rewrite_that_hides_whole_rows():
    """Where a rewrite hides a whole row (-inf everywhere: NaN), an answer filling -1e9 has 1/n
    there and one with a NaN guard 0: the same rewrite; other values, or no row left to compare,
    are not."""
    import torch

    from attnlab.grading import error_model

    w = torch.softmax(torch.randn(2, 4, 4, generator=torch.Generator().manual_seed(1)), -1)
    rewrite = w.clone()
    rewrite[0, 0] = float("nan")
    large_negative, guarded, other = w.clone(), w.clone(), w.clone()
    large_negative[0, 0] = 0.25
    guarded[0, 0] = 0.0
    other[0, 0] = torch.tensor([0.7, 0.1, 0.1, 0.1])
    tol = 1e-6
    assert error_model._same_but_hidden_rows([large_negative], [rewrite], tol)
    assert error_model._same_but_hidden_rows([guarded], [rewrite], tol)
    assert not error_model._same_but_hidden_rows([other], [rewrite], tol)
    # a case whose every row the rewrite hides agrees (a 1 × 1 case with the diagonal hidden), but
    # counts for nothing: the rewrite must agree on some row that it shows, on some case
    everything_hidden = torch.full_like(w, float("nan"))
    assert error_model._same_but_hidden_rows([torch.full_like(w, 0.25)], [everything_hidden], tol)

    def reference(s):
        return torch.softmax(s.masked_fill(s > 100, float("-inf")), -1)

    hide_all = error_model.Rewrite("rewrite.no_mask", (), ("masked_fill", 0),
                                   lambda f, a, k, m: a[0].masked_fill(torch.ones_like(a[1]), float("-inf")))
    cases = [[torch.randn(3, 3, generator=torch.Generator().manual_seed(k))] for k in range(2)]
    answers = [[torch.full((3, 3), 1 / 3)] for _ in cases]
    assert error_model._explains_as([hide_all], reference, cases, answers, ["", ""], tol,
                                    lambda a, t: t, {}) == "no"
    shifted = large_negative.clone()
    shifted[1, 2] += 0.01  # a row the rewrite shows differs
    assert not error_model._same_but_hidden_rows([shifted], [rewrite], tol)
