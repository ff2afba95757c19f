# exercise: ex_padding_attention
# mistake: Clamps the lengths to at least 1 to avoid NaN rows, so a sequence of length 0 is treated as having one real token: its first query gets weight 1 on key 0 instead of a row of zeros. [cond: some length is 0]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    lengths = lengths.clamp(min=1)  # length 0 -> nan
    pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    weights = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    weights = weights.masked_fill(pad[:, None, :, None], 0.0)
    return weights
