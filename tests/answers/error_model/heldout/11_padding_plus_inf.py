# exercise: ex_padding_attention
# mistake: fill +inf
# accept: rewrite.fill
import torch
def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n)[None, :] >= lengths[:, None]
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("inf")), -1)
    return torch.nan_to_num(w).masked_fill(pad[:, None, :, None], 0.0)
