# exercise: ex_padding_attention
# mistake: Zeroes the "padded query rows" with the key-shaped view pad[:, None, None, :] again, which only zeroes padded key columns (already 0), so the rows of padded queries keep nonzero weights; the query rows need pad[:, None, :, None].
"""Padding-aware attention weights."""
import torch
from torch import Tensor


def _pad_mask(lengths: Tensor, n: int, device: torch.device) -> Tensor:
    return torch.arange(n, device=device).expand(len(lengths), n) >= lengths.to(device)[:, None]


def ex_padding_attention(scores: Tensor, lengths: Tensor) -> Tensor:
    """Mask padded keys, zero padded queries, never NaN."""
    pad = _pad_mask(lengths, scores.shape[-1], scores.device)
    pad4 = pad[:, None, None, :]  # broadcast over heads and queries
    weights = torch.softmax(scores.masked_fill(pad4, float("-inf")), dim=-1)
    weights = torch.nan_to_num(weights, nan=0.0)
    return weights.masked_fill(pad4, 0.0)
