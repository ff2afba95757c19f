# exercise: ex_padding_attention
# mistake: Reads lengths as the number of padding tokens at the end (padding starts at n - length) instead of the real length (padding starts at position length).
import torch

def make_padding_mask(lengths, n, device):
    start = n - lengths                     # first padded position
    return torch.arange(n, device=device)[None, :] >= start[:, None]

def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = make_padding_mask(lengths, n, scores.device)
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    return w.masked_fill(pad[:, None, :, None], 0.0)
