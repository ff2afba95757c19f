# exercise: ex_padding_attention
# mistake: Zeroed "padded query rows" with the key-shaped mask [:, None, None, :] again, which only zeroes the (already zero) padded columns, so padded queries keep their weights; index the mask as [:, None, :, None] for query rows.
import torch
from dataclasses import dataclass


@dataclass
class PadSteps:
    pad: torch.Tensor = None
    key_mask: torch.Tensor = None
    weights: torch.Tensor = None


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    s = PadSteps()
    s.pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    s.key_mask = s.pad[:, None, None, :]
    s.weights = torch.softmax(scores.masked_fill(s.key_mask, float("-inf")), dim=-1)
    s.weights = torch.where(torch.isnan(s.weights), torch.zeros_like(s.weights), s.weights)
    query_mask = s.pad[:, None, None, :]
    return s.weights.masked_fill(query_mask, 0.0)
