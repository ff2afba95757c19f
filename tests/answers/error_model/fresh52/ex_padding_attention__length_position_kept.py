# exercise: ex_padding_attention
# mistake: Marks padding with position > length, so the first padded position (index == length) is still treated as a real key and query; padding starts at position >= length.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    idx = torch.arange(n, device=scores.device).unsqueeze(0)
    pad = idx > lengths.unsqueeze(1)
    w = scores.masked_fill(pad[:, None, None, :], float("-inf")).softmax(-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    w = w.masked_fill(pad[:, None, :, None], 0.0)
    return w
