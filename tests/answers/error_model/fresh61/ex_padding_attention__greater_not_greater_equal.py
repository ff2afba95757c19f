# exercise: ex_padding_attention
# mistake: Marks padding where position > length, so the first padded position (index = length) is still treated as real, both as a key and as a query; padding starts at position ≥ length. [cond: some sequence shorter than n]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(n, device=scores.device)
    pad = pos.unsqueeze(0) > lengths.unsqueeze(1)   # (b, n)
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    w = w.masked_fill(pad[:, None, :, None], 0.0)
    return w
