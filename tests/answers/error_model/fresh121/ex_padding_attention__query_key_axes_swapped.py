# exercise: ex_padding_attention
# mistake: Indexes the padding mask as [:, None, :, None] for the keys and [:, None, None, :] when zeroing queries, i.e. the query and key axes are swapped; keys are the last axis.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]  # (b, n)
    keys_mask = pad[:, None, :, None]
    query_mask = pad[:, None, None, :]
    weights = torch.softmax(scores.masked_fill(keys_mask, float('-inf')), dim=-1)
    weights = torch.nan_to_num(weights)
    return weights.masked_fill(query_mask, 0.0)
