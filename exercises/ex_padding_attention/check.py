"""Trusted side of ex_padding_attention: scores and lengths drawn for this run (an empty
sequence and a full one always among them), the reference and the classic mistakes."""

import torch

from attnlab import attention
from attnlab.grading import mistakes
from attnlab.grading.tensor_check import randn, tensor_check


def _lengths(b: int, n: int, rng, *fixed: int) -> torch.Tensor:
    """``b`` lengths: the ``fixed`` ones first, the rest drawn in [1, n - 1] (partly padded)."""
    drawn = torch.randint(1, n, (b - len(fixed),), generator=rng).tolist()
    return torch.tensor([*fixed, *drawn])


def cases(rng):
    return [
        (randn(3, 1, 5, 5, rng=rng, scale=2.0), _lengths(3, 5, rng, 5, 0)),  # an empty sequence
        (randn(2, 2, 4, 4, rng=rng), _lengths(2, 4, rng, 4)),  # b == h: a missing head axis broadcasts
        (randn(2, 3, 6, 6, rng=rng), _lengths(2, 6, rng, 1)),
        # scores large (sd 10, as unscaled dot products get): a mask that only lowers a padded key's
        # score (log(keep + eps), a fill of -20) lets it through here
        (randn(2, 2, 5, 5, rng=rng, scale=10.0), _lengths(2, 5, rng, 2)),
        # scores far from 0 (softmax does not care; exp does: e^100 is inf in float32): a
        # hand-written exp(s) · keep / sum without subtracting the row's maximum breaks here
        (randn(2, 2, 4, 4, rng=rng, scale=10.0) + 100.0, _lengths(2, 4, rng, 4)),
        # one sequence (b = 1): a squeeze() with no dim, or a branch on the batch size, shows here
        (randn(1, 2, 4, 4, rng=rng, scale=2.0), _lengths(1, 4, rng, 2)),
        # larger than the book's sizes (6 tokens, 2 heads): sizes written for the example show
        (randn(3, 3, 8, 8, rng=rng, scale=2.0), _lengths(3, 8, rng, 8)),
    ]


def _padded(n, lengths):
    return torch.arange(n)[None, :] >= lengths[:, None]  # (b, n): True at padding


def _weights(scores, key_mask, query_mask=None, safe=True):
    w = torch.softmax(scores.masked_fill(key_mask, float("-inf")), dim=-1)
    w = w.nan_to_num(0.0) if safe else w
    return w if query_mask is None else w.masked_fill(query_mask, 0.0)


def reference(scores, lengths):
    keys = attention.padding_mask_from_lengths(lengths, scores.shape[-1])  # (b, 1, 1, n)
    weights = attention.masked_softmax_safe(scores, keys)
    return weights.masked_fill(keys.transpose(-1, -2), 0.0)  # padded queries: (b, 1, n, 1)


def _off_by_one(scores, lengths, shift):
    n = scores.shape[-1]
    padded = torch.arange(n)[None, :] >= (lengths + shift)[:, None]
    return _weights(scores, padded[:, None, None, :], padded[:, None, :, None])


def _no_head_axis(scores, lengths):
    padded = _padded(scores.shape[-1], lengths)
    return _weights(scores, padded[:, None, :], padded[:, :, None])


def _queries_masked(scores, lengths):
    padded = _padded(scores.shape[-1], lengths)
    return _weights(scores, padded[:, None, :, None])


