# exercise: ex_padding_attention
# mistake: Positions are marked as padding with > length instead of >= length, so the first padded position (index == length) is treated as real.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    idx = torch.arange(n, device=scores.device)
    pad = idx[None, :] > lengths[:, None]
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    return w.masked_fill(pad[:, None, :, None], 0.0)
