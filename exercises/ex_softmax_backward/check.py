"""Trusted side of ex_softmax_backward: P and dP drawn for this run, the reference (through the
softmax Jacobian) and the classic mistakes."""

import torch

from attnlab.grading.mistakes import neighbour_backwards
from attnlab.grading.tensor_check import randn, tensor_check


def cases(rng):
    out = []
    # size-1 leading axes too (one sequence, one head): a squeeze() with no dim, or a branch on the
    # rank or on a size, loses or mixes them there and nowhere else
    # and one larger than the book's sizes (6 tokens, 2 per batch and heads)
    for shape in ((6,), (3, 5), (2, 2, 4, 4), (1, 4, 5), (2, 1, 3, 3), (3, 3, 8, 8)):
        p = torch.softmax(randn(*shape, rng=rng, scale=2.0), -1)
        out.append((p, randn(*shape, rng=rng)))
    # causal weights, with exact zeros above the diagonal (as attention hands them): log P is -inf
    # there, and a gradient taken through log P (autograd on softmax(log P)) turns them into NaN
    s = randn(2, 5, 5, rng=rng, scale=2.0).masked_fill(torch.ones(5, 5, dtype=torch.bool).triu(1), float("-inf"))
    out.append((torch.softmax(s, -1), randn(2, 5, 5, rng=rng)))
    return out


def reference(p, d_p):
    """dS = J dP with the softmax Jacobian J = diag(P) − P Pᵀ, row by row (in float64)."""
    p64, d64 = p.double(), d_p.double()
    jacobian = torch.diag_embed(p64) - p64.unsqueeze(-1) * p64.unsqueeze(-2)  # (..., n, n)
    return (jacobian @ d64.unsqueeze(-1)).squeeze(-1).float()


MISTAKES = (
    ("ex_softmax_backward.missing_sum", lambda p, d: p * d),
    ("ex_softmax_backward.sign", lambda p, d: p * ((d * p).sum(-1, keepdim=True) - d)),
    ("ex_softmax_backward.wrong_axis", lambda p, d: p * (d - (d * p).sum(0, keepdim=True))),
    ("ex_softmax_backward.wrong_axis", lambda p, d: p * (d - (d * p).sum(-2, keepdim=True))),
    ("ex_softmax_backward.keepdim", lambda p, d: p * (d - (d * p).sum(-1))),
    ("ex_softmax_backward.missing_p", lambda p, d: d - (d * p).sum(-1, keepdim=True)),
    ("ex_softmax_backward.sum_without_p", lambda p, d: p * (d - d.sum(-1, keepdim=True))),
    ("ex_softmax_backward.diagonal_only", lambda p, d: d * p * (1 - p)),
    # J = diag(P) − P Pᵀ without diag(P): only the coupling term
    ("mistake.jacobian_no_diagonal", lambda p, d: -p * (d * p).sum(-1, keepdim=True)),
    ("mistake.jacobian_no_diagonal", lambda p, d: p * (d * p).sum(-1, keepdim=True)),
    # another function's backward (log-softmax's; the sigmoid's is diagonal_only above)
    *neighbour_backwards(),
)


make_payload, check = tensor_check(cases, reference, mistakes=MISTAKES, atol=1e-5)
