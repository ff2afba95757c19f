# exercise: ex_padding_attention
# mistake: builds the padding mask as F.one_hot(lengths, n).cumsum(-1), which fails when a sequence has no padding (length == n is out of range for n classes); compare positions with arange(n) >= lengths instead. [cond: some sequence has length == n]
import torch
import torch.nn.functional as F


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = F.one_hot(lengths.long(), num_classes=n).cumsum(-1).bool()  # 1 from the first padded position on
    w = F.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    w = w.nan_to_num(0.0)
    return w.masked_fill(pad[:, None, :, None], 0.0)
