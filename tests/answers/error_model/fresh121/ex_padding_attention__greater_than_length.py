# exercise: ex_padding_attention
# mistake: Marks padding with position > length, so the first padded position (index == length) counts as real; padding starts at position >= length.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pos = torch.arange(n, device=scores.device)
    padded = pos[None, :] > lengths[:, None]
    w = torch.softmax(scores.masked_fill(padded[:, None, None, :], float('-inf')), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(padded[:, None, :, None], 0.0)
