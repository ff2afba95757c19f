# exercise: ex_padding_attention
# mistake: The positions are built with torch.arange(n) on the CPU while lengths and scores may be on a GPU, so the comparison and masked_fill fail there; arange must use device=scores.device. [cond: only on a GPU]
import torch


def ex_padding_attention(scores, lengths, return_mask=False):
    n = scores.shape[-1]
    positions = torch.arange(n)
    pad = positions[None, :] >= lengths[:, None]
    weights = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    weights = torch.nan_to_num(weights, nan=0.0)
    weights = weights.masked_fill(pad[:, None, :, None], 0.0)
    return (weights, pad) if return_mask else weights
