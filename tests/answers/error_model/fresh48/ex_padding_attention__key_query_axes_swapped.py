# exercise: ex_padding_attention
# mistake: Indexes the mask as [:, None, :, None] before the softmax (masking queries) and as [:, None, None, :] after it, i.e. the two axes swapped; padded keys are masked with [:, None, None, :] and padded query rows zeroed with [:, None, :, None]. [cond: a sequence with 0 < length < n]
import torch
import torch.nn.functional as F


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    is_pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    w = F.softmax(scores.masked_fill(is_pad[:, None, :, None], float("-inf")), dim=-1)
    w = w.nan_to_num(0.0)
    return w.masked_fill(is_pad[:, None, None, :], 0.0)
