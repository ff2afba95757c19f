# exercise: ex_padding_attention
# mistake: Marks padding with position > length instead of >=, so the first padded position of every sequence counts as real (as key and as query).
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(n, device=scores.device)
    is_pad = pos[None, :] > lengths[:, None]
    w = torch.softmax(scores.masked_fill(is_pad[:, None, None, :], float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(is_pad[:, None, :, None], 0.0)
