# exercise: ex_padding_attention
# mistake: Indexes the key mask as [:, None, :] (3-D), which broadcasting aligns b with the head axis and puts n on the query axis; it needs [:, None, None, :]. [cond: b > 1: wrong weights when b == h, an error for other b != h]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    padded = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    scores = scores.masked_fill(padded[:, None, :], float('-inf'))
    weights = torch.softmax(scores, dim=-1).nan_to_num(0.0)
    return weights.masked_fill(padded[:, None, :, None], 0.0)
