# exercise: ex_padding_attention
# mistake: softmax over the queries' axis
# accept: rewrite.reduce_dim
import torch
def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n)[None, :] >= lengths[:, None]
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=2)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    return w.masked_fill(pad[:, None, :, None], 0.0)
