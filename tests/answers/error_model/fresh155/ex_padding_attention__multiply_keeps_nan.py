# exercise: ex_padding_attention
# mistake: Zeroes padded query rows by multiplying with the keep-mask, but NaN * 0 is still NaN, so a sequence of length 0 keeps its NaN rows; fully masked rows must be replaced (nan_to_num / masked_fill), not multiplied. [cond: a sequence of length 0]
import torch


def keep_mask(lengths, n, device=None, dtype=torch.float32):
    return (torch.arange(n, device=device)[None, :] < lengths[:, None]).to(dtype)


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    keep = keep_mask(lengths, n, device=scores.device, dtype=scores.dtype)   # (b, n)
    w = torch.softmax(scores.masked_fill(keep[:, None, None, :] == 0, float('-inf')), dim=-1)
    return w * keep[:, None, :, None]
