# exercise: ex_padding_attention
# mistake: Marked padding with position > length instead of position >= length, so the first padded position (index = length) is treated as real: queries attend to it and its row is not zeroed. [cond: a sequence shorter than n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.size(-1)
    pad = torch.stack([torch.arange(n, device=scores.device) > L for L in lengths])  # (b, n)
    w = scores.masked_fill(pad[:, None, None, :], float("-inf")).softmax(-1)
    return torch.where(pad[:, None, :, None], 0.0, w)
