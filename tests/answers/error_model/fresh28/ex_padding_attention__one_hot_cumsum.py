# exercise: ex_padding_attention
# mistake: Built the padding mask as F.one_hot(lengths, n).cumsum(-1), which raises when a sequence has no padding (length n is not a class below num_classes=n); build it by comparing arange(n) with lengths. [cond: a sequence of full length n]
import torch
import torch.nn.functional as F


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    # 1 from position L onwards
    pad = F.one_hot(lengths.long(), num_classes=n).cumsum(dim=-1).bool()   # (b, n)
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    w = w.masked_fill(pad[:, None, :, None], 0.0)
    return w
