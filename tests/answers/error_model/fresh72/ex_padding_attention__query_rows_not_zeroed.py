# exercise: ex_padding_attention
# mistake: Masks padded keys and removes the NaN rows, but never zeroes the rows of padded queries (they still attend to the real keys); those rows must be all 0. [cond: some length < n]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    idx = torch.arange(n, device=scores.device)
    pad = idx.expand(b, n) >= lengths.view(b, 1)
    scores = scores.masked_fill(pad[:, None, None, :], float("-inf"))
    w = torch.softmax(scores, dim=-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    return w
