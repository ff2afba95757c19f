# exercise: ex_padding_attention
# mistake: Fully masked rows are expected to be cleared by multiplying with the query mask, but NaN * 0 is still NaN, so a sequence of length 0 gives NaN rows; the NaNs must be replaced (nan_to_num / where) instead. [cond: a sequence of length 0]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    real = torch.arange(n, device=scores.device)[None, :] < lengths[:, None]   # (b, n)
    w = torch.softmax(scores.masked_fill(~real[:, None, None, :], float("-inf")), dim=-1)
    # padded queries -> 0 (this also kills the fully masked rows)
    w = w * real[:, None, :, None].to(w.dtype)
    return w
