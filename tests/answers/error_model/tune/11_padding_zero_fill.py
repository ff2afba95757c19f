# exercise: ex_padding_attention
# mistake: fill with 0
# accept: rewrite.fill mistake.mask_multiplied
import torch
def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n)[None, :] >= lengths[:, None]
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], 0.0), -1)
    return w.masked_fill(pad[:, None, :, None], 0.0)
