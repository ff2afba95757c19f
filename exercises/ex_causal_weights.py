"""Causal attention weights from scores."""

import torch

from attnlab import attention
from attnlab.grading.model import solution_file
from attnlab.grading.tensor_exercise import randn, tensor_exercise, with_device_rule


def cases():
    return [(randn(6, 6, seed=4),), (randn(2, 3, 5, 5, seed=5, scale=3.0),), (randn(1, 1, seed=6),)]


def reference(scores):
    return attention.masked_softmax_neg_inf(scores, attention.causal_mask(scores.shape[-1]))


def _fill(scores, diagonal, upper=True, dim=-1, value=float("-inf")):
    n = scores.shape[-1]
    ones = torch.ones(n, n, dtype=torch.bool)
    hidden = torch.triu(ones, diagonal) if upper else torch.tril(ones, diagonal)
    return torch.softmax(scores.masked_fill(hidden, value), dim=dim)


def _softmax_then_zero(scores):
    return torch.softmax(scores, -1) * torch.tril(torch.ones(scores.shape[-2:]))


MISTAKES = (
    ("ex_causal_weights.future", lambda s: torch.softmax(s, -1)),
    ("ex_causal_weights.diagonal", lambda s: _fill(s, 0)),
    ("ex_causal_weights.wrong_dim", lambda s: _fill(s, 1, dim=0)),
    ("ex_causal_weights.wrong_dim", lambda s: _fill(s, 1, dim=-2)),
    # dim=1 is the keys' axis for 2-D scores only: on (b, h, n, n) it runs over the heads
    ("ex_causal_weights.wrong_dim", lambda s: _fill(s, 1, dim=1)),
    # with a finite fill, a future entry masked along the whole wrong axis gets weight, not NaN
    ("ex_causal_weights.wrong_dim", lambda s: _fill(s, 1, dim=0, value=-1e9)),
    ("ex_causal_weights.wrong_dim", lambda s: _fill(s, 1, dim=1, value=-1e9)),
    ("ex_causal_weights.masked_past", lambda s: _fill(s, -1, upper=False)),
    ("ex_causal_weights.masked_past", lambda s: _fill(s, 0, upper=False)),
    ("ex_causal_weights.multiplied", lambda s: torch.softmax(s * torch.tril(torch.ones(s.shape[-2:])), -1)),
    ("ex_causal_weights.row_sum", _softmax_then_zero),
    # Scaled once more (by hand or by SDPA's default scale): the statement's scores are scaled.
    ("ex_causal_weights.scaled_again", lambda s: reference(s / s.shape[-1] ** 0.5)),
)


def diagnose(args, got, want):
    g = got[0]
    if g.shape != want[0].shape:
        return "", {}
    future = attention.causal_mask(g.shape[-1]).expand_as(g)
    leaked = g.masked_select(future)
    leaked = leaked[torch.isfinite(leaked)]  # NaN there is a broken softmax, not a leak
    if leaked.numel() and leaked.abs().max() > 1e-6:
        return "ex_causal_weights.future", {}
    if not torch.allclose(g.sum(-1), torch.ones(g.shape[:-1]), atol=1e-4):
        return "ex_causal_weights.row_sum", {}
    return "", {}


EXERCISE = tensor_exercise(
    "ex_causal_weights", 2,
    {"en": "Causal attention weights", "zh": "因果注意力权重"},
    with_device_rule({
        "en": "Write `ex_causal_weights(scores)`: given (already scaled) scores of shape (..., n, n), "
        "return attention weights in which no query attends to a later key. Every row must sum to 1.",
        "zh": "编写 `ex_causal_weights(scores)`：给定形状为 (..., n, n) 的（已缩放）分数，返回注意力权重，"
        "其中任何查询都不能关注排在它后面的键。每一行之和必须为 1。"}),
    {"en": ("torch.triu(torch.ones(n, n, dtype=torch.bool), diagonal=1) marks the future.",
            "Fill those scores with -inf before the softmax over the last axis (the keys)."),
     "zh": ("torch.triu(torch.ones(n, n, dtype=torch.bool), diagonal=1) 标出了未来的位置。",
            "在对最后一维（键）做 softmax 之前，把这些分数填成 -inf。")},
    "def ex_causal_weights(scores):\n    ...\n",
    solution_file(__file__, "ex_causal_weights"),
    cases, reference, diagnose, mistakes=MISTAKES,
)
