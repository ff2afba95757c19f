# exercise: ex_padding_attention
# mistake: Broadcast the padding mask as pad[:, None, :, None], which masks the rows of padded queries instead of the columns of padded keys (pad[:, None, None, :]); real queries still attend to padding keys. [cond: a sequence with 0 < length < n]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pad = torch.arange(n, device=scores.device).expand(b, n) >= lengths[:, None]
    w = scores.masked_fill(pad[:, None, :, None], float("-inf")).softmax(-1)
    return w.nan_to_num(0.0)  # fully masked rows -> 0
