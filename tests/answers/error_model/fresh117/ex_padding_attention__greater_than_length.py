# exercise: ex_padding_attention
# mistake: Marks padding with position > length instead of position >= length, so the first padded position of every sequence is still attended to and its query row is not zeroed (a length-0 sequence keeps position 0); padding starts at index length.
"""Attention weights over padded batches."""
import torch
from torch import Tensor

NEG_INF: float = float("-inf")


def _padding_mask(lengths: Tensor, n: int) -> Tensor:
    """(b, n) bool, True where the position is padding."""
    positions = torch.arange(n, device=lengths.device)
    return positions.unsqueeze(0) > lengths.unsqueeze(1)


def ex_padding_attention(scores: Tensor, lengths: Tensor) -> Tensor:
    pad = _padding_mask(lengths.to(scores.device), scores.size(-1))
    weights = scores.masked_fill(pad[:, None, None, :], NEG_INF).softmax(dim=-1)
    weights = weights.nan_to_num(nan=0.0)
    return weights.masked_fill(pad[:, None, :, None], 0.0)
