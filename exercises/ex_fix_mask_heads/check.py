"""Trusted side of ex_fix_mask_heads: scores and padding drawn for this run (b == h, where the
bug runs without an error, and one case with b != h), the reference and the classic mistakes."""

import torch

from attnlab import attention
from attnlab.grading import mistakes
from attnlab.grading.tensor_check import randn, tensor_check


def _pad(b: int, n: int, rng) -> torch.Tensor:
    """(b, n) as floats, 1 at padding: every row keeps at least one key and pads at least one, and
    the rows differ (with equal rows the bug's mask, lined up with the heads, would be right)."""
    lengths = torch.randperm(n - 1, generator=rng)[:b] + 1
    return (torch.arange(n)[None, :] >= lengths[:, None]).float()


def cases(rng):
    # b == h where the bug runs without an error (the second with scores as large as unscaled dot
    # products get, sd 10: a fill that only lowers a padded score lets it through there); then
    # b != h, where only a mask built per sequence is right (a mask tiled over heads and
    # sequences, or one read along the heads, is not)
    return [(randn(2, 2, 4, 4, rng=rng), _pad(2, 4, rng)),
            (randn(3, 3, 5, 5, rng=rng, scale=10.0), _pad(3, 5, rng)),
            (randn(2, 3, 5, 5, rng=rng), _pad(2, 5, rng)),
            # scores far from 0 (softmax does not care; exp does: e^100 is inf in float32): a
            # hand-written exp(s) / sum without subtracting the row's maximum breaks here
            (randn(2, 3, 4, 4, rng=rng, scale=10.0) + 100.0, _pad(2, 4, rng)),
            # one sequence (b = 1, h > 1): a squeeze() with no dim drops the batch axis here
            (randn(1, 3, 4, 4, rng=rng), _pad(1, 4, rng)),
            # larger than the book's sizes (6 tokens, 2 per batch and heads)
            (randn(3, 4, 8, 8, rng=rng), _pad(3, 8, rng)),
            # padding at the front (a left-padded batch, as for generation): the statement says
            # only where pad is True, so code that turns pad into lengths assumes too much
            (randn(2, 2, 6, 6, rng=rng), _pad(2, 6, rng).flip(-1))]


def reference(scores, pad):
    return attention.masked_softmax_neg_inf(scores, pad[:, None, None, :])


def _masked(scores, mask):
    return torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)


MISTAKES = (
    ("ex_fix_mask_heads.head_axis", lambda s, pad: _masked(s, pad[:, None, :])),
    ("ex_fix_mask_heads.query_axis", lambda s, pad: _masked(s, pad[:, None, :, None])),
    ("ex_fix_mask_heads.inverted", lambda s, pad: _masked(s, ~pad[:, None, None, :])),
    *mistakes.masking(lambda s, pad: pad[:, None, None, :]),
)


make_payload, check = tensor_check(cases, reference, bool_inputs=(1,), mistakes=MISTAKES)
