# exercise: ex_padding_attention
# mistake: Zeroed padded query rows by multiplying with the float mask, but a fully padded row is NaN after the softmax and NaN·0 stays NaN; use masked_fill/torch.where so those rows are 0. [cond: a sequence of length 0]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    valid = torch.arange(n, device=scores.device)[None, :] < lengths.to(scores.device)[:, None]
    s = scores.masked_fill(~valid[:, None, None, :], float("-inf"))
    w = torch.softmax(s, dim=-1)
    # multiply is cheaper than masked_fill
    q = valid[:, None, :, None].to(w.dtype)
    return w * q
