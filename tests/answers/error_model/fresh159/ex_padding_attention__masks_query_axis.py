# exercise: ex_padding_attention
# mistake: The padding mask is indexed [:, None, :, None] before the softmax, so it masks padded queries instead of padded keys and real queries still attend to padding; the key mask is [:, None, None, :]. [cond: some length < n]
import torch

def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    w = torch.softmax(scores.masked_fill(pad[:, None, :, None], float('-inf')), dim=-1)
    return torch.nan_to_num(w, nan=0.0)
