"""The catalogue of classic mistakes: one implementation of each slip a learner makes with a
concept (fills, masks, axes, scales, dropout, heads, keepdim, dtype, stability, gradients), drawn
on by every exercise where the slip can occur, so that naming it once names it everywhere. The
texts live in the catalogues of attnlab/texts/mistakes/ (en.py, zh.py) under the same keys
("mistake.*").

Trusted: imported by exercises' check.py files only, never by the sandbox worker. Recognition is
behavioural (attnlab.grading.tensor_check.find_mistake runs these on the run's inputs).
"""

from __future__ import annotations

from collections.abc import Callable

import torch

Mistake = tuple[str, Callable[..., torch.Tensor | tuple]]

# Fills that mask too weakly: exp(fill) is not 0 beside scores of order 1 (-20 and below already
# round to the right weights within the checkers' tolerance).
WEAK_FILLS = (-1.0, -2.0, -5.0, -10.0)


def _softmax_filled(scores, hidden, fill, dim=-1):
    return torch.softmax(scores.masked_fill(hidden, fill), dim=dim)


def masking(hide: Callable[..., torch.Tensor], then: Callable = lambda w, *args: w) -> tuple[Mistake, ...]:
    """The classic ways of masking scores wrong before a softmax over the last axis (an inverted
    mask is each exercise's own: which mask is "inverted" depends on how it is built).

    ``hide(*args)`` is the exercise's boolean mask, True at the scores to hide, broadcastable to
    the scores (``args[0]``); ``then(weights, *args)`` is what the exercise does after the softmax
    (zeroing padded query rows, say), applied to every variant alike."""

    def variant(fn):
        def run(*args):
            scores, hidden = args[0], hide(*args)
            return then(fn(scores, hidden), *args)
        return run

    out: list[Mistake] = [
        ("mistake.mask_multiplied", variant(lambda s, h: torch.softmax(s * (~h).to(s.dtype), -1))),
        ("mistake.mask_added", variant(lambda s, h: torch.softmax(s + h.to(s.dtype), -1))),
        ("mistake.mask_added", variant(lambda s, h: torch.softmax(s + (~h).to(s.dtype), -1))),
        ("mistake.mask_added", variant(lambda s, h: torch.softmax(s - h.to(s.dtype), -1))),
        ("mistake.zeroed_after_softmax", variant(lambda s, h: torch.softmax(s, -1).masked_fill(h, 0.0))),
    ]
    out += [("mistake.fill_weak", variant(lambda s, h, f=f: _softmax_filled(s, h, f))) for f in WEAK_FILLS]
    # a key mask ((…, 1, n): one row for every query) put on the query axis ((…, n, 1)): padded
    # queries hidden instead of padded keys; their rows all -inf give NaN, which a learner zeroes
    # (nan_to_num, a where) or avoids with a finite fill (uniform rows)
    for fill, clean in ((float("-inf"), True), (float("-inf"), False), (-1e9, False)):
        out.append(("mistake.mask_query_axis", variant(lambda s, h, fill=fill, clean=clean: _query_axis(s, h, fill, clean))))
    return tuple(out)


def _query_axis(scores, hidden, fill, clean):
    """The softmax with a key mask moved to the query axis; raises where the mask is not one row
    broadcast over the queries (a causal mask, say: its transpose is another slip)."""
    if hidden.dim() < 2 or hidden.shape[-2] != 1 or hidden.shape[-1] != scores.shape[-1]:
        return scores.new_full(scores.shape, float("nan"))  # matches no answer
    w = _softmax_filled(scores, hidden.transpose(-1, -2), fill)
    return torch.nan_to_num(w, nan=0.0) if clean else w


def _shifted(x, dim, shift, sum_dim=None, keepdim=True):
    e = (x - shift).exp()
    return e / e.sum(dim=dim if sum_dim is None else sum_dim, keepdim=keepdim)


def softmax_along(dim_of: Callable[..., int] = lambda x, dim: dim) -> tuple[Mistake, ...]:
    """The classic slips of a softmax written by hand, for answers ``f(x, dim)``."""
    def amax(x, dim, keepdim=True):
        return x.amax(dim=dim, keepdim=keepdim)
    return (
        ("mistake.keepdim_both", lambda x, dim: _shifted(x, dim, amax(x, dim, False), keepdim=False)),
        ("mistake.keepdim_sum", lambda x, dim: _shifted(x, dim, amax(x, dim), keepdim=False)),
        ("mistake.sum_last_axis", lambda x, dim: _shifted(x, dim, amax(x, dim), sum_dim=-1)),
        ("mistake.sum_fixed_dim", lambda x, dim: _shifted(x, dim, amax(x, dim), sum_dim=1)),
        ("mistake.sum_fixed_dim", lambda x, dim: _shifted(x, dim, amax(x, 1), sum_dim=1)),
        ("mistake.max_dim0", lambda x, dim: _shifted(x, dim, amax(x, 0))),
        ("mistake.clamp_not_shift", lambda x, dim: _clamped(x, dim, 80.0)),
        ("mistake.clamp_not_shift", lambda x, dim: _clamped(x, dim, 50.0)),
        ("mistake.clamp_not_shift", lambda x, dim: _clamped(x, dim, 88.0)),
        # clamped from above only: a slice of scores all far below 0 underflows to 0 / 0 as well
        *(("mistake.clamp_not_shift", lambda x, dim, top=top: _clamped(x, dim, top, low=False))
          for top in (80.0, 50.0, 88.0)),
        ("mistake.float16", lambda x, dim: _shifted(x.half(), dim, amax(x.half(), dim)).float()),
        ("mistake.float16", lambda x, dim: torch.softmax(x.half().float(), dim)),
        ("mistake.float16", lambda x, dim: torch.softmax(x, dim).half().float()),
    )


def neighbour_backwards(dim: int = -1) -> tuple[Mistake, ...]:
    """The backward pass of a neighbouring function given for the softmax's, for answers
    ``f(P, dP)``: log-softmax's dS = dP − P·Σ dP (dP read as the gradient of log P). (The
    sigmoid's elementwise dP·P(1 − P) is each exercise's diagonal-only slip.)"""
    return (("mistake.log_softmax_backward", lambda p, d: d - p * d.sum(dim, keepdim=True)),)


def _clamped(x, dim, top, low=True):
    e = x.clamp(min=-top if low else None, max=top).exp()
    return e / e.sum(dim=dim, keepdim=True)


def dropout_like(got: torch.Tensor, want: torch.Tensor) -> bool:
    """Weights that are the right weights after dropout: every entry either 0 or the right one
    times one common factor c > 1 (1/(1 − p)); on a small case no entry may have been dropped."""
    if got.shape != want.shape or not torch.isfinite(got).all():
        return False
    live = want != 0  # masked weights are exactly 0 after a -inf (or -1e9) fill
    kept = live & (got != 0)
    if not kept.any() or (got.abs() > 1e-7).logical_and(~live).any():
        return False
    ratio = got[kept] / want[kept]
    c = float(ratio.median())
    return c > 1.0 + 1e-3 and bool(torch.allclose(ratio, torch.full_like(ratio, c), atol=1e-3, rtol=1e-3))
