# exercise: ex_padding_attention
# mistake: The learner zeroes padded query rows by multiplying with a 0/1 query mask, but NaN * 0 is still NaN, so a length-0 sequence stays NaN; the NaN rows must be replaced (nan_to_num / masked_fill), not multiplied. [cond: a sequence of length 0]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(n, device=scores.device)
    valid = pos[None, :] < lengths[:, None]          # (b, n) True for real tokens
    s = scores.masked_fill(~valid[:, None, None, :], float("-inf"))
    w = torch.softmax(s, dim=-1)
    return w * valid[:, None, :, None].to(w.dtype)
