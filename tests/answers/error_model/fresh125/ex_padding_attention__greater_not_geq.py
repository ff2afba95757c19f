# exercise: ex_padding_attention
# mistake: marks padding with position > length instead of position >= length, so the first padded position (index == length) is still attended and treated as a real query; padding starts at index length. [cond: some sequence has length < n]
import torch
import torch.nn.functional as F


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pos = torch.arange(n, device=scores.device)
    pad = pos[None, :] > lengths[:, None]
    w = F.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(pad[:, None, :, None], 0.0)
