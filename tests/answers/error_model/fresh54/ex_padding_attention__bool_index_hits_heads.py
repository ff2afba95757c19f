# exercise: ex_padding_attention
# mistake: The learner zeroes padded queries with weights[pad] = 0 using the (b, n) mask, which indexes the batch and head axes instead of batch and query; the query mask must be broadcast as [:, None, :, None]. [cond: fails when h != n, wrong rows when h == n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device)[None] >= lengths[:, None]
    weights = scores.masked_fill(pad[:, None, None, :], float("-inf")).softmax(dim=-1)
    weights = weights.nan_to_num(nan=0.0)
    weights[pad] = 0.0
    return weights
