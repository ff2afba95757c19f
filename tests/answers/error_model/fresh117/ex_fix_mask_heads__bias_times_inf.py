# exercise: ex_fix_mask_heads
# mistake: Turns the mask into an additive bias by multiplying pad.float() by -inf, but 0 * -inf is NaN, so every real key gets NaN too; use masked_fill with -inf (or torch.where) on a (b, 1, 1, n) mask.
"""Additive key-padding bias (like attn_mask in some libraries)."""
import torch
from torch import Tensor


def _bias(pad: Tensor, dtype: torch.dtype) -> Tensor:
    return pad.to(dtype)[:, None, None, :] * float("-inf")


def ex_fix_mask_heads(scores: Tensor, pad: Tensor) -> Tensor:
    return torch.softmax(scores + _bias(pad, scores.dtype), dim=-1)
