# exercise: ex_padding_attention
# mistake: Marked padding with position > length instead of position >= length, so the first padded position (index = length) is treated as real (off by one).
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(n, device=scores.device)
    pad = pos[None, :] > lengths[:, None]
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float('-inf')), dim=-1)
    w = torch.nan_to_num(w)
    return w.masked_fill(pad[:, None, :, None], 0.0)
