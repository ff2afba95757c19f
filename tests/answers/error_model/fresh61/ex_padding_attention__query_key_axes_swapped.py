# exercise: ex_padding_attention
# mistake: Indexes the mask as [:, None, :, None] for the keys and [:, None, None, :] for the zeroing of padded queries, i.e. with the query (i) and key (j) axes swapped; keys are the last axis, queries the one before. [cond: some sequence shorter than n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    key_mask = pad[:, None, :, None]     # j
    query_mask = pad[:, None, None, :]   # i
    w = torch.softmax(scores.masked_fill(key_mask, float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(query_mask, 0.0)
