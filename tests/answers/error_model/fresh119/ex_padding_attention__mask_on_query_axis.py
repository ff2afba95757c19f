# exercise: ex_padding_attention
# mistake: Puts the -inf mask on the query axis ([:, None, :, None]) instead of the key axis, so real queries still attend to padded keys. [cond: some length < n]
import torch

def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device).unsqueeze(0) >= lengths.unsqueeze(1)
    pad4 = pad.unsqueeze(1).unsqueeze(-1)     # (b, 1, n, 1)
    quanzhong = torch.softmax(scores.masked_fill(pad4, float('-inf')), dim=-1)
    quanzhong = torch.where(torch.isnan(quanzhong), torch.zeros_like(quanzhong), quanzhong)
    return quanzhong
