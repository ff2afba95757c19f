# exercise: ex_padding_attention
# mistake: The two masks are indexed on swapped axes: -inf goes on padded query rows ([:, None, :, None]) and the zeroing on padded key columns, so real queries' rows no longer sum to 1; keys are the last axis ([:, None, None, :]) and queries the third.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.size(-1)
    pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]   # (b, n)
    masked = scores.masked_fill(pad[:, None, :, None], float('-inf'))
    attn_w = torch.softmax(masked, dim=-1)
    attn_w = torch.nan_to_num(attn_w, nan=0.0)
    attn_w = attn_w.masked_fill(pad[:, None, None, :], 0.0)
    return attn_w