MISTAKES = (
    ("ex_padding_attention.off_by_one", lambda s, lengths: _off_by_one(s, lengths, 1)),
    ("ex_padding_attention.off_by_one", lambda s, lengths: _off_by_one(s, lengths, -1)),
    ("ex_padding_attention.queries_masked", _queries_masked),
    ("ex_padding_attention.head_axis", _no_head_axis),
    # pad[:, None, :] for the keys only: with one head it broadcasts the batch against the heads
    ("ex_padding_attention.head_axis", lambda s, lengths: _weights(
        s, _padded(s.shape[-1], lengths)[:, None, :], _padded(s.shape[-1], lengths)[:, None, :, None])),
    ("ex_padding_attention.nan", lambda s, lengths: _weights(s, _padded(s.shape[-1], lengths)[:, None, None, :],
                                                        safe=False)),
    ("ex_padding_attention.query_rows", lambda s, lengths: _weights(s, _padded(s.shape[-1], lengths)[:, None, None, :])),
    ("ex_padding_attention.query_rows",
     lambda s, lengths: torch.softmax(s.masked_fill(_padded(s.shape[-1], lengths)[:, None, None, :], -1e9), -1)),
    ("ex_padding_attention.inverted", lambda s, lengths: _weights(s, ~_padded(s.shape[-1], lengths)[:, None, None, :],
                                                             _padded(s.shape[-1], lengths)[:, None, :, None])),
    # the catalogue's slips of masking the keys, padded query rows zeroed after as the exercise asks
    *mistakes.masking(lambda s, lengths: _padded(s.shape[-1], lengths)[:, None, None, :],
                      then=lambda w, s, lengths: w.nan_to_num(0.0).masked_fill(
                          _padded(s.shape[-1], lengths)[:, None, :, None], 0.0)),
    ("mistake.zeroed_after_softmax",
     lambda s, lengths: torch.softmax(s, -1).masked_fill(_padded(s.shape[-1], lengths)[:, None, None, :], 0.0)),
)


def _lengths_mixed(scores, lengths, g):
    """Every query row of the answer is a masked softmax at one of the batch's lengths, but some
    sequence's rows use another sequence's length: the lengths were expanded in the wrong order
    (lengths.repeat(h * n) tiles the batch where repeat_interleave repeats each in place, a view
    laid out head-major). (key, args) naming one such row, or None."""
    b, h, n, _ = g.shape
    told = None
    for i in range(b):
        for j in range(h):
            for q in range(int(lengths[i])):  # the padded queries' rows are zeroed by the exercise
                row = g[i, j, q]
                # a row masked at sequence k's length, or zeroed as k's padded query (q >= its length)
                fits = [k for k in range(b) if q >= int(lengths[k]) and bool((row == 0).all())
                        or int(lengths[k]) > 0 and torch.allclose(row, torch.softmax(scores[i, j, q].masked_fill(
                            torch.arange(n) >= lengths[k], float("-inf")), -1), atol=1e-4)]
                if not fits:
                    return None
                if i not in fits and told is None and int(lengths[fits[0]]) != int(lengths[i]):
                    told = {"seq": str(i + 1), "head": str(j + 1), "query": str(q + 1),
                            "other": str(fits[0] + 1), "got": str(int(lengths[fits[0]])), "want": str(int(lengths[i]))}
    return ("feedback.lengths_mixed", told) if told else None


def diagnose(args, got, want):
    g = got[0]
    if g.shape != want[0].shape:
        return "", {}
    if torch.isnan(g).any():
        return "ex_padding_attention.nan", {}
    scores, lengths = args
    padded = _padded(scores.shape[-1], lengths)
    rows = padded[:, None, :, None].expand_as(g)
    wrong = (g - want[0]).abs() > 1e-4
    if wrong.any() and not (wrong & ~rows).any():
        # every wrong entry in a padded query's row (a length-0 sequence's softmax, whose keys are
        # all padded, included): the keys are masked right, the rows were never zeroed
        bad = g[padded[:, None, :].expand(g.shape[:-1])]  # (rows, n): the padded queries' rows
        if bad.numel() and bool(((bad - 1.0 / g.shape[-1]).abs() <= 1e-5).all()):
            # each such row uniform, 1/n everywhere: every score of it met the same finite fill
            return "ex_padding_attention.query_rows_uniform", {"n": str(g.shape[-1])}
        return "ex_padding_attention.query_rows", {}
    if g.masked_select(padded[:, None, None, :].expand_as(g)).abs().sum() > 1e-6:
        return _lengths_mixed(scores, lengths, g) or ("ex_padding_attention.keys_seen", {})
    if g.masked_select(padded[:, None, :, None].expand_as(g)).abs().sum() > 1e-6:
        return "ex_padding_attention.query_rows", {}
    return "", {}


make_payload, check = tensor_check(cases, reference, diagnose, long_inputs=(1,), mistakes=MISTAKES)
