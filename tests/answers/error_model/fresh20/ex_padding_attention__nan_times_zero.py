# exercise: ex_padding_attention
# mistake: Zeroes padded query rows by multiplying with a 0/1 keep-mask, but a length-0 sequence's rows are NaN after the -inf softmax and NaN × 0 is still NaN; the rows must be replaced (masked_fill / nan_to_num), not multiplied. [cond: a sequence of length 0]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    idx = torch.arange(n, device=scores.device)
    real = idx[None, :] < lengths.to(scores.device)[:, None]      # (b, n) True = real token
    scores = scores.masked_fill(~real[:, None, None, :], float("-inf"))
    weights = torch.softmax(scores, dim=-1)
    keep_rows = real[:, None, :, None].to(weights.dtype)           # (b, 1, n, 1)
    return weights * keep_rows
