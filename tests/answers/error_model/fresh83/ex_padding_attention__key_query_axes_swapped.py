# exercise: ex_padding_attention
# mistake: Swaps the two broadcast positions from the cross-attention code: masks padded queries with -inf before the softmax ([:, None, :, None]) and zeroes padded keys afterwards ([:, None, None, :]); the -inf mask belongs on the key axis.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    q_mask = pad[:, None, :, None]
    k_mask = pad[:, None, None, :]
    w = torch.softmax(scores.masked_fill(q_mask, float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(k_mask, 0.0)
