# exercise: ex_padding_attention
# mistake: Masked padded keys with -inf and then zeroed padded queries by multiplying, but a length-0 sequence's rows are already NaN and NaN × 0 stays NaN; replace those rows (torch.where / nan_to_num) instead of multiplying. [cond: a sequence of length 0]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(n, device=scores.device)
    real = pos[None, :] < lengths[:, None]                # (b, n)
    s = scores.masked_fill(~real[:, None, None, :], float("-inf"))
    w = torch.softmax(s, dim=-1)
    return w * real[:, None, :, None]                     # padded queries -> 0
