# exercise: ex_padding_attention
# mistake: Put the padding on the query axis (pad[:, None, :, None]) inside the softmax, so real queries still attend to padded keys; the softmax mask must be on the key axis, pad[:, None, None, :]. [cond: some length < n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    idx = torch.arange(n, device=scores.device)
    pad = idx.unsqueeze(0) >= lengths.to(scores.device).unsqueeze(1)  # (b, n)
    mask = pad.unsqueeze(1).unsqueeze(-1)  # (b, 1, n, 1)
    w = torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)
    return torch.where(torch.isnan(w), torch.zeros_like(w), w)
