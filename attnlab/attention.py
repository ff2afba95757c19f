"""Pure tensor functions for every step of self-attention.

Nothing here imports gradio or plotly: the functions work in a notebook, in the lessons and in the
grader alike. Shapes use b = batch, h = heads, n = tokens (n_q queries, n_k keys), d = features,
hd = features per head.

Mask convention: a boolean mask is True where attention is *forbidden* (the same convention as
``Tensor.masked_fill``). ``F.scaled_dot_product_attention`` uses the opposite convention for boolean
masks; :func:`attend` takes ours.
"""

from __future__ import annotations

import math

import torch

LARGE_NEGATIVE = -1e9  # the "big negative number" some notebooks use instead of -inf


# --- scores --------------------------------------------------------------------------------------


def dot_scores(queries: torch.Tensor, keys: torch.Tensor) -> torch.Tensor:
    """Dot product of every query with every key.

    queries (..., n_q, d), keys (..., n_k, d) -> scores (..., n_q, n_k).
    """
    return queries @ keys.transpose(-2, -1)


def dot_scores_by_loops(queries: torch.Tensor, keys: torch.Tensor) -> torch.Tensor:
    """The same all-pairs scores as :func:`dot_scores`, written as two Python loops.

    queries (n_q, d), keys (n_k, d) -> (n_q, n_k). Slow on purpose: it shows what the matmul does.
    """
    n_q, n_k = queries.shape[0], keys.shape[0]
    out = torch.empty(n_q, n_k, dtype=queries.dtype, device=queries.device)
    for i in range(n_q):
        for j in range(n_k):
            out[i, j] = torch.dot(queries[i], keys[j])
    return out


def scale_scores(scores: torch.Tensor, d_k: int) -> torch.Tensor:
    """Divide scores by sqrt(d_k) so their variance does not grow with the key size. Any shape."""
    if d_k <= 0:
        raise ValueError("d_k must be positive")
    return scores / math.sqrt(d_k)


# --- normalisation -------------------------------------------------------------------------------


def sum_normalize(scores: torch.Tensor, dim: int = -1) -> torch.Tensor:
    """Divide by the sum along ``dim``. Only meaningful for non-negative scores. Any shape."""
    return scores / scores.sum(dim=dim, keepdim=True)


def naive_softmax(scores: torch.Tensor, dim: int = -1) -> torch.Tensor:
    """exp(s) / sum(exp(s)) exactly as written: overflows to inf/NaN for scores above ~88 (float32)."""
    e = torch.exp(scores)
    return e / e.sum(dim=dim, keepdim=True)


def stable_softmax(scores: torch.Tensor, dim: int = -1) -> torch.Tensor:
    """Softmax after subtracting the row maximum: the same result, but exp never sees a value > 0.

    A row whose maximum is -inf (every entry masked) gives NaN, as torch.softmax does.
    """
    shifted = scores - scores.amax(dim=dim, keepdim=True)
    e = torch.exp(shifted)
    return e / e.sum(dim=dim, keepdim=True)


# --- masks ---------------------------------------------------------------------------------------


def causal_mask(n: int, device: torch.device | str | None = None) -> torch.Tensor:
    """(n, n) bool, True above the diagonal: query i may not look at keys j > i."""
    return torch.ones(n, n, dtype=torch.bool, device=device).triu(diagonal=1)


def padding_mask_from_lengths(lengths: torch.Tensor | list[int], n: int) -> torch.Tensor:
    """Key-padding mask from true sequence lengths.

    lengths (b,) -> (b, 1, 1, n) bool, True at padded key positions; broadcasts against
    scores (b, h, n, n).
    """
    lengths = torch.as_tensor(lengths)
    positions = torch.arange(n, device=lengths.device)  # (n,)
    padded = positions[None, :] >= lengths[:, None]  # (b, n)
    return padded[:, None, None, :]


def padding_mask_from_ids(token_ids: torch.Tensor, pad_id: int) -> torch.Tensor:
    """Key-padding mask from token ids: (b, n) -> (b, 1, 1, n) bool, True where the id is pad_id."""
    return (token_ids == pad_id)[:, None, None, :]


def query_padding_mask(padded: torch.Tensor) -> torch.Tensor:
    """Rows of padded queries: (b, n) bool -> (b, 1, n, 1), True at padded query positions.

    Masking rows instead of columns: every key of a padded query is masked, so with -inf the whole
    row becomes NaN. Use it to zero outputs afterwards, not inside the softmax.
    """
    return padded[:, None, :, None]


def combine_masks(*masks: torch.Tensor | None) -> torch.Tensor | None:
    """Logical OR of broadcastable masks, skipping None. Returns None when every mask is None."""
    out = None
    for m in masks:
        if m is None:
            continue
        out = m if out is None else (out | m)
    return out


