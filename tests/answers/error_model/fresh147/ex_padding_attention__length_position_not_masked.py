# exercise: ex_padding_attention
# mistake: Marked padding with position > length, so the first padded position (index == length) stays a real key and query; padding starts at position >= length.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pos = torch.arange(n, device=scores.device)
    pad = pos > lengths[..., None]                       # (b, n)
    w = scores.masked_fill(pad[..., None, None, :], float('-inf')).softmax(-1)
    w = w.nan_to_num(0.0)
    return w.masked_fill(pad[..., None, :, None], 0.0)
