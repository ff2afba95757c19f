# exercise: ex_padding_attention
# mistake: Zeroed the padded query rows by multiplying with a 0/1 mask, but a length-0 sequence's rows are NaN after the softmax and NaN * 0 stays NaN; use masked_fill/where. [cond: a sequence of length 0]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    real = torch.arange(n, device=scores.device)[None, :] < lengths[:, None]  # (b, n)
    masked = scores.masked_fill(~real[:, None, None, :], float("-inf"))
    weights = torch.softmax(masked, dim=-1)
    return weights * real[:, None, :, None].to(weights.dtype)
