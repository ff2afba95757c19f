# exercise: ex_padding_attention
# mistake: Builds the position range up to lengths.max() instead of the sequence length n = scores.shape[-1], so when every sequence is shorter than n the mask has the wrong width and masked_fill fails; positions must run over all n slots. [cond: every length < n]
"""Padding mask built from the lengths."""
import torch
from torch import Tensor


def ex_padding_attention(scores: Tensor, lengths: Tensor) -> Tensor:
    longest = int(lengths.max())
    is_pad = torch.arange(longest, device=scores.device)[None, :] >= lengths[:, None]
    key_mask, query_mask = is_pad[:, None, None, :], is_pad[:, None, :, None]
    weights = scores.masked_fill(key_mask, float("-inf")).softmax(dim=-1)
    return weights.nan_to_num(0.0).masked_fill(query_mask, 0.0)
