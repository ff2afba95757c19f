# exercise: ex_padding_attention
# mistake: Zeroes padded query rows by multiplying with the keep mask, but NaN * 0 is NaN, so a length-0 sequence still returns NaN; the NaN rows must be replaced (masked_fill / nan_to_num / where). [cond: a sequence of length 0]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    keep = torch.arange(n, device=scores.device)[None, :] < lengths[:, None]  # (b, n) 1 = real
    probs = torch.softmax(scores.masked_fill(~keep[:, None, None, :], float("-inf")), dim=-1)
    probs = probs * keep[:, None, :, None].to(probs.dtype)
    return probs
