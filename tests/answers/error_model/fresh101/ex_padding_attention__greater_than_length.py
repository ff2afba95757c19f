# exercise: ex_padding_attention
# mistake: Marks padding with position > length, so the first padded position (position == length) stays visible; padding is position >= length. [cond: only when some length < n]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    positions = torch.arange(n, device=scores.device)
    pad = positions[None, :] > lengths[:, None]      # (b, n)
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(pad[:, None, :, None], 0.0)
