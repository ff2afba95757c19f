# exercise: ex_padding_attention
# mistake: > instead of >= for padding positions
# accept: rewrite.mask_shift ex_padding_attention.off_by_one
import torch
def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n)[None, :] > lengths[:, None]
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), -1)
    return w.nan_to_num(0.0).masked_fill(pad[:, None, :, None], 0.0)
