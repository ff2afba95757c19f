# exercise: ex_padding_attention
# mistake: Zeroes padded query rows by multiplying with the real-query mask instead of masked_fill and skips nan_to_num, but NaN * 0 is still NaN, so a length-0 sequence returns NaN rows; replace the NaNs (nan_to_num or masked_fill) instead of multiplying. [cond: a sequence of length 0]
"""Attention weights with a key padding mask."""
import torch
from torch import Tensor


def _valid(lengths: Tensor, n: int) -> Tensor:
    """(b, n) float, 1.0 on real tokens and 0.0 on padding."""
    steps = torch.arange(n, device=lengths.device)
    return (steps[None, :] < lengths[:, None]).float()


def ex_padding_attention(scores: Tensor, lengths: Tensor) -> Tensor:
    valid = _valid(lengths.to(scores.device), scores.shape[-1]).to(scores.dtype)
    logits = scores.masked_fill(valid[:, None, None, :] == 0, float("-inf"))
    weights = torch.softmax(logits, dim=-1)
    # padded queries attend to nothing
    return weights * valid[:, None, :, None]
