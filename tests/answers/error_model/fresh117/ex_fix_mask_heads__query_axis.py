# exercise: ex_fix_mask_heads
# mistake: Reshapes the mask to pad[:, None, :, None], which masks padded queries (whole rows, giving NaN) instead of padded keys; the key mask is pad[:, None, None, :].
"""Mask padded positions for every head."""
import torch
from torch import Tensor


def ex_fix_mask_heads(scores: Tensor, pad: Tensor) -> Tensor:
    b, n = pad.shape
    mask = pad.view(b, 1, n, 1)  # broadcast over heads
    return torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)
