# exercise: ex_padding_attention
# mistake: The learner zeroed padded-query rows by multiplying with a 0/1 mask, but NaN × 0 is still NaN, so a sequence of length 0 gives NaN rows; NaN must be replaced (nan_to_num / masked_fill) rather than multiplied. [cond: only for a sequence of length 0]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    real = torch.arange(n, device=scores.device)[None, :] < lengths[:, None]   # (b, n)
    s = scores.masked_fill(~real[:, None, None, :], float('-inf'))
    w = torch.softmax(s, dim=-1)
    return w * real[:, None, :, None].to(w.dtype)
