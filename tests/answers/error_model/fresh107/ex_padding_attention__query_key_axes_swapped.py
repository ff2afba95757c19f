# exercise: ex_padding_attention
# mistake: Indexes the padding mask as [:, None, :, None] for the keys and [:, None, None, :] for the query rows, i.e. with the query and key axes swapped: padded query rows get -inf (NaN, then 0) and padded keys are zeroed after the softmax without renormalising; keys need [:, None, None, :] before the softmax, query rows [:, None, :, None]. [cond: some length is between 1 and n-1]
import numpy as np
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]   # (b, n)
    key_mask = pad[:, None, :, None]
    query_mask = pad[:, None, None, :]
    w = torch.softmax(scores.masked_fill(key_mask, -np.inf), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(query_mask, 0.0)
