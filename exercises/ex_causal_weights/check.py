"""Trusted side of ex_causal_weights: scores drawn for this run, the reference and the classic
mistakes the checker recognises."""

import torch

from attnlab import attention
from attnlab.grading import mistakes, properties
from attnlab.grading.tensor_check import randn, tensor_check


def cases(rng):
    """Square scores, batched with heads (large (sd 10, as unscaled dot products get): a mask that only
    lowers a future score, not to -inf or a huge negative fill, lets it through), and the one-token
    edge case."""
    return [(randn(6, 6, rng=rng),), (randn(2, 3, 5, 5, rng=rng, scale=10.0),),
            (randn(1, 1, rng=rng),),  # and one token: a squeeze() with no dim returns a 0-d tensor
            # scores far from 0 (softmax does not care; exp does: e^100 is inf in float32): a
            # hand-written exp(s) / sum without subtracting the row's maximum breaks here
            (randn(2, 4, 4, rng=rng, scale=10.0) + 100.0,),
            # and far below 0: a finite fill that replaces the future's scores (-100) is then
            # above them, and the future takes the weight (a fill of -1e4 or less still hides it)
            (randn(2, 4, 4, rng=rng, scale=10.0) - 300.0,),
            # larger than the book's sizes (6 tokens, 2 per batch and heads): a mask built for
            # the book's 6 tokens and sliced, or a batch fixed at 2, fails here
            (randn(3, 3, 8, 8, rng=rng, scale=2.0),),
            # whole-number scores, many exactly 0 (already scaled, rounded ones): a mask read off
            # the values (scores.triu(1) != 0) instead of the positions misses those
            (torch.randint(-2, 3, (2, 5, 5), generator=rng).float(),)]


def reference(scores):
    return attention.masked_softmax_neg_inf(scores, attention.causal_mask(scores.shape[-1], device=scores.device))


def _fill(scores, diagonal, upper=True, dim=-1, value=float("-inf")):
    n = scores.shape[-1]
    ones = torch.ones(n, n, dtype=torch.bool)
    hidden = torch.triu(ones, diagonal) if upper else torch.tril(ones, diagonal)
    return torch.softmax(scores.masked_fill(hidden, value), dim=dim)


MISTAKES = (
    ("ex_causal_weights.future", lambda s: torch.softmax(s, -1)),
    ("mistake.mask_diagonal", lambda s: _fill(s, 0)),
    ("ex_causal_weights.wrong_dim", lambda s: _fill(s, 1, dim=0)),
    ("ex_causal_weights.wrong_dim", lambda s: _fill(s, 1, dim=-2)),
    # dim=1 is the keys' axis for 2-D scores only: on (b, h, n, n) it runs over the heads
    ("ex_causal_weights.wrong_dim", lambda s: _fill(s, 1, dim=1)),
    # with a finite fill, a future entry masked along the whole wrong axis gets weight, not NaN
    ("ex_causal_weights.wrong_dim", lambda s: _fill(s, 1, dim=0, value=-1e9)),
    ("ex_causal_weights.wrong_dim", lambda s: _fill(s, 1, dim=1, value=-1e9)),
    ("ex_causal_weights.masked_past", lambda s: _fill(s, -1, upper=False)),
    ("ex_causal_weights.masked_past", lambda s: _fill(s, 0, upper=False)),
    # Scaled once more (by hand or by SDPA's default scale): the statement's scores are scaled.
    ("ex_causal_weights.scaled_again", lambda s: reference(s / s.shape[-1] ** 0.5)),
    # the catalogue's slips of masking (multiplied, added, inverted, zeroed after, too weak a fill)
    *mistakes.masking(lambda s: attention.causal_mask(s.shape[-1])),
)


def diagnose(args, got, want):
    g = got[0]
    if g.shape != want[0].shape:
        return "", {}
    if not torch.isfinite(g).all():  # NaN or inf: not a leak or a sum; the error model names it
        return "", {}
    if mistakes.dropout_like(g, want[0]):  # the masking is right: dropout came after it
        return "mistake.dropout_weights", {}
    future = attention.causal_mask(g.shape[-1]).expand_as(g)
    leaked = g.masked_select(future)
    leaked = leaked[torch.isfinite(leaked)]  # NaN there is a broken softmax, not a leak
    if leaked.numel() and leaked.abs().max() > 1e-6:
        return properties.leak_at_zeros(g, want[0], args[0]) or ("ex_causal_weights.future", {})
    # far from 1 (rounding in a low precision, 1e-3 or so, is the error model's to name)
    if not torch.allclose(g.sum(-1), torch.ones(g.shape[:-1]), atol=1e-2):
        empty = g.abs().amax(-1) <= 1e-6
        if bool(empty.any()) and (not bool(empty.all()) or g.shape[-1] == 1):
            # some rows with no weight at all lost their own key too (the first query has only
            # itself; a lone token, only itself): not weights masked after the softmax; the error
            # model names the mask
            return "", {}
        # renormalised, but over another axis: that axis is named, not "renormalise"
        return properties.normalised_axis(g, want[0]) or ("ex_causal_weights.row_sum", {})
    return "", {}


make_payload, check = tensor_check(cases, reference, diagnose, mistakes=MISTAKES)
