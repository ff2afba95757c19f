# exercise: ex_padding_attention
# mistake: Zeroed the padded query rows by multiplying with the keep mask, but a length-0 sequence's rows are NaN after the -inf softmax and NaN * 0 is still NaN; use masked_fill/torch.where to set those rows to 0. [cond: a sequence of length 0]
import torch


def ex_padding_attention(scores, lengths):
    keep = torch.arange(scores.size(-1), device=scores.device) < lengths[:, None]  # (b, n)
    w = scores.masked_fill(~keep[:, None, None, :], float("-inf")).softmax(-1)
    return w * keep[:, None, :, None]