def fully_masked_rows(mask: torch.Tensor) -> torch.Tensor:
    """(..., n_q, n_k) bool -> (..., n_q) bool, True where every key of a query is masked."""
    return mask.all(dim=-1)


# --- masked softmax, three ways -------------------------------------------------------------------


def masked_softmax_neg_inf(scores: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
    """Fill masked scores with -inf, then softmax. Masked weights are exactly 0.

    Fully masked rows come out as NaN (0 / 0): see :func:`masked_softmax_safe`.
    scores (..., n_q, n_k), mask broadcastable to it -> weights of the same shape.
    """
    return torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)


def masked_softmax_large_negative(
    scores: torch.Tensor, mask: torch.Tensor, value: float = LARGE_NEGATIVE
) -> torch.Tensor:
    """Fill masked scores with a large negative number, then softmax.

    Masked weights underflow to 0 in float32; a fully masked row becomes uniform (every entry equal),
    which silently attends to padding instead of signalling a problem.
    """
    return torch.softmax(scores.masked_fill(mask, value), dim=-1)


def masked_softmax_renormalize(scores: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
    """Softmax first, zero the masked weights, then divide each row by its new sum.

    Equal to :func:`masked_softmax_neg_inf` up to rounding, because the softmax denominator cancels.
    """
    weights = torch.softmax(scores, dim=-1).masked_fill(mask, 0.0)
    return sum_normalize(weights)


def masked_softmax_safe(scores: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
    """-inf masking that returns all-zero weights (not NaN) for fully masked rows."""
    weights = masked_softmax_neg_inf(scores, mask)
    empty = fully_masked_rows(mask.expand_as(scores))[..., None]  # (..., n_q, 1)
    return weights.masked_fill(empty, 0.0)


def mask_by_multiplying(scores: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
    """The classic mistake: multiply scores by the keep-mask, then softmax.

    A masked score becomes 0, and exp(0) = 1, so masked keys still receive weight.
    """
    return torch.softmax(scores * (~mask).to(scores.dtype), dim=-1)


# --- dropout -------------------------------------------------------------------------------------


def dropout(
    weights: torch.Tensor, p: float, generator: torch.Generator | None, training: bool = True
) -> tuple[torch.Tensor, torch.Tensor]:
    """Inverted dropout with an explicit generator, returning (output, keep_mask).

    Each entry survives with probability 1 - p and is scaled by 1 / (1 - p), so the expectation of
    the output equals the input. In eval mode (training=False) the input passes unchanged and the
    keep-mask is all True. Any shape; keep_mask is bool of the same shape.
    """
    if not 0.0 <= p < 1.0:
        raise ValueError("dropout p must be in [0, 1)")
    if not training or p == 0.0:
        return weights, torch.ones_like(weights, dtype=torch.bool)
    draws = torch.rand(weights.shape, generator=generator, device=weights.device)
    keep = draws >= p
    return weights * keep / (1.0 - p), keep


# --- heads ---------------------------------------------------------------------------------------


def split_heads(x: torch.Tensor, num_heads: int) -> torch.Tensor:
    """(b, n, d) -> (b, h, n, hd) with hd = d / h: a view, then a transpose of tokens and heads."""
    b, n, d = x.shape
    if d % num_heads:
        raise ValueError(f"d={d} is not divisible by num_heads={num_heads}")
    return x.view(b, n, num_heads, d // num_heads).transpose(1, 2)


def merge_heads(x: torch.Tensor) -> torch.Tensor:
    """(b, h, n, hd) -> (b, n, h * hd): the inverse of :func:`split_heads`."""
    b, h, n, hd = x.shape
    return x.transpose(1, 2).contiguous().view(b, n, h * hd)


# --- the whole thing -----------------------------------------------------------------------------


def attend(
    queries: torch.Tensor,
    keys: torch.Tensor,
    values: torch.Tensor,
    mask: torch.Tensor | None = None,
    dropout_p: float = 0.0,
    generator: torch.Generator | None = None,
    scale: float | None = None,
) -> tuple[torch.Tensor, torch.Tensor]:
    """Scaled dot-product attention returning (context, weights).

    queries (..., n_q, d_k), keys (..., n_k, d_k), values (..., n_k, d_v);
    mask broadcastable to (..., n_q, n_k), True = forbidden.
    Returns context (..., n_q, d_v) and weights (..., n_q, n_k) (after dropout, if any).
    ``scale`` defaults to 1 / sqrt(d_k).
    """
    scores = dot_scores(queries, keys)
    scores = scores * (scale if scale is not None else 1.0 / math.sqrt(queries.shape[-1]))
    weights = (
        torch.softmax(scores, dim=-1) if mask is None else masked_softmax_neg_inf(scores, mask)
    )
    if dropout_p:
        weights, _ = dropout(weights, dropout_p, generator)
    return weights @ values, weights
