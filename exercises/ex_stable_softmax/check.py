"""Trusted side of ex_stable_softmax: inputs drawn for this run beside scores whose exp overflows
float32, the reference and the classic mistakes."""

import torch

from attnlab.grading import mistakes
from attnlab.grading.tensor_check import randn, tensor_check


def cases(rng):
    return [
        (randn(6, rng=rng), -1),
        (randn(3, 5, rng=rng, scale=20.0), -1),
        (torch.tensor([[1e4, -1e4, 5e3], [1000.0, 1000.0, 999.0]]), -1),  # exp overflows float32
        (randn(4, 3, rng=rng, scale=5.0), 0),
        (randn(4, 4, rng=rng, scale=3.0), -1),  # square: an axis lost by keepdim still broadcasts
        (randn(2, 3, rng=rng, scale=1e3) + 1e4, 0),  # drawn, and large enough to overflow too
        (randn(1, 3, 4, rng=rng, scale=2.0), -1),  # a leading axis of size 1: squeeze() loses it
        # larger than the book's sizes (6 tokens, 2 sequences): a size written for the example shows
        (randn(3, 2, 8, rng=rng, scale=3.0), -1),
        # masked scores, as attention hands them: -inf above the diagonal (every row keeps one
        # finite score). exp(-inf) is 0; an answer that turns -inf into a number gives it weight
        (randn(4, 4, rng=rng, scale=3.0).masked_fill(torch.ones(4, 4, dtype=torch.bool).triu(1), float("-inf")), -1),
        # four axes, normalised along the second: moving dim last and then moving the same
        # index last again (not back) is the identity for three axes, wrong only from four
        (randn(2, 5, 3, 4, rng=rng, scale=3.0), 1),
        # a slice whose scores are all far below 0 (a row of heavily penalised keys): only its own
        # maximum brings it to exp(0); a shift held at 0 (negative scores "cannot overflow") leaves
        # every exp at 0, and 0 / 0 is NaN
        (torch.cat([randn(1, 5, rng=rng, scale=3.0) - 1e4, randn(2, 5, rng=rng, scale=3.0)]), -1),
    ]


def _shifted(x, dim, shift):
    e = (x - shift).exp()
    return e / e.sum(dim=dim, keepdim=True)


# The classic slips, each written the way a learner writes it; the checker names the one matched.
MISTAKES = (
    ("ex_stable_softmax.overflow", lambda x, dim: x.exp() / x.exp().sum(dim=dim, keepdim=True)),
    ("ex_stable_softmax.global_max", lambda x, dim: _shifted(x, dim, x.max())),
    ("ex_stable_softmax.keepdim", lambda x, dim: _shifted(x, dim, x.amax(dim=dim))),
    ("ex_stable_softmax.max_wrong_dim", lambda x, dim: _shifted(x, dim, x.amax(dim=-1, keepdim=True))),
    ("ex_stable_softmax.min", lambda x, dim: _shifted(x, dim, x.amin(dim=dim, keepdim=True))),
    ("ex_stable_softmax.min", lambda x, dim: _shifted(x, dim, x.mean(dim=dim, keepdim=True))),
    ("ex_stable_softmax.ignores_dim", lambda x, dim: torch.softmax(x, dim=-1)),
    ("ex_stable_softmax.log_softmax", lambda x, dim: torch.log_softmax(x, dim=dim)),
    ("mistake.no_exp", lambda x, dim: x / x.sum(dim=dim, keepdim=True)),
    ("mistake.no_exp", lambda x, dim: (x - x.amax(dim=dim, keepdim=True))
     / (x - x.amax(dim=dim, keepdim=True)).sum(dim=dim, keepdim=True)),
    *mistakes.softmax_along(),
)


def diagnose(args, got, want):
    if not torch.isfinite(got[0]).all():
        return "ex_stable_softmax.not_finite", {}
    return "", {}


make_payload, check = tensor_check(cases, lambda x, dim: torch.softmax(x, dim), diagnose,
                                   mistakes=MISTAKES)
