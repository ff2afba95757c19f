# exercise: ex_padding_attention
# mistake: positions counted from 1 with >=
# accept: rewrite.mask_shift ex_padding_attention.off_by_one
import torch
def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(1, n + 1).unsqueeze(0) >= lengths.unsqueeze(1)
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), -1).nan_to_num(0.0)
    return w.masked_fill(pad[:, None, :, None], 0.0)
