# exercise: ex_padding_attention
# mistake: The learner masks padded keys and replaces NaN with 0, but never zeroes the rows of padded queries of non-empty sequences; those rows must be all 0. [cond: some 0 < length < n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device) >= lengths[:, None]
    w = scores.masked_fill(pad[:, None, None, :], float("-inf")).softmax(-1)
    return torch.where(torch.isnan(w), torch.zeros_like(w), w)
